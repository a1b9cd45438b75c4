import { Modal } from '@ui/Modal';
import { Tabs } from '@ui/Tabs';
import { AUTH_TEXTS } from '../../authTexts';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';
import { SignInForm, type SignInFormProps } from './SignInForm';

export type AuthTab = 'signIn' | 'register';

export interface AuthPopupViewProps {
  open: boolean;
  /** Escape, the cross, a click beside the popup, or a finished sign-in. */
  onClose: () => void;
  /** The tab shown when the popup opens. */
  initialTab?: AuthTab;
  signIn: SignInFormProps;
  register: RegisterFormProps;
}

/** The sign-in and registration popup of spec §2: a modal with the tabs 'Вход' and 'Регистрация'. */
export function AuthPopupView({
  open,
  onClose,
  initialTab = 'signIn',
  signIn,
  register,
}: AuthPopupViewProps) {
  return (
    <Modal open={open} onClose={onClose} title={AUTH_TEXTS.title} size="sm">
      <Tabs
        label={AUTH_TEXTS.tabsLabel}
        defaultValue={initialTab}
        items={[
          { id: 'signIn', label: AUTH_TEXTS.signInTab, panel: <SignInForm {...signIn} /> },
          { id: 'register', label: AUTH_TEXTS.registerTab, panel: <RegisterForm {...register} /> },
        ]}
      />
    </Modal>
  );
}

import { Modal } from '@ui/Modal';
import { Tabs } from '@ui/Tabs';
import { AUTH_TEXTS } from '../../authTexts';
import { MergeNotices } from './MergeNotices';
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
  /**
   * What the sign-in's basket merge could not keep (the answer's `notices`): shown in place of
   * the forms until the shopper closes the popup.
   */
  notices?: readonly string[];
}

/** The sign-in and registration popup of spec §2: a modal with the tabs 'Вход' and 'Регистрация'. */
export function AuthPopupView({
  open,
  onClose,
  initialTab = 'signIn',
  signIn,
  register,
  notices = [],
}: AuthPopupViewProps) {
  return (
    <Modal open={open} onClose={onClose} title={AUTH_TEXTS.title} size="sm">
      {notices.length > 0 ? (
        <MergeNotices notices={notices} onDone={onClose} />
      ) : (
        <Tabs
          label={AUTH_TEXTS.tabsLabel}
          defaultValue={initialTab}
          items={[
            { id: 'signIn', label: AUTH_TEXTS.signInTab, panel: <SignInForm {...signIn} /> },
            {
              id: 'register',
              label: AUTH_TEXTS.registerTab,
              panel: <RegisterForm {...register} />,
            },
          ]}
        />
      )}
    </Modal>
  );
}

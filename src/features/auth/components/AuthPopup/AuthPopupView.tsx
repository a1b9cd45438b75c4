import { useState } from 'react';
import { Modal } from '@ui/Modal';
import { Tabs } from '@ui/Tabs';
import { AUTH_TEXTS } from '../../authTexts';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
import { MergeNotices } from './MergeNotices';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';
import { SignInForm, type SignInFormProps } from './SignInForm';

type AuthTab = 'signIn' | 'register';
/** What the popup opens with: a tab, or the 'Забыли пароль?' form. */
export type AuthStart = AuthTab | 'forgotPassword';

export interface AuthPopupViewProps {
  open: boolean;
  /** Escape, the cross, a click beside the popup, or a finished sign-in. */
  onClose: () => void;
  /** What the popup shows when it opens. */
  initialTab?: AuthStart;
  signIn: SignInFormProps;
  register: RegisterFormProps;
  /** The reset request; `onBack` is called when the shopper goes back to signing in. */
  forgotPassword: Omit<ForgotPasswordFormProps, 'onBack'> & { onBack?: () => void };
  /**
   * What the sign-in's basket merge could not keep (the answer's `notices`): shown in place of
   * the forms until the shopper closes the popup.
   */
  notices?: readonly string[];
}

/**
 * The forms inside the open popup. Kept in a part of their own so that they start again from
 * `initialTab` each time the popup opens (the modal unmounts its content when closed).
 */
function AuthForms({
  initialTab = 'signIn',
  signIn,
  register,
  forgotPassword,
}: Pick<AuthPopupViewProps, 'initialTab' | 'signIn' | 'register' | 'forgotPassword'>) {
  const [forgetting, setForgetting] = useState(initialTab === 'forgotPassword');
  if (forgetting)
    return (
      <ForgotPasswordForm
        {...forgotPassword}
        onBack={() => {
          setForgetting(false);
          forgotPassword.onBack?.();
        }}
      />
    );
  return (
    <Tabs
      label={AUTH_TEXTS.tabsLabel}
      defaultValue={initialTab === 'register' ? 'register' : 'signIn'}
      items={[
        {
          id: 'signIn',
          label: AUTH_TEXTS.signInTab,
          panel: <SignInForm {...signIn} onForgotPassword={() => setForgetting(true)} />,
        },
        {
          id: 'register',
          label: AUTH_TEXTS.registerTab,
          panel: <RegisterForm {...register} />,
        },
      ]}
    />
  );
}

/**
 * The sign-in and registration popup of spec §2: a modal with the tabs 'Вход' and 'Регистрация',
 * and 'Забыли пароль?' under the sign-in form (issue 15 point 6).
 */
export function AuthPopupView({ open, onClose, notices = [], ...forms }: AuthPopupViewProps) {
  return (
    <Modal open={open} onClose={onClose} title={AUTH_TEXTS.title} size="sm">
      {notices.length > 0 ? (
        <MergeNotices notices={notices} onDone={onClose} />
      ) : (
        <AuthForms {...forms} />
      )}
    </Modal>
  );
}

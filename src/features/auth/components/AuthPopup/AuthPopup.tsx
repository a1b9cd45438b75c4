import { useState } from 'react';
import {
  useRegisterMutation,
  useRequestPasswordResetMutation,
  useSignInMutation,
  type RegisterRequest,
} from '@features/api';
import { markNewRegistration } from '@features/session';
import { contactKind, type RegisterValues, type SignInValues } from '../../authValidation';
import { serverErrorMessage } from '../../serverErrorMessage';
import { AuthPopupView, type AuthStart } from './AuthPopupView';

export interface AuthPopupProps {
  open: boolean;
  onClose: () => void;
  initialTab?: AuthStart;
}

function registerRequest({ name, login, password }: RegisterValues): RegisterRequest {
  const contact = login.trim();
  const byKind = contactKind(contact) === 'email' ? { email: contact } : { phone: contact };
  return { name: name.trim(), password, consent: true, ...byKind };
}

/**
 * The auth popup wired to the api. Both calls invalidate the User tag (and basket, favorites,
 * city), so the header shows the signed-in state once the user state is reloaded. A successful
 * registration leaves the new-registration flag, so the session saga sends 'registered' instead
 * of 'authorized' once (spec §4, R-USER-3). It closes after success, unless the guest basket's
 * merge had to leave something out: then it says what, until the shopper closes it. 'Забыли
 * пароль?' asks the server for a sign-in link by mail (issue 15 point 6).
 */
export function AuthPopup({ open, onClose, initialTab }: AuthPopupProps) {
  const [signIn, signInState] = useSignInMutation();
  const [register, registerState] = useRegisterMutation();
  const [requestReset, resetState] = useRequestPasswordResetMutation();
  const [notices, setNotices] = useState<readonly string[]>([]);

  const close = () => {
    setNotices([]);
    resetState.reset();
    onClose();
  };
  const signedIn = (answerNotices: readonly string[]) => {
    if (answerNotices.length > 0) setNotices(answerNotices);
    else close();
  };
  const onSignIn = async (values: SignInValues) => {
    const answer = await signIn({
      signInRequest: { login: values.login.trim(), password: values.password },
    });
    if (answer.data) signedIn(answer.data.notices);
  };
  const onRegister = async (values: RegisterValues) => {
    const answer = await register({ registerRequest: registerRequest(values) });
    if (!answer.data) return;
    markNewRegistration();
    signedIn(answer.data.notices);
  };

  return (
    <AuthPopupView
      open={open}
      onClose={close}
      notices={notices}
      initialTab={initialTab}
      signIn={{
        onSubmit: onSignIn,
        pending: signInState.isLoading,
        error: signInState.isError ? serverErrorMessage(signInState.error) : null,
      }}
      register={{
        onSubmit: onRegister,
        pending: registerState.isLoading,
        error: registerState.isError ? serverErrorMessage(registerState.error) : null,
      }}
      forgotPassword={{
        onSubmit: ({ email }) => void requestReset({ body: { email: email.trim() } }),
        pending: resetState.isLoading,
        error: resetState.isError ? serverErrorMessage(resetState.error) : null,
        sent: resetState.isSuccess,
        onBack: resetState.reset,
      }}
    />
  );
}

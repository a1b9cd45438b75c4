import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useResetPasswordMutation } from '@features/api';
import { AuthPopup, serverErrorMessage } from '@features/auth';
import { selectUser } from '@features/session';
import { passwordResetDoneState } from '../../passwordResetState';
import { PRIVATE_PATH } from '../../personalPages';
import { PasswordResetView } from './PasswordResetView';

export interface PasswordResetScreenProps {
  /** The `reset` query of the link from the e-mail. */
  token: string;
  /** The link's `first` query: the account made at checkout sets its first password. */
  first?: boolean;
}

/**
 * Sets the new password by the e-mail's token; the answer signs the shopper in (the User tag
 * reloads the user state). Once the user state says so, the private page opens without the token,
 * saying 'Пароль изменён, вы вошли' (or 'Пароль задан…' after a first password).
 */
export function PasswordResetScreen({ token, first = false }: PasswordResetScreenProps) {
  const [reset, state] = useResetPasswordMutation();
  const user = useSelector(selectUser);
  const navigate = useNavigate();
  const [askingForLink, setAskingForLink] = useState(false);
  const signedIn = state.isSuccess && user?.authorized === true;

  useEffect(() => {
    if (!signedIn) return;
    const state = passwordResetDoneState(first ? 'set' : 'changed');
    void navigate(PRIVATE_PATH, { replace: true, state });
  }, [signedIn, navigate, first]);

  return (
    <>
      <PasswordResetView
        first={first}
        onSubmit={(password) => void reset({ body: { token, password } })}
        pending={state.isLoading || state.isSuccess}
        error={state.isError ? serverErrorMessage(state.error) : null}
        onRequestNewLink={() => setAskingForLink(true)}
      />
      <AuthPopup
        open={askingForLink}
        onClose={() => setAskingForLink(false)}
        initialTab="forgotPassword"
      />
    </>
  );
}

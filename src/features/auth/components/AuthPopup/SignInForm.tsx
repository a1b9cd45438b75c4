import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import { AUTH_TEXTS } from '../../authTexts';
import { validateSignIn, type SignInValues } from '../../authValidation';
import { FormStack, ServerError } from './FormParts';
import { useValidatedForm } from '../../useValidatedForm';

const Forgot = styled.button`
  justify-self: end;
  margin-top: -8px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-brand);
  font: inherit;
  font-size: var(--font-size-sm);
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

export interface SignInFormProps {
  /** Called with valid values (the login is an e-mail or a phone). */
  onSubmit: (values: SignInValues) => void;
  /** While the call runs: the button shows progress. */
  pending?: boolean;
  /** The server's message after a failed call ('Неверный логин или пароль'). */
  error?: string | null;
  /** 'Забыли пароль?' pressed: the popup shows the reset request form. */
  onForgotPassword?: () => void;
}

/** Sign in with an e-mail or a phone and a password (POST /api/user/auth, spec §7). */
export function SignInForm({
  onSubmit,
  pending = false,
  error,
  onForgotPassword,
}: SignInFormProps) {
  const { textField, submit } = useValidatedForm<SignInValues>(
    { login: '', password: '' },
    validateSignIn,
    onSubmit,
  );
  return (
    <FormStack noValidate onSubmit={submit} aria-label={AUTH_TEXTS.signInTab}>
      <Input
        label={AUTH_TEXTS.login}
        {...textField('login')}
        autoComplete="username"
        data-autofocus
      />
      <Input
        label={AUTH_TEXTS.password}
        {...textField('password')}
        type="password"
        autoComplete="current-password"
      />
      {onForgotPassword && (
        <Forgot type="button" onClick={onForgotPassword}>
          {AUTH_TEXTS.forgotPassword}
        </Forgot>
      )}
      <ServerError message={error} />
      <Button type="submit" fullWidth loading={pending}>
        {AUTH_TEXTS.signIn}
      </Button>
    </FormStack>
  );
}

import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import { AUTH_TEXTS } from '../../authTexts';
import { validateSignIn, type SignInValues } from '../../authValidation';
import { FormStack, ServerError } from './FormParts';
import { useValidatedForm } from './useValidatedForm';

export interface SignInFormProps {
  /** Called with valid values (the login is an e-mail or a phone). */
  onSubmit: (values: SignInValues) => void;
  /** While the call runs: the button shows progress. */
  pending?: boolean;
  /** The server's message after a failed call ('Неверный логин или пароль'). */
  error?: string | null;
}

/** Sign in with an e-mail or a phone and a password (POST /api/user/auth, spec §7). */
export function SignInForm({ onSubmit, pending = false, error }: SignInFormProps) {
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
      <ServerError message={error} />
      <Button type="submit" fullWidth loading={pending}>
        {AUTH_TEXTS.signIn}
      </Button>
    </FormStack>
  );
}

import { ConsentCheckbox } from '@features/consent';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import { AUTH_TEXTS } from '../../authTexts';
import { validateRegistration, type RegisterValues } from '../../authValidation';
import { FormStack, ServerError } from './FormParts';
import { useValidatedForm } from '../../useValidatedForm';

export interface RegisterFormProps {
  /** Called with valid values: a name, an e-mail or phone, a long enough password, consent. */
  onSubmit: (values: RegisterValues) => void;
  pending?: boolean;
  /** The server's message after a failed call (e.g. the e-mail is taken). */
  error?: string | null;
}

/** Registration (POST /api/user/register): the new user is signed in at once. */
export function RegisterForm({ onSubmit, pending = false, error }: RegisterFormProps) {
  const { values, errors, setField, textField, submit } = useValidatedForm<RegisterValues>(
    { name: '', login: '', password: '', consent: false },
    validateRegistration,
    onSubmit,
  );
  return (
    <FormStack noValidate onSubmit={submit} aria-label={AUTH_TEXTS.registerTab}>
      <Input label={AUTH_TEXTS.name} {...textField('name')} autoComplete="name" />
      <Input label={AUTH_TEXTS.login} {...textField('login')} autoComplete="username" />
      <Input
        label={AUTH_TEXTS.password}
        {...textField('password')}
        type="password"
        autoComplete="new-password"
        hint={AUTH_TEXTS.passwordHint}
      />
      <ConsentCheckbox
        before={AUTH_TEXTS.consentBefore}
        link={AUTH_TEXTS.consentLink}
        checked={values.consent}
        invalid={Boolean(errors.consent)}
        onChange={(checked) => setField('consent', checked)}
      />
      <ServerError message={error} />
      <Button type="submit" fullWidth loading={pending}>
        {AUTH_TEXTS.register}
      </Button>
    </FormStack>
  );
}

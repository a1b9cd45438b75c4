import { useId } from 'react';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Input } from '@ui/Input';
import { AUTH_TEXTS } from '../../authTexts';
import { validateRegistration, type RegisterValues } from '../../authValidation';
import { CheckboxError, FormStack, ServerError } from './FormParts';
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
  const consentErrorId = useId();
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
      <Checkbox
        label={AUTH_TEXTS.consent}
        name="consent"
        checked={values.consent}
        aria-invalid={errors.consent ? true : undefined}
        aria-describedby={errors.consent ? consentErrorId : undefined}
        onChange={(event) => setField('consent', event.target.checked)}
      />
      <CheckboxError id={consentErrorId} message={errors.consent} />
      <ServerError message={error} />
      <Button type="submit" fullWidth loading={pending}>
        {AUTH_TEXTS.register}
      </Button>
    </FormStack>
  );
}

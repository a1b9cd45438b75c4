import type { ChangeEvent } from 'react';
import { Input } from '@ui/Input';
import { PASSWORD_MIN_LENGTH } from '@features/auth';

/** The props of a text Input bound to a form field (`textField` of useValidatedForm). */
interface BoundField {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface NewPasswordFieldsProps {
  password: BoundField;
  repeat: BoundField;
}

/** A new password and its repeat, as password managers expect them. */
export function NewPasswordFields({ password, repeat }: NewPasswordFieldsProps) {
  return (
    <>
      <Input
        label="Новый пароль"
        {...password}
        type="password"
        autoComplete="new-password"
        hint={`Не короче ${PASSWORD_MIN_LENGTH} символов`}
      />
      <Input label="Повторите пароль" {...repeat} type="password" autoComplete="new-password" />
    </>
  );
}

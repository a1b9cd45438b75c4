import { useState, type ChangeEvent, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '../../authValidation';

/**
 * Values and field errors of a small form: errors appear after the first submit and a field's
 * error goes away as soon as it is edited; `onValid` gets the values only when nothing is wrong.
 */
export function useValidatedForm<T extends object>(
  initial: T,
  validate: (values: T) => FieldErrors<T>,
  onValid: (values: T) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const setField = <K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (!hasErrors(found)) onValid(values);
  };

  /** The props of a text Input bound to a string field: name, value, error and onChange. */
  const textField = <K extends { [F in keyof T]: T[F] extends string ? F : never }[keyof T]>(
    field: K,
  ) => ({
    name: String(field),
    value: values[field] as string,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.target.value as T[K]),
  });

  return { values, errors, setField, textField, submit };
}

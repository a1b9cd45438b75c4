import { useState, type FormEvent } from 'react';
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

  return { values, errors, setField, submit };
}

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from './authValidation';

/** What a long form does beyond a small one (the checkout; not the sign-in). */
export interface FormHabits<T> {
  /** A field the person changed is checked as soon as they leave it, not only on submit. */
  checkOnLeave?: boolean;
  /** Errors that belonged to a field's former value and go when it changes (an address's). */
  dependents?: { [F in keyof T]?: (keyof T)[] };
}

/** The first control to fix; in a group of radios, the chosen or the first one. */
function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid?.getAttribute('role') !== 'radiogroup') return invalid;
  return (
    invalid.querySelector<HTMLElement>('input:checked') ??
    invalid.querySelector<HTMLElement>('input:not(:disabled)')
  );
}

/**
 * Values and field errors of a form: errors appear after the first submit and a field's error
 * goes away as soon as it is edited; `onValid` gets the values only when nothing is wrong, and a
 * refused submit moves the focus to the first field to fix, so a keyboard or screen reader user
 * lands on it. `habits` turns on what long forms do besides.
 */
export function useValidatedForm<T extends object>(
  initial: T | (() => T),
  validate: (values: T) => FieldErrors<T>,
  onValid: (values: T) => void,
  habits: FormHabits<T> = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [refusals, setRefusals] = useState(0);
  const changed = useRef(new Set<keyof T>());
  const refused = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (refusals > 0 && refused.current) firstInvalidControl(refused.current)?.focus();
  }, [refusals]);

  const setField = <K extends keyof T>(field: K, value: T[K]) => {
    changed.current.add(field);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next: FieldErrors<T> = { ...current, [field]: undefined };
      for (const dependent of habits.dependents?.[field] ?? []) next[dependent] = undefined;
      return next;
    });
  };

  const checkOnLeave = (field: keyof T) => {
    if (!habits.checkOnLeave || !changed.current.has(field)) return;
    setErrors((current) => ({ ...current, [field]: validate(values)[field] }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      refused.current = event.currentTarget;
      setRefusals((n) => n + 1);
    } else onValid(values);
  };

  /** The props of a text field bound to a string value: name, value, error, onChange, onBlur. */
  const textField = <K extends { [F in keyof T]: T[F] extends string ? F : never }[keyof T]>(
    field: K,
  ) => ({
    name: String(field),
    value: values[field] as string,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setField(field, event.target.value as T[K]),
    onBlur: () => checkOnLeave(field),
  });

  return { values, errors, setField, setValues, textField, submit };
}

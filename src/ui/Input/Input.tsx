import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from './controlStyles';
import { Field, fieldAria, type FieldTextProps } from './Field';

const Control = styled.input`
  ${controlStyles}
`;

export interface InputProps
  extends FieldTextProps, Omit<ComponentPropsWithRef<'input'>, 'children'> {}

/** A labelled text input with an optional hint and error. */
export function Input({ label, hideLabel, hint, error, id: idProp, ...inputProps }: InputProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Field id={id} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <Control id={id} {...fieldAria(id, { hint, error })} {...inputProps} />
    </Field>
  );
}

import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles, Field, fieldAria, type FieldTextProps } from '@ui/Input';

const Control = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
`;

export interface TextareaProps
  extends FieldTextProps, Omit<ComponentPropsWithRef<'textarea'>, 'children'> {}

/** A labelled multi-line text field (review text, order comment). */
export function Textarea({
  label,
  hideLabel,
  hint,
  error,
  id: idProp,
  rows = 4,
  ...textareaProps
}: TextareaProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Field id={id} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <Control id={id} rows={rows} {...fieldAria(id, { hint, error })} {...textareaProps} />
    </Field>
  );
}

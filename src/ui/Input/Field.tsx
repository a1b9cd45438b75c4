import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@ui/VisuallyHidden';

const Root = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-semibold);
  color: var(--color-text);
`;

const Hint = styled.p`
  margin: 0;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

const Error = styled.p`
  margin: 0;
  font-size: var(--font-size-sm);
  color: var(--color-error);
`;

export interface FieldTextProps {
  /** Visible label; also the control's accessible name. */
  label: ReactNode;
  /** Keeps the label for screen readers only, when the context already shows what to type. */
  hideLabel?: boolean;
  /** A short help text under the control. */
  hint?: ReactNode;
  /** An error under the control; also marks the control aria-invalid. */
  error?: ReactNode;
}

interface FieldProps extends FieldTextProps {
  /** The id of the control inside. */
  id: string;
  children: ReactNode;
}

/** The aria attributes that tie a control to its field's hint and error. */
export function fieldAria(id: string, { hint, error }: Pick<FieldTextProps, 'hint' | 'error'>) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
  };
}

/** Label, control, hint and error of one form field, wired for screen readers. */
export function Field({ id, label, hideLabel = false, hint, error, children }: FieldProps) {
  return (
    <Root>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <Error id={`${id}-error`}>{error}</Error>}
    </Root>
  );
}

import styled from 'styled-components';

/** A column of fields with the submit button at the bottom. */
export const FormStack = styled.form`
  display: grid;
  gap: 16px;
`;

const Alert = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: var(--radius-control);
  background: var(--color-error-tint);
  color: var(--color-error);
  font-size: var(--font-size-sm);
`;

/** The server's answer to a failed sign-in or registration, announced to screen readers. */
export function ServerError({ message }: { message?: string | null }) {
  return message ? <Alert role="alert">{message}</Alert> : null;
}

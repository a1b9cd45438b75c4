import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { lineProblemText, type OrderFailure } from '../orderFailure';

const Alert = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px 16px;
  border-radius: var(--radius-control);
  background: var(--color-error-tint);
  color: var(--color-error);
  /* Focused only to be scrolled to and read out; it takes no input, so it draws no ring. */
  &:focus {
    outline: none;
  }
  & p,
  & ul {
    margin: 0;
  }
  & ul {
    padding-left: 20px;
  }
`;

/**
 * Why the order was not placed, at the top of the form: the server's message and, for changed
 * prices or missing stock, each line's own message. It takes the focus when it appears, so the
 * shopper who pressed the button below sees it and a screen reader reads it.
 */
export function FailureNotice({ failure }: { failure: OrderFailure | null | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <Alert ref={ref} role="alert" tabIndex={-1}>
      <p>{failure.message}</p>
      {failure.lines.length > 0 && (
        <ul>
          {failure.lines.map((line) => (
            <li key={line.productId}>{lineProblemText(line)}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

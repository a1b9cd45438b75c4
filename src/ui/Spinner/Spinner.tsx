import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span`
  display: inline-block;
  flex: none;
  width: 24px;
  height: 24px;
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: middle;
  animation: ${spin} 0.8s linear infinite;
  &[data-size='s'] {
    width: 16px;
    height: 16px;
    border-width: 2px;
  }
  &[data-size='l'] {
    width: 40px;
    height: 40px;
    border-width: 4px;
  }
`;

type SpinnerSize = 's' | 'm' | 'l';

export interface SpinnerProps {
  /** s 16 px (inside buttons), m 24 px, l 40 px (whole blocks). */
  size?: SpinnerSize;
  /**
   * What is loading, for screen readers ('Загрузка товаров'). Without it the spinner is
   * decorative, for places where the owner already says it is busy (aria-busy on a button).
   */
  label?: string;
}

/** A turning ring in the current text colour. */
export function Spinner({ size = 'm', label }: SpinnerProps) {
  const a11y = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true };
  return <Ring data-size={size} {...a11y} />;
}

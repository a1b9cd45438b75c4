import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  padding: 16px;
  &[data-padding='none'] {
    padding: 0;
    overflow: hidden;
  }
  &[data-padding='s'] {
    padding: 12px;
  }
  &[data-padding='l'] {
    padding: 24px;
  }
  &[data-interactive] {
    transition:
      box-shadow 150ms,
      border-color 150ms;
  }
  &[data-interactive]:hover,
  &[data-interactive]:focus-within {
    border-color: transparent;
    box-shadow: var(--shadow-hover);
  }
`;

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** Inner spacing: none (an image to the edge), s 12 px, m 16 px, l 24 px. */
  padding?: 'none' | 's' | 'm' | 'l';
  /** Lifts with a soft shadow on hover and keyboard focus inside (product cards). */
  interactive?: boolean;
}

/** A flat bordered surface (DESIGN.md: resting cards flat with a border, hover with a shadow). */
export function Card({ padding = 'm', interactive = false, ...divProps }: CardProps) {
  return <Root data-padding={padding} data-interactive={interactive || undefined} {...divProps} />;
}

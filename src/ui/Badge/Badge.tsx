import type { ReactNode } from 'react';
import styled from 'styled-components';

/** new: "Новинка" (mint); sale: a discount such as "−20 %"; gift: gift marks (sunflower). */
export type BadgeTone = 'new' | 'sale' | 'gift' | 'neutral';

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 24px;
  padding: 0 10px;
  border-radius: var(--radius-pill);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-bold);
  line-height: 1;
  white-space: nowrap;
  background: var(--color-surface-muted);
  color: var(--color-text);

  &[data-tone='new'] {
    background: var(--color-mint);
    color: var(--color-text-inverse);
  }
  /* White text on the bright coral stays under AA (3.6:1), so the discount pill uses the deeper
     error red of the same hue (5.6:1). */
  &[data-tone='sale'] {
    background: var(--color-error);
    color: var(--color-text-inverse);
  }
  &[data-tone='gift'] {
    background: var(--color-sunflower);
    color: var(--color-text);
  }
`;

export interface BadgeProps {
  /** Colour by meaning: new, sale, gift or neutral. */
  tone?: BadgeTone;
  /** Short text: 'Новинка', '−20 %', 'Подарок'. */
  children: ReactNode;
}

/** A small pill label on a product card or in a list ("Новинка", "−20 %"). */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <Pill data-tone={tone}>{children}</Pill>;
}

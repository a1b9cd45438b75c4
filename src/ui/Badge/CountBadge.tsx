import styled from 'styled-components';

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: var(--radius-pill);
  background: var(--color-brand);
  color: var(--color-text-inverse);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-bold);
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

export interface CountBadgeProps {
  /** How many (items in the basket, favorites). At 0 or below nothing is rendered. */
  count: number;
  /** Largest number shown as is; above it the badge reads '99+'. */
  max?: number;
}

/**
 * The text a count badge shows, or null when it is hidden (spec §2: only when above 0).
 * @internal exported for a test only
 */
export function countBadgeText(count: number, max = 99): string | null {
  if (!(count > 0)) return null;
  return count > max ? `${max}+` : String(Math.floor(count));
}

/**
 * The number on the header's favorites and basket icons. It is plain visible text: the link
 * around it should carry the full name ('Корзина, 3 товара') for screen readers.
 */
export function CountBadge({ count, max = 99 }: CountBadgeProps) {
  const text = countBadgeText(count, max);
  return text === null ? null : <Count>{text}</Count>;
}

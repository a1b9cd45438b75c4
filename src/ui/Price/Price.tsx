import styled from 'styled-components';
import { formatPrice } from '@ui/format';
import { VisuallyHidden } from '@ui/VisuallyHidden';

const Root = styled.span`
  display: inline-flex;
  align-items: baseline;
  flex-wrap: wrap;
  column-gap: 8px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  font-size: var(--font-size-lg);
  &[data-size='s'] {
    font-size: var(--font-size-md);
  }
  &[data-size='l'] {
    font-size: var(--font-size-xxl);
  }
`;

const Current = styled.span`
  font-weight: var(--font-weight-bold);
  color: var(--color-text);
  &[data-discounted] {
    color: var(--color-error);
  }
`;

// The strike is coral (DESIGN.md); the digits stay muted grey, since coral text on white is
// under AA contrast.
const Old = styled.s`
  font-size: 0.7em;
  color: var(--color-text-muted);
  text-decoration-color: var(--color-coral);
  text-decoration-thickness: 2px;
`;

export interface PriceProps {
  /** The price to pay, in roubles. */
  price: number;
  /** The price before the discount; shown struck through only when above `price`. */
  oldPrice?: number;
  /** s in lists, m on cards, l on the product page. */
  size?: 's' | 'm' | 'l';
}

/** A price in roubles ('1 990 ₽'), with the old price struck through when discounted. */
export function Price({ price, oldPrice, size = 'm' }: PriceProps) {
  const discounted = oldPrice !== undefined && oldPrice > price;
  return (
    <Root data-size={size}>
      <Current data-discounted={discounted || undefined}>{formatPrice(price)}</Current>
      {discounted && (
        <Old>
          <VisuallyHidden>Старая цена: </VisuallyHidden>
          {formatPrice(oldPrice)}
        </Old>
      )}
    </Root>
  );
}

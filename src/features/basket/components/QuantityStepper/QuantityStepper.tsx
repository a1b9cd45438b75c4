import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Icon } from '@ui/Icon';

/** The server refuses more than this many pieces of one product (docs/api.md, basket). */
const MAX_LINE_QUANTITY = 999;

const Root = styled.div`
  display: flex;
  align-items: center;
  height: 40px;
  border: 1px solid var(--color-brand);
  border-radius: var(--radius-control);
  background: var(--color-brand-tint);
  &[data-busy] {
    cursor: progress;
  }
`;

const Step = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 100%;
  border: 0;
  border-radius: var(--radius-control);
  background: transparent;
  color: var(--color-brand);
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: var(--color-brand);
    color: var(--color-text-inverse);
  }
  &[aria-disabled='true'] {
    color: var(--color-text-muted);
    cursor: not-allowed;
  }
`;

const Value = styled.output`
  flex: 1;
  text-align: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export interface QuantityStepperProps {
  /** Pieces now in the basket (1 or more). */
  quantity: number;
  /** Called with the new quantity; 0 means "take it out of the basket". */
  onChange: (quantity: number) => void;
  /** The product's name, for the buttons' accessible names. */
  productName: string;
  /** Upper limit (stock or the 999 line limit). */
  max?: number;
  /** A change is being saved: the buttons wait. */
  busy?: boolean;
  /** Takes the focus once shown: 'В корзину', which it replaces, had it. */
  takeFocus?: boolean;
}

/** Minus, the quantity and plus: what 'В корзину' becomes once the product is in the basket. */
export function QuantityStepper({
  quantity,
  onChange,
  productName,
  max = MAX_LINE_QUANTITY,
  busy = false,
  takeFocus = false,
}: QuantityStepperProps) {
  const plus = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) plus.current?.focus();
  }, [takeFocus]);
  // Refused while a change is saved or at a limit, but never disabled: a disabled button drops
  // the keyboard's focus, and with it the shopper's place on the page.
  const stepTo = (next: number, allowed: boolean) => ({
    'aria-disabled': busy || !allowed || undefined,
    onClick: () => {
      if (!busy && allowed) onChange(next);
    },
  });
  return (
    <Root role="group" aria-label={`В корзине: ${productName}`} data-busy={busy || undefined}>
      <Step
        type="button"
        aria-label={quantity === 1 ? 'Убрать из корзины' : 'Уменьшить количество'}
        {...stepTo(quantity - 1, true)}
      >
        <Icon name={quantity === 1 ? 'trash' : 'minus'} size={20} />
      </Step>
      <Value aria-live="polite" aria-label={`Количество: ${quantity}`}>
        {quantity}
      </Value>
      <Step
        ref={plus}
        type="button"
        aria-label="Увеличить количество"
        {...stepTo(quantity + 1, quantity < max)}
      >
        <Icon name="plus" size={20} />
      </Step>
    </Root>
  );
}

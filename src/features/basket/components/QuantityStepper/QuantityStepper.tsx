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
  &:hover:not(:disabled) {
    background: var(--color-brand);
    color: var(--color-text-inverse);
  }
  &:disabled {
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
}

/** Minus, the quantity and plus: what 'В корзину' becomes once the product is in the basket. */
export function QuantityStepper({
  quantity,
  onChange,
  productName,
  max = MAX_LINE_QUANTITY,
  busy = false,
}: QuantityStepperProps) {
  return (
    <Root role="group" aria-label={`В корзине: ${productName}`} data-busy={busy || undefined}>
      <Step
        type="button"
        aria-label={quantity === 1 ? 'Убрать из корзины' : 'Уменьшить количество'}
        disabled={busy}
        onClick={() => onChange(quantity - 1)}
      >
        <Icon name={quantity === 1 ? 'trash' : 'minus'} size={20} />
      </Step>
      <Value aria-live="polite" aria-label={`Количество: ${quantity}`}>
        {quantity}
      </Value>
      <Step
        type="button"
        aria-label="Увеличить количество"
        disabled={busy || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <Icon name="plus" size={20} />
      </Step>
    </Root>
  );
}

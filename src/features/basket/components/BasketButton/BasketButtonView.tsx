import styled from 'styled-components';
import { Button } from '@ui/Button';
import { QuantityStepper, useFocusHandOver } from '../QuantityStepper';

const BasketError = styled.p`
  margin: 8px 0 0;
  color: var(--color-error);
  font-size: var(--font-size-sm);
`;

export interface BasketButtonViewProps {
  /** Names the stepper's buttons for screen readers. */
  productName: string;
  /** Pieces in the basket: 0 shows 'В корзину', more shows the quantity stepper. */
  quantity: number;
  /** 'В корзину' pressed. */
  onAdd: () => void;
  /** A new quantity from the stepper; 0 takes the product out of the basket. */
  onQuantityChange: (quantity: number) => void;
  /** A basket call of this product is under way. */
  busy?: boolean;
  /** Why the last basket change was refused (the server's text). */
  error?: string | null;
}

/** A product card's basket action: 'В корзину', then a quantity stepper once added. */
export function BasketButtonView({
  productName,
  quantity,
  onAdd,
  onQuantityChange,
  busy = false,
  error,
}: BasketButtonViewProps) {
  const focus = useFocusHandOver();
  return (
    <>
      {quantity > 0 ? (
        <QuantityStepper
          quantity={quantity}
          productName={productName}
          onChange={onQuantityChange}
          busy={busy}
          takeFocus={focus.takeFocus}
        />
      ) : (
        <Button
          fullWidth
          loading={busy}
          iconStart="basket"
          onClick={(event) => {
            focus.pressed(event);
            onAdd();
          }}
        >
          В корзину
        </Button>
      )}
      {error && <BasketError role="alert">{error}</BasketError>}
    </>
  );
}

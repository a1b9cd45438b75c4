import { useBasketLine } from '../../hooks/useBasketLine';
import { BasketButton } from './BasketButton';

/** The card's basket action wired to the basket calls, for lists that draw cards of their own. */
export function BasketButtonContainer({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const line = useBasketLine(productId);
  return (
    <BasketButton
      productName={productName}
      quantity={line.quantity}
      onAdd={() => line.add()}
      onQuantityChange={line.setQuantity}
      busy={line.busy}
      error={line.error}
    />
  );
}

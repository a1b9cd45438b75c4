import { useBasketLine } from '../../useBasketLine';
import { BasketButtonView } from './BasketButtonView';

/** The card's basket action wired to the basket calls, for lists that draw cards of their own. */
export function BasketButton({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const line = useBasketLine(productId);
  return (
    <BasketButtonView
      productName={productName}
      quantity={line.quantity}
      onAdd={() => line.add()}
      onQuantityChange={line.setQuantity}
      busy={line.busy}
      error={line.error}
    />
  );
}

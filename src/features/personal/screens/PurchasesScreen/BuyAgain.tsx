import { useBasketLine } from '@features/basket';
import { RouterLink } from '@features/page';
import { BuyAgainButton } from './BuyAgainButton';

/** 'Купить снова' of one product, wired to the basket (the catalogue cards' basket line). */
export function BuyAgain({ productId, productName }: { productId: number; productName: string }) {
  const line = useBasketLine(productId);
  return (
    <BuyAgainButton
      productName={productName}
      quantity={line.quantity}
      onBuy={() => line.add()}
      busy={line.busy}
      error={line.error}
      linkAs={RouterLink}
    />
  );
}

import {
  useAddToBasketMutation,
  useGetBasketInfoQuery,
  useRemoveFromBasketMutation,
  useUpdateBasketQuantityMutation,
} from '@features/api';
import { errorMessageOf } from '@features/api';

/** What a product shows about its basket line, and the calls that change it (spec §7 basket). */
export interface BasketLine {
  /** Pieces of the product in the basket; 0 when it is not there. */
  quantity: number;
  /** Puts `quantity` pieces into the basket (they add to a line already there). */
  add: (quantity?: number) => void;
  /** Sets the line's quantity; 0 removes the line. */
  setQuantity: (quantity: number) => void;
  /** A basket call of this product is under way. */
  busy: boolean;
  /** The server's Russian message when the last change was refused ('Товара «X» нет в наличии'). */
  error: string | null;
}

const messageOf = (error: unknown): string | null =>
  error ? errorMessageOf(error, 'Не удалось изменить корзину') : null;

/**
 * The basket line of one product. Every change invalidates the Basket tag, so basket info is
 * reloaded (spec §4, R-BASKET-3) and every card of the product shows the same quantity.
 */
export function useBasketLine(productId: number): BasketLine {
  const { line } = useGetBasketInfoQuery(undefined, {
    selectFromResult: ({ data }) => ({
      line: data?.result.items.find((item) => item.productId === productId),
    }),
  });
  const [addToBasket, added] = useAddToBasketMutation();
  const [updateQuantity, updated] = useUpdateBasketQuantityMutation();
  const [removeFromBasket, removed] = useRemoveFromBasketMutation();

  const setQuantity = (quantity: number) => {
    if (!line) {
      if (quantity > 0) void addToBasket({ body: { productId, quantity } });
      return;
    }
    if (quantity <= 0) void removeFromBasket({ body: { basketItemId: line.basketItemId } });
    else void updateQuantity({ body: { basketItemId: line.basketItemId, quantity } });
  };

  return {
    quantity: line?.quantity ?? 0,
    add: (quantity = 1) => void addToBasket({ body: { productId, quantity } }),
    setQuantity,
    busy: added.isLoading || updated.isLoading || removed.isLoading,
    error: messageOf(added.error ?? updated.error ?? removed.error),
  };
}

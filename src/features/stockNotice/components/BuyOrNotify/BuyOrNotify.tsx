import type { ReactNode } from 'react';
import { StockNotice } from '../StockNotice/StockNotice';

export interface BuyOrNotifyProps {
  /** The product is in stock (ProductCard `available`, the stock its page shows). */
  available: boolean;
  productId: number;
  productName: string;
  /** The basket action an available product shows. */
  children: ReactNode;
  size?: 's' | 'm' | 'l';
  /** Shows «Нет в наличии» above the notice button (off where the text is shown already). */
  showStatus?: boolean;
}

/**
 * The one decision of the shop between buying and waiting (issue 26 point 3): an available product
 * shows its basket action, an out-of-stock one «Нет в наличии» and «Сообщить о поступлении»,
 * in every list, the search suggestions, the basket and the product page alike.
 */
export function BuyOrNotify({ available, children, ...notice }: BuyOrNotifyProps) {
  return available ? children : <StockNotice {...notice} />;
}

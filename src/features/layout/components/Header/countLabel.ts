import { plural } from '@ui/format';

const GOODS = ['товар', 'товара', 'товаров'] as const;

/** What screen readers hear after a header icon's caption: ', 3 товара' ('' at 0). */
export function countSuffix(count: number): string {
  return count > 0 ? `, ${count} ${plural(count, GOODS)}` : '';
}

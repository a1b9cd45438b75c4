import { plural } from '@ui/format';

/** 'N товаров' with the Russian plural (spec §9), above every product grid. */
export const productsText = (count: number) =>
  `${count} ${plural(count, ['товар', 'товара', 'товаров'])}`;

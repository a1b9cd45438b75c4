/** The orders' Russian texts shared by the cabinet, the staff screens and the payment. */

export const ORDER_NOT_FOUND = 'Заказ не найден';

/**
 * A line whose product's stock does not cover it, at checkout or when an order is repeated: one
 * wording wherever the shopper meets it.
 */
export const onlyInStock = (name: string, stock: number) =>
  stock > 0 ? `«${name}»: в наличии только ${stock} шт.` : `«${name}»: нет в наличии`;

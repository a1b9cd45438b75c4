/** The orders' Russian texts shared by the cabinet, the staff screens and the payment. */

export const ORDER_NOT_FOUND = 'Заказ не найден';

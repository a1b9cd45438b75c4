import type { Queryable } from '../../lib/db/types';
import { notFound } from '../../lib/errors';
import { ORDER_NOT_FOUND } from '../orders';
import { receiptSource } from './queries';
import { orderReceipt, type Receipt, type ReceiptOrder } from './receipt';

/** What the order's receipt is made of, as it was bought (404 for an order that is not there). */
export async function receiptOrderOf(db: Queryable, orderId: number): Promise<ReceiptOrder> {
  const source = await receiptSource(db, orderId);
  if (!source) throw notFound(ORDER_NOT_FOUND);
  return {
    email: source.email,
    phone: source.phone,
    couponDiscount: source.discount,
    certificatePaid: source.certificate_paid,
    delivery: { title: source.delivery, price: source.delivery_price },
    lines: source.lines.map((line) => ({
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      giftCertificate: line.gift_certificate,
    })),
  };
}

/** The fiscal receipt the order's payment was made with; a refund's receipt is cut from it. */
export async function orderReceiptOf(db: Queryable, orderId: number): Promise<Receipt> {
  return orderReceipt(await receiptOrderOf(db, orderId));
}

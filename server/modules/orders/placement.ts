import type { PaymentMethod } from '@shared';
import { SqlParams } from '../../lib/db';
import type { Queryable } from '../../lib/db/types';
import type { DeliveryKind } from './queries';

/**
 * The checkout attempt's claim of its key with a new order's row (its details are written by
 * `writePlacedOrder` once the basket is checked), as the first part of the checkout's claiming
 * statement; `RETURNING id` gives nothing when an order already holds the key (the unique
 * index decides: a parallel claim of the same key waits until the first commits or rolls back).
 */
export function claimOrderKeySql(params: SqlParams, key: string, sessionId: string | null): string {
  return `INSERT INTO orders (idempotency_key, session_id, customer_name, phone, items_total, total)
       VALUES (${params.add(key)}, ${params.add(sessionId)}, '', '', 0, 0)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`;
}

interface NewOrderLine {
  productId: number;
  name: string;
  price: number;
  oldPrice: number | null;
  quantity: number;
  giftCertificate: boolean;
  /** The shopper's photo kit the line was made for (issue 16): the order keeps its chart. */
  photoKitId: number | null;
}

/** A claimed order as the checkout placed it. */
export interface NewOrder {
  id: number;
  userId: number;
  customerName: string;
  phone: string;
  email: string;
  locationId: number;
  delivery: {
    kind: DeliveryKind;
    title: string;
    /** The courier or post address, or the pickup point's as it was at checkout. */
    address: string;
    pickupPointId: number | null;
    price: number;
    from: string;
    to: string;
  };
  payment: PaymentMethod;
  comment: string;
  coupons: string[];
  itemsTotal: number;
  discount: number;
  total: number;
  /** The part of `total` a gift certificate paid (issue 26 point 1); all of it: the order is paid. */
  certificatePaid: number;
  lines: NewOrderLine[];
  /** The first entry of the order's history. */
  note: string;
}

/**
 * Writes the claimed order, its lines and its first history entry in one statement, with the
 * caller's own steps (`alongside`: named data-modifying WITH parts, given the statement's
 * parameters) in the same statement: one statement of the embedded engine's one connection.
 */
export async function writePlacedOrder(
  tx: Queryable,
  order: NewOrder,
  alongside: (params: SqlParams) => Record<string, string>,
): Promise<void> {
  const { delivery, lines } = order;
  const params = new SqlParams([
    order.id,
    order.userId,
    order.customerName,
    order.phone,
    order.email,
    order.locationId,
    delivery.kind,
    delivery.title,
    delivery.address,
    delivery.pickupPointId,
    delivery.price,
    delivery.from,
    delivery.to,
    order.payment,
    order.comment,
    order.coupons,
    order.itemsTotal,
    order.discount,
    order.total,
    order.note,
    lines.map((line) => line.productId),
    lines.map((line) => line.name),
    lines.map((line) => line.price),
    lines.map((line) => line.oldPrice),
    lines.map((line) => line.quantity),
    lines.map((line) => line.giftCertificate),
    lines.map((line) => line.photoKitId),
    order.certificatePaid,
  ]);
  const steps = Object.entries(alongside(params))
    .map(([name, sql]) => `, ${name} AS (${sql})`)
    .join('');
  await tx.query(
    `WITH placed AS (
       UPDATE orders SET user_id = $2, customer_name = $3, phone = $4, email = $5, location_id = $6,
              delivery_kind = $7, delivery = $8, address = $9, pickup_point_id = $10,
              delivery_price = $11, delivery_from = $12, delivery_to = $13,
              payment = $14,
              payment_state = CASE WHEN $28::numeric >= $19::numeric THEN 'paid'
                                   WHEN $14 <> 'on_receipt' THEN 'pending' ELSE 'on_receipt' END,
              comment = $15, coupons = $16, items_total = $17, discount = $18, total = $19,
              certificate_paid = $28,
              status = 'new', updated_at = now()
        WHERE id = $1
        RETURNING id, status, payment_state
     ), noted AS (
       INSERT INTO order_history (order_id, status, payment_state, note)
       SELECT id, status, payment_state, $20 FROM placed
     )${steps}
     INSERT INTO order_items (order_id, product_id, name, price, old_price, quantity, gift_certificate,
                              photo_kit_id)
     SELECT placed.id, line.* FROM placed,
            unnest($21::int[], $22::text[], $23::numeric[], $24::numeric[], $25::int[], $26::boolean[],
                   $27::int[])
              AS line (product_id, name, price, old_price, quantity, gift_certificate, photo_kit_id)`,
    params.values,
  );
}

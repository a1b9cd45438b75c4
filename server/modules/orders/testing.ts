import type { OrderStatus, PaymentState } from '@shared';
import type { Queryable } from '../../lib/db/types';
import type { DeliveryKind } from './queries';

export interface TestOrder {
  userId?: number | null;
  sessionId?: string | null;
  status?: OrderStatus;
  paymentState?: PaymentState;
  email?: string | null;
  customerName?: string;
  deliveryKind?: DeliveryKind;
  pickupPointId?: number | null;
  address?: string;
  locationId?: number;
  createdAt?: string;
  lines: { productId: number; quantity: number; price: number; name?: string }[];
}

/**
 * An order as checkout leaves it (test suites of the orders and the cabinet, which must not wait
 * for the checkout): the order, its lines at the given prices, the first history entry, and the
 * pieces taken from stock (never below 0, so a suite may order what is sold out).
 */
export async function insertTestOrder(db: Queryable, order: TestOrder): Promise<number> {
  const itemsTotal = order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const status = order.status ?? 'new';
  const paymentState = order.paymentState ?? 'on_receipt';
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO orders (user_id, session_id, status, payment_state, customer_name, phone, email,
                         location_id, address, delivery_kind, pickup_point_id, delivery_price,
                         delivery_from, delivery_to, items_total, total, created_at)
     VALUES ($1, $2, $3, $4, $5, '+79990001122', $6, $7, $8, $9, $10, 300,
             current_date + 1, current_date + 3, $11::numeric, $11::numeric + 300, coalesce($12::timestamptz, now()))
     RETURNING id`,
    [
      order.userId ?? null,
      order.sessionId ?? null,
      status,
      paymentState,
      order.customerName ?? 'Анна',
      order.email === undefined ? 'buyer@example.ru' : order.email,
      order.locationId ?? 0,
      order.address ?? 'Москва, ул. Тверская, д. 1, кв. 2',
      order.deliveryKind ?? 'courier',
      order.pickupPointId ?? null,
      itemsTotal,
      order.createdAt ?? null,
    ],
  );
  const orderId = row?.id as number;
  for (const line of order.lines) {
    await db.query(
      `INSERT INTO order_items (order_id, product_id, name, price, quantity)
       SELECT $1, p.id, coalesce($4, p.name), $3, $5 FROM products p WHERE p.id = $2`,
      [orderId, line.productId, line.price, line.name ?? null, line.quantity],
    );
    await db.query(
      `UPDATE product_stock SET stock = greatest(stock - $2, 0) WHERE product_id = $1`,
      [line.productId, line.quantity],
    );
  }
  await db.query(
    `INSERT INTO order_history (order_id, status, payment_state, note) VALUES ($1, $2, $3, '')`,
    [orderId, status, paymentState],
  );
  return orderId;
}

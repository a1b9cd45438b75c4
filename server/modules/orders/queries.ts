import type { OrderStatus, PaymentState, RefundStatus } from '@shared';
import type { Queryable } from '../../lib/db/types';
import { photoKitLineSql, type PhotoKitLineRow } from '../basket';
import type { Schema } from '../../lib/api/contract';

export type DeliveryKind = Schema<'DeliveryKind'>;

export interface OrderRow {
  id: number;
  user_id: number | null;
  created_at: Date;
  status: OrderStatus;
  payment_state: PaymentState;
  /** The method chosen at checkout (`PaymentMethod`); older orders may hold ''. */
  payment: string;
  customer_name: string;
  phone: string;
  email: string | null;
  comment: string;
  coupons: string[];
  items_total: number;
  discount: number;
  delivery_price: number;
  total: number;
  delivery_kind: DeliveryKind;
  /** The courier or post address, or the pickup point's (the point's own when it still exists). */
  address: string;
  /** The pickup point's name and hours while it still exists; null for other deliveries. */
  pickup_point: { title: string; hours: string } | null;
  city: string;
  /** 'YYYY-MM-DD'; orders placed before delivery dates were kept show the day they were placed. */
  delivery_from: string;
  delivery_to: string;
}

export async function findOrder(db: Queryable, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    `SELECT o.id, o.user_id, o.created_at, o.status, o.payment_state, o.payment, o.customer_name,
            o.phone,
            o.email, o.comment, o.coupons, o.items_total, o.discount, o.delivery_price, o.total,
            o.delivery_kind, coalesce(pp.address, o.address) AS address,
            CASE WHEN pp.id IS NOT NULL THEN json_build_object('title', pp.title, 'hours', pp.hours)
            END AS pickup_point,
            coalesce(l.name, '') AS city,
            coalesce(o.delivery_from, o.created_at::date)::text AS delivery_from,
            coalesce(o.delivery_to, o.delivery_from, o.created_at::date)::text AS delivery_to
       FROM orders o
       LEFT JOIN locations l ON l.id = o.location_id
       LEFT JOIN pickup_points pp ON pp.id = o.pickup_point_id AND o.delivery_kind = 'pickup'
      WHERE o.id = $1`,
    [orderId],
  );
  return row ?? null;
}

export interface OrderLineRow {
  product_id: number | null;
  name: string;
  price: number;
  old_price: number | null;
  quantity: number;
  /** The product as the catalogue has it now: null when it was deleted. */
  code: string | null;
  section_code: string | null;
  images: number | null;
  pictures: string[] | null;
  active: boolean | null;
  /** The shopper's photo kit the line was made for (issue 16), null on other lines. */
  photo_kit: PhotoKitLineRow | null;
}

export function orderLines(db: Queryable, orderId: number): Promise<OrderLineRow[]> {
  return db.query<OrderLineRow>(
    `SELECT oi.product_id, oi.name, oi.price, oi.old_price, oi.quantity,
            p.code, s.code AS section_code, p.images, p.pictures, p.active, ${photoKitLineSql('k')} AS photo_kit
       FROM order_items oi
       LEFT JOIN products p ON p.id = oi.product_id
       LEFT JOIN sections s ON s.id = p.section_id
       LEFT JOIN photo_kits k ON k.id = oi.photo_kit_id
      WHERE oi.order_id = $1
      ORDER BY oi.id`,
    [orderId],
  );
}

export interface OrderHistoryRow {
  status: OrderStatus;
  payment_state: PaymentState;
  note: string;
  created_at: Date;
}

export function orderHistory(db: Queryable, orderId: number): Promise<OrderHistoryRow[]> {
  return db.query<OrderHistoryRow>(
    `SELECT status, payment_state, note, created_at FROM order_history
      WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
}

export interface OrderRefundRow {
  id: string;
  amount: number;
  status: RefundStatus;
  reason: string;
  created_at: Date;
}

/** The order's refunds (the payment module writes them), oldest first. */
export function orderRefunds(db: Queryable, orderId: number): Promise<OrderRefundRow[]> {
  return db.query<OrderRefundRow>(
    `SELECT id, amount, status, reason, created_at FROM refunds
      WHERE order_id = $1 ORDER BY created_at, id`,
    [orderId],
  );
}

/** Which orders a list shows; a field left out does not filter. Dates are 'YYYY-MM-DD', inclusive. */
export interface OrderFilter {
  userId?: number;
  status?: OrderStatus;
  from?: string;
  to?: string;
}

export interface OrderSummaryRow {
  id: number;
  created_at: Date;
  status: OrderStatus;
  payment_state: PaymentState;
  payment: string;
  total: number;
  items_count: number;
  customer_name: string;
  /** Orders matching the filter, on every row (a window count). */
  matching: number;
}

// The dates of the filter are days of the shop's calendar (Moscow, as the screens show times),
// not of the database's time zone: an order at 01:30 on 11 March in Moscow is on 11 March.
const FILTERED = `($1::int IS NULL OR o.user_id = $1)
        AND ($2::text IS NULL OR o.status = $2)
        AND ($3::date IS NULL OR o.created_at >= $3::date::timestamp AT TIME ZONE 'Europe/Moscow')
        AND ($4::date IS NULL OR o.created_at < ($4::date + 1)::timestamp AT TIME ZONE 'Europe/Moscow')`;

function filterParams(filter: OrderFilter): unknown[] {
  return [filter.userId ?? null, filter.status ?? null, filter.from ?? null, filter.to ?? null];
}

/** A page of matching orders, newest first, with the count of all matching ones. */
export function orderSummaries(
  db: Queryable,
  filter: OrderFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<OrderSummaryRow[]> {
  return db.query<OrderSummaryRow>(
    `SELECT o.id, o.created_at, o.status, o.payment_state, o.payment, o.total, o.customer_name,
            (SELECT coalesce(sum(oi.quantity), 0) FROM order_items oi WHERE oi.order_id = o.id)
              AS items_count,
            count(*) OVER () AS matching
       FROM orders o
      WHERE ${FILTERED}
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT $5 OFFSET $6`,
    [...filterParams(filter), limit, offset],
  );
}

export async function countOrders(db: Queryable, filter: OrderFilter): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM orders o WHERE ${FILTERED}`,
    filterParams(filter),
  );
  return row?.count ?? 0;
}

export interface LockedOrderRow {
  id: number;
  user_id: number | null;
  status: OrderStatus;
  payment_state: PaymentState;
  /** The method chosen at checkout: a new payment of the order is made the same way. */
  payment: string;
  customer_name: string;
  email: string | null;
  total: number;
  /** What is left to pay by card: the total less what a gift certificate paid. */
  due: number;
}

/**
 * The order, locked until the transaction ends: changes of one order run one after the other,
 * each seeing the other's result (a shopper's cancel and a staff member's save at once; two
 * payment starts, of which the second finds the payment the first opened).
 */
export async function lockOrder(tx: Queryable, orderId: number): Promise<LockedOrderRow | null> {
  const [row] = await tx.query<LockedOrderRow>(
    `SELECT id, user_id, status, payment_state, payment, customer_name, email, total,
            total - certificate_paid AS due
       FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
  return row ?? null;
}

export async function setOrderStatus(
  tx: Queryable,
  orderId: number,
  status: OrderStatus,
): Promise<void> {
  await tx.query(`UPDATE orders SET status = $2, updated_at = now() WHERE id = $1`, [
    orderId,
    status,
  ]);
}

/** One entry of the order's history: its state after a change, and who made it (staff only). */
export async function insertHistory(
  tx: Queryable,
  entry: {
    orderId: number;
    status: OrderStatus;
    paymentState: PaymentState;
    note: string;
    byUserId: number | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_history (order_id, status, payment_state, note, user_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [entry.orderId, entry.status, entry.paymentState, entry.note, entry.byUserId],
  );
}

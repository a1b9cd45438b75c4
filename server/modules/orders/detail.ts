import type { OnlinePaymentMethod, OrderStatus, PaymentMethod, PaymentState } from '@shared';
import type { Queryable } from '../../lib/db/types';
import { notFound } from '../../lib/errors';
import { productImageUrl, productUrl } from '../../lib/productLinks';
import { toPhotoKitLine, type PhotoKitLine } from '../basket';
import { EMAIL_DELIVERY_TITLE, orderCertificatePayment, orderCertificates } from '../certificates';
import { DELIVERY_TITLES } from '../shipping';
import { ORDER_NOT_FOUND } from './messages';
import {
  findOrder,
  orderHistory,
  orderLines,
  orderRefunds,
  type OrderLineRow,
  type OrderRow,
} from './queries';
import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `OrderSummary`. */
export type OrderSummary = Schema<'OrderSummary'>;

/** openapi.yaml `OrderLine`. */
type OrderLine = Schema<'OrderLine'>;

/**
 * openapi.yaml `OrderLineProblem`: why a line cannot be bought as it was, at checkout (the 409's
 * `lines`) and when an order is repeated. `productId` is null for a product since deleted.
 */
export type OrderLineProblem = Schema<'OrderLineProblem'>;

/** openapi.yaml `OrderDetail`. */
export type OrderDetail = Schema<'OrderDetail'>;

/** Statuses an order may still be cancelled in: nothing has left the warehouse yet. */
const CANCELLABLE: readonly OrderStatus[] = ['new', 'processing'];

/** A card order not paid yet (or whose payment failed) may be paid again, unless cancelled. */
export function canPay(order: { status: OrderStatus; payment_state: PaymentState }): boolean {
  return (
    order.status !== 'cancelled' &&
    (order.payment_state === 'pending' || order.payment_state === 'failed')
  );
}

/**
 * An order paid on receipt is never paid online; every other state belongs to an online payment,
 * by СБП when the shopper chose it (issue 27 point 4), else by card (also an order placed before
 * the method was kept).
 */
export function paymentMethodOf(state: PaymentState, chosen: string): PaymentMethod {
  if (state === 'on_receipt') return 'on_receipt';
  return onlineMethodOf(chosen);
}

/** The online method of an order's payments: СБП when it was chosen, else the card. */
export const onlineMethodOf = (chosen: string): OnlinePaymentMethod =>
  chosen === 'sbp' ? 'sbp' : 'card';

/**
 * An order as the cabinet and the staff page show it: the lines as bought, with the product's
 * current page and picture while it is on sale, the delivery, and the history of changes. Null
 * when there is no such order; whose it is, the caller decides.
 *
 * @internal exported for a test only
 */
export async function orderDetail(db: Queryable, orderId: number): Promise<OrderDetail | null> {
  const order = await findOrder(db, orderId);
  if (!order) return null;
  const [lines, history, refunds, certificates, certificatePayment] = await Promise.all([
    orderLines(db, orderId),
    orderHistory(db, orderId),
    orderRefunds(db, orderId),
    orderCertificates(db, orderId),
    orderCertificatePayment(db, orderId),
  ]);
  return {
    ...summaryOf(order, lines),
    contact: { name: order.customer_name, phone: order.phone, email: order.email ?? '' },
    delivery: {
      kind: order.delivery_kind,
      title:
        order.delivery_kind === 'email'
          ? EMAIL_DELIVERY_TITLE
          : DELIVERY_TITLES[order.delivery_kind],
      address: order.address,
      ...(order.pickup_point && { pickupPoint: order.pickup_point }),
      city: order.city,
      price: order.delivery_price,
      dateFrom: order.delivery_from,
      dateTo: order.delivery_to,
    },
    comment: order.comment,
    coupons: order.coupons,
    lines: lines.map(toOrderLine),
    itemsTotal: order.items_total,
    discount: order.discount,
    deliveryPrice: order.delivery_price,
    history: history.map((entry) => ({
      status: entry.status,
      paymentState: entry.payment_state,
      note: entry.note,
      createdAt: entry.created_at.toISOString(),
    })),
    certificates,
    certificatePayment,
    canPay: canPay(order),
    // A certificate it bought that has paid for something refuses the cancel (certificates module).
    canCancel:
      CANCELLABLE.includes(order.status) &&
      certificates.every((certificate) => certificate.balance >= certificate.nominal),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      status: refund.status,
      reason: refund.reason,
      createdAt: refund.created_at.toISOString(),
    })),
  };
}

/**
 * The order as the cabinet and the staff page show it (orderDetail), or 404 'Заказ не найден';
 * whose it is, the caller has checked.
 */
export async function requireOrderDetail(db: Queryable, orderId: number): Promise<OrderDetail> {
  const detail = await orderDetail(db, orderId);
  if (!detail) throw notFound(ORDER_NOT_FOUND);
  return detail;
}

function summaryOf(order: OrderRow, lines: OrderLineRow[]): OrderSummary {
  return {
    id: order.id,
    createdAt: order.created_at.toISOString(),
    status: order.status,
    payment: paymentMethodOf(order.payment_state, order.payment),
    paymentState: order.payment_state,
    total: order.total,
    itemsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    customerName: order.customer_name,
  };
}

function toOrderLine(line: OrderLineRow): OrderLine {
  const photoKit = line.photo_kit && toPhotoKitLine(line.photo_kit);
  return {
    productId: line.product_id,
    name: line.name,
    price: line.price,
    oldPrice: line.old_price,
    quantity: line.quantity,
    // a product taken off sale has no page to link to
    url: line.active && line.code !== null ? productUrl(line.section_code, line.code) : null,
    image: lineImage(line, photoKit),
    ...(photoKit && { photoKit }),
  };
}

/** A kit's line shows the shopper's own chart; another line its product's picture, while it exists. */
function lineImage(line: OrderLineRow, photoKit: PhotoKitLine | null): string | null {
  if (photoKit) return photoKit.previewUrl;
  return line.product_id !== null
    ? productImageUrl(line.product_id, line.images ?? 0, line.pictures)
    : null;
}

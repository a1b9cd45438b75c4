import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { orderTitle, PAYMENT_STATE_TITLES } from '@shared';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { queueMail } from '../../lib/mail';
import { toKopecks } from '../../lib/money';
import {
  canPay,
  ensureMailToken,
  lockOrder,
  ORDER_NOT_FOUND,
  type LockedOrderRow,
} from '../orders';
import {
  ORDER_ALREADY_PAID,
  ORDER_CANCELLED,
  PAID_ON_RECEIPT,
  PAYMENT_UNAVAILABLE,
} from './messages';
import { paidMail } from './paidMail';
import { paymentProvider } from './providers';
import {
  abandonPayment,
  findPaymentByProviderId,
  insertPayment,
  latestPendingPayment,
  markOrderPaid,
  markOrderPaymentFailed,
  openPaymentUrl,
  receiptSource,
  recordPaymentStarted,
  settlePayment,
} from './queries';
import { orderReceipt, type ReceiptOrder } from './receipt';
import type { ProviderName, ProviderPayment } from './types';

/** Where the provider sends the shopper back: the checkout's confirmation of this order. */
export const paymentReturnUrl = (publicUrl: string, orderId: number) =>
  `${publicUrl}/personal/order/make/?orderId=${orderId}`;

/**
 * Starts paying an order by card and answers the provider's page to send the shopper to. A
 * payment the shopper opened before and has not finished is offered again rather than a second
 * one (two payments of one order could both be paid); one that finished meanwhile is applied
 * first. Refuses (409) an order that is paid, cancelled or paid on receipt, and (503) when the
 * provider cannot be reached: the order stays as it was, to be paid later.
 * Whose order it is, the caller decides.
 */
export async function startPayment(
  app: FastifyInstance,
  orderId: number,
): Promise<{ confirmationUrl: string }> {
  await refreshPayment(app, orderId);
  const opened = await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    refuseUnpayable(order);
    const confirmationUrl = await openPaymentUrl(tx, orderId);
    if (confirmationUrl) return { confirmationUrl, payment: null };
    const payment = newPayment(app, orderId, order.total);
    await insertPayment(tx, payment);
    return { confirmationUrl: null, payment };
  });
  const { payment } = opened;
  if (!payment) return { confirmationUrl: opened.confirmationUrl };
  const source = await receiptSource(app.db, orderId);
  if (!source) throw notFound(ORDER_NOT_FOUND);
  return sendPayment(app, payment, {
    email: source.email,
    phone: source.phone,
    couponDiscount: source.discount,
    delivery: { title: source.delivery, price: source.delivery_price },
    lines: source.lines.map((line) => ({
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      giftCertificate: line.gift_certificate,
    })),
  });
}

/** A payment of an order recorded by the shop and not yet sent to its provider. */
export interface OpenedPayment {
  id: string;
  orderId: number;
  provider: ProviderName;
  amount: number;
}

/**
 * A new payment of `amount` for the order, with the configured provider, to be recorded in the
 * transaction that decides the order can be paid (`insertPayment`, or `insertPaymentSql` in the
 * checkout's order statement); `sendPayment` then creates it at the provider once that has committed.
 */
export function newPayment(app: FastifyInstance, orderId: number, amount: number): OpenedPayment {
  return { id: randomUUID(), orderId, provider: app.config.paymentProvider, amount };
}

/**
 * Creates an opened payment at its provider, with the order's receipt, and answers its page. A
 * provider that fails leaves the payment abandoned and answers 503: the order is paid later.
 */
export async function sendPayment(
  app: FastifyInstance,
  payment: OpenedPayment,
  receipt: ReceiptOrder,
): Promise<{ confirmationUrl: string }> {
  try {
    const created = await paymentProvider(app, payment.provider).createPayment({
      idempotenceKey: payment.id,
      orderId: payment.orderId,
      amount: payment.amount,
      description: orderTitle(payment.orderId),
      returnUrl: paymentReturnUrl(app.config.publicUrl, payment.orderId),
      receipt: orderReceipt(receipt),
    });
    if (!created.confirmationUrl) throw new Error(`payment ${created.id} came without a page`);
    await recordPaymentStarted(app.db, {
      id: payment.id,
      providerPaymentId: created.id,
      confirmationUrl: created.confirmationUrl,
    });
    return { confirmationUrl: created.confirmationUrl };
  } catch (error) {
    app.log.error({ err: error, orderId: payment.orderId }, 'the provider did not start a payment');
    await abandonPayment(app.db, payment.id);
    throw new HttpError(503, 'PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE);
  }
}

/** Refuses what the order's page offers no 'Оплатить' for (canPay), saying why. */
function refuseUnpayable(order: LockedOrderRow): void {
  if (canPay(order)) return;
  if (order.payment_state === 'paid') throw conflict(ORDER_ALREADY_PAID);
  throw conflict(order.status === 'cancelled' ? ORDER_CANCELLED : PAID_ON_RECEIPT);
}

/** The confirmation page of the order's payment still open, for a repeated checkout request. */
export function openPaymentOf(app: FastifyInstance, orderId: number): Promise<string | null> {
  return openPaymentUrl(app.db, orderId);
}

/**
 * Asks the provider how the order's open payment ended and applies it: the cabinet and the
 * checkout's confirmation call it when the shopper comes back, in case the notification is late
 * or lost. Never throws for the provider's failures (they are logged): the page still shows.
 */
export async function refreshPayment(app: FastifyInstance, orderId: number): Promise<void> {
  try {
    const payment = await latestPendingPayment(app.db, orderId);
    if (!payment) return;
    const answer = await paymentProvider(app, payment.provider).getPayment(
      payment.provider_payment_id,
    );
    await applyProviderPayment(app, answer);
  } catch (error) {
    app.log.warn({ err: error, orderId }, 'the payment state could not be refreshed');
  }
}

/**
 * A provider's notification about its payment `providerPaymentId`. The notification proves
 * nothing (anyone can post one): a payment the shop never made is ignored, and for the others the
 * provider is asked for the payment's state, which alone is applied.
 */
export async function handlePaymentNotification(
  app: FastifyInstance,
  providerPaymentId: string,
): Promise<void> {
  const payment = await findPaymentByProviderId(app.db, providerPaymentId);
  if (!payment) return;
  const answer = await paymentProvider(app, payment.provider).getPayment(providerPaymentId);
  await applyProviderPayment(app, answer);
}

/**
 * Applies how a payment ended, once (settlePayment): succeeded for the order's full amount marks
 * the order paid and mails the shopper; canceled marks its payment failed unless it is paid
 * (a paid order never goes back). Pending changes nothing.
 */
async function applyProviderPayment(app: FastifyInstance, answer: ProviderPayment): Promise<void> {
  const { status } = answer;
  if (status === 'pending') return;
  const mailed = await app.db.transaction(async (tx) => {
    const settled = await settlePayment(tx, answer.id, status);
    if (!settled) return false;
    if (status === 'canceled') {
      await markOrderPaymentFailed(tx, settled.order_id, PAYMENT_STATE_TITLES.failed);
      return false;
    }
    if (toKopecks(answer.amount) !== toKopecks(settled.amount)) {
      // Never expected: the amount is ours. Staff must look at it; the order is not marked paid.
      app.log.error({ answer, expected: settled.amount }, 'a payment succeeded for another amount');
      return false;
    }
    const order = await markOrderPaid(tx, settled.order_id, PAYMENT_STATE_TITLES.paid);
    if (!order?.email) return false;
    const mailToken = order.user_id === null ? null : await ensureMailToken(tx, order.user_id);
    await queueMail(tx, paidMail(app.config, { ...order, email: order.email }, mailToken));
    return true;
  });
  if (mailed) void app.mailer.flush();
}

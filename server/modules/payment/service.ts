import { randomUUID } from 'node:crypto';
import { orderTitle, PAYMENT_STATE_TITLES, type OnlinePaymentMethod } from '@shared';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { Queryable } from '../../lib/db/types';
import { queueMail } from '../../lib/mail';
import type { ServiceDeps } from '../../lib/serviceDeps';
import {
  canPay,
  ensureMailToken,
  lockOrder,
  markOrderPaid,
  markOrderPaymentFailed,
  onlineMethodOf,
  ORDER_NOT_FOUND,
  type LockedOrderRow,
} from '../orders';
import {
  ORDER_ALREADY_PAID,
  ORDER_CANCELLED,
  PAID_ON_RECEIPT,
  PAYMENT_UNAVAILABLE,
} from './messages';
import { issueOrderCertificates } from '../certificates';
import { paidMail } from './paidMail';
import { paymentProvider } from './providers';
import {
  abandonPayment,
  findPaymentByProviderId,
  insertPayment,
  latestPendingPayment,
  openPaymentUrl,
  recordPaymentStarted,
  settlePayment,
} from './queries';
import { orderReceipt, type ReceiptOrder } from './receipt';
import { receiptOrderOf } from './receiptSource';
import type { ProviderName, ProviderPayment } from './types';

/** What payments need: the database, the provider's settings, the mailer and the log. */
export type PaymentDeps = ServiceDeps;

/** Where the provider sends the shopper back: the checkout's confirmation of this order. */
const paymentReturnUrl = (publicUrl: string, orderId: number) =>
  `${publicUrl}/personal/order/make/?orderId=${orderId}`;

/**
 * Starts paying an order online, by the method chosen at checkout (СБП or card), and answers the provider's page to send the shopper to. A
 * payment the shopper opened before and has not finished is offered again rather than a second
 * one (two payments of one order could both be paid); one that finished meanwhile is applied
 * first. Refuses (409) an order that is paid, cancelled or paid on receipt, and (503) when the
 * provider cannot be reached: the order stays as it was, to be paid later.
 * Whose order it is, the caller decides.
 */
export async function startPayment(
  deps: PaymentDeps,
  orderId: number,
): Promise<{ confirmationUrl: string }> {
  await refreshPayment(deps, orderId);
  const opened = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    refuseUnpayable(order);
    const confirmationUrl = await openPaymentUrl(tx, orderId);
    if (confirmationUrl) return { confirmationUrl, payment: null };
    const payment = newPayment(deps, orderId, onlineMethodOf(order.payment), order.due);
    await insertPayment(tx, payment);
    return { confirmationUrl: null, payment };
  });
  const { payment } = opened;
  if (!payment) return { confirmationUrl: opened.confirmationUrl };
  return sendPayment(deps, payment, await receiptOrderOf(deps.db, orderId));
}

/** A payment of an order recorded by the shop and not yet sent to its provider. */
export interface OpenedPayment {
  id: string;
  orderId: number;
  provider: ProviderName;
  method: OnlinePaymentMethod;
  amount: number;
}

/**
 * A new payment of `amount` for the order by `method`, with the configured provider, to be recorded in the
 * transaction that decides the order can be paid (`insertPayment`, or `insertPaymentSql` in the
 * checkout's order statement); `sendPayment` then creates it at the provider once that has committed.
 */
export function newPayment(
  deps: PaymentDeps,
  orderId: number,
  method: OnlinePaymentMethod,
  amount: number,
): OpenedPayment {
  return { id: randomUUID(), orderId, provider: deps.config.paymentProvider, method, amount };
}

/**
 * Creates an opened payment at its provider, with the order's receipt, and answers its page. A
 * provider that fails leaves the payment abandoned and answers 503: the order is paid later.
 */
export async function sendPayment(
  deps: PaymentDeps,
  payment: OpenedPayment,
  receipt: ReceiptOrder,
): Promise<{ confirmationUrl: string }> {
  try {
    const created = await paymentProvider(deps, payment.provider).createPayment({
      idempotenceKey: payment.id,
      orderId: payment.orderId,
      method: payment.method,
      amount: payment.amount,
      description: orderTitle(payment.orderId),
      returnUrl: paymentReturnUrl(deps.config.publicUrl, payment.orderId),
      receipt: orderReceipt(receipt),
    });
    if (!created.confirmationUrl) throw new Error(`payment ${created.id} came without a page`);
    await recordPaymentStarted(deps.db, {
      id: payment.id,
      providerPaymentId: created.id,
      confirmationUrl: created.confirmationUrl,
    });
    return { confirmationUrl: created.confirmationUrl };
  } catch (error) {
    deps.log.error(
      { err: error, orderId: payment.orderId },
      'the provider did not start a payment',
    );
    await abandonPayment(deps.db, payment.id);
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
export function openPaymentOf(deps: PaymentDeps, orderId: number): Promise<string | null> {
  return openPaymentUrl(deps.db, orderId);
}

/**
 * Asks the provider how the order's open payment ended and applies it: the cabinet and the
 * checkout's confirmation call it when the shopper comes back, in case the notification is late
 * or lost. Never throws for the provider's failures (they are logged): the page still shows.
 */
export async function refreshPayment(deps: PaymentDeps, orderId: number): Promise<void> {
  try {
    const payment = await latestPendingPayment(deps.db, orderId);
    if (!payment) return;
    const answer = await paymentProvider(deps, payment.provider).getPayment(
      payment.provider_payment_id,
    );
    await applyProviderPayment(deps, answer);
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'the payment state could not be refreshed');
  }
}

/**
 * A provider's notification about its payment `providerPaymentId`. The notification proves
 * nothing (anyone can post one): a payment the shop never made is ignored, and for the others the
 * provider is asked for the payment's state, which alone is applied.
 */
export async function handlePaymentNotification(
  deps: PaymentDeps,
  providerPaymentId: string,
): Promise<void> {
  const payment = await findPaymentByProviderId(deps.db, providerPaymentId);
  if (!payment) return;
  const answer = await paymentProvider(deps, payment.provider).getPayment(providerPaymentId);
  await applyProviderPayment(deps, answer);
}

/**
 * Applies how a payment ended, once (settlePayment): succeeded for the order's full amount marks
 * the order paid and mails the shopper; for another amount it is kept as 'amount_mismatch' for
 * staff; canceled marks its payment failed unless it is paid (a paid order never goes back).
 * Pending changes nothing.
 */
async function applyProviderPayment(deps: PaymentDeps, answer: ProviderPayment): Promise<void> {
  const { status } = answer;
  if (status === 'pending') return;
  const mailed = await deps.db.transaction(async (tx) => {
    const settled = await settlePayment(tx, answer.id, status, answer.amount);
    if (!settled) return false;
    if (settled.status === 'canceled') {
      await markOrderPaymentFailed(tx, settled.order_id, PAYMENT_STATE_TITLES.failed);
      return false;
    }
    if (settled.status === 'amount_mismatch') {
      // Never expected: the amount is ours. The payment says so to staff (its own status and the
      // amount taken, which they may refund); the order is not marked paid.
      deps.log.error(
        { answer, expected: settled.amount },
        'a payment succeeded for another amount',
      );
      return false;
    }
    const paid = await confirmOrderPaid(tx, deps, settled.order_id, PAYMENT_STATE_TITLES.paid);
    return paid?.mailed ?? false;
  });
  if (mailed) void deps.mailer.flush();
}

/**
 * The order's side of a payment that came in, inside the caller's transaction: the order marked
 * paid with `note` in its history, the certificates it bought get their codes, the shopper's mail
 * «оплачен» queued. The provider's confirmation takes it, and so does a payment 1C recorded
 * (issue 28), so both pay an order alike. Null when the order was paid already (nothing done);
 * else whether a mail was queued: flush the mailer after the commit.
 */
export async function confirmOrderPaid(
  tx: Queryable,
  deps: Pick<PaymentDeps, 'config'>,
  orderId: number,
  note: string,
): Promise<{ mailed: boolean } | null> {
  const order = await markOrderPaid(tx, orderId, note);
  if (!order) return null;
  // issue 26 point 1: the certificates bought get their codes now, mailed apart from the order's
  const certificatesMailed = await issueOrderCertificates(tx, order, deps.config.publicUrl);
  if (!order.email) return { mailed: certificatesMailed };
  const mailToken = order.user_id === null ? null : await ensureMailToken(tx, order.user_id);
  await queueMail(tx, paidMail(deps.config, { ...order, email: order.email }, mailToken));
  return { mailed: true };
}

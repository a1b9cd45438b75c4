import { randomUUID } from 'node:crypto';
import { orderTitle, PAYMENT_STATE_TITLES, refundTiming } from '@shared';
import type { Queryable } from '../../lib/db/types';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { queueMail } from '../../lib/mail';
import { formatRubles, toKopecks, toRoubles } from '../../lib/money';
import {
  ensureMailToken,
  lockOrder,
  markOrderRefunded,
  onlineMethodOf,
  ORDER_NOT_FOUND,
} from '../orders';
import { NOTHING_TO_REFUND, REFUND_KEY_REUSED, REFUND_KOPECKS, refundTooLarge } from './messages';
import { paymentProvider } from './providers';
import { orderReceiptOf } from './receiptSource';
import {
  insertRefund,
  pendingRefunds,
  refundablePayments,
  refundedWhole,
  refundOrderByKey,
  settleRefund,
} from './refundQueries';
import { refundReceipt } from './receipt';
import { refundMail } from './refundMail';
import type { PaymentDeps } from './service';
import type { ProviderName, ProviderRefund } from './types';

/** A refund recorded by the shop, to be sent to its provider once its transaction committed. */
export interface OpenedRefund {
  id: string;
  orderId: number;
  provider: ProviderName;
  providerPaymentId: string;
  amount: number;
}

/**
 * Issue 26 point 2: in the transaction that cancels the order, a refund of everything each of
 * its payments took and nothing has given back yet. Answers the refunds to send after the commit
 * (sendRefunds) and what the cancel's mail says of them. The order's row is locked first, as
 * every change of the order locks it, so a staff refund at the same moment counts this one.
 */
export async function openCancelRefunds(
  tx: Queryable,
  orderId: number,
  byUserId: number | null,
): Promise<{ refunds: OpenedRefund[]; mailParagraphs: string[] }> {
  const order = await lockOrder(tx, orderId);
  const refunds: OpenedRefund[] = [];
  for (const payment of await refundablePayments(tx, orderId)) {
    if (toKopecks(payment.left_to_refund) <= 0) continue;
    const refund = {
      id: randomUUID(),
      orderId,
      provider: payment.provider,
      providerPaymentId: payment.provider_payment_id,
      amount: payment.left_to_refund,
    };
    // The cancel's key per payment: a cancel is made once, and so is its refund.
    await insertRefund(tx, {
      ...refund,
      requestKey: `cancel-${payment.id}`,
      paymentId: payment.id,
      userId: byUserId,
    });
    refunds.push(refund);
  }
  const total = toRoubles(refunds.reduce((sum, refund) => sum + toKopecks(refund.amount), 0));
  const mailParagraphs =
    refunds.length > 0
      ? [
          `Мы оформили возврат ${formatRubles(total)} — статус возврата: ожидает. ${refundTiming(onlineMethodOf(order?.payment ?? 'card'))}`,
        ]
      : [];
  return { refunds, mailParagraphs };
}

/**
 * Issue 26 point 2: a staff member's refund of `amount` roubles of the order, in the caller's
 * transaction (with its change log record), from the payment with the most left to refund. The
 * same request key again (a double click, a retried request) makes no second refund: null. More
 * than is left is refused (409) with what can be refunded.
 */
export async function openStaffRefund(
  tx: Queryable,
  orderId: number,
  request: { amount: number; requestKey: string; byUserId: number },
): Promise<OpenedRefund | null> {
  if (Math.abs(request.amount * 100 - toKopecks(request.amount)) > 1e-6)
    throw badRequest(REFUND_KOPECKS);
  if (!(await lockOrder(tx, orderId))) throw notFound(ORDER_NOT_FOUND);
  const madeFor = await refundOrderByKey(tx, request.requestKey);
  if (madeFor !== null) {
    if (madeFor !== orderId) throw conflict(REFUND_KEY_REUSED);
    return null;
  }
  const [payment] = (await refundablePayments(tx, orderId)).sort(
    (a, b) => b.left_to_refund - a.left_to_refund,
  );
  if (!payment || toKopecks(payment.left_to_refund) <= 0) throw conflict(NOTHING_TO_REFUND);
  if (toKopecks(request.amount) > toKopecks(payment.left_to_refund))
    throw conflict(refundTooLarge(payment.left_to_refund));
  const refund = {
    id: randomUUID(),
    orderId,
    provider: payment.provider,
    providerPaymentId: payment.provider_payment_id,
    amount: request.amount,
  };
  await insertRefund(tx, {
    ...refund,
    requestKey: request.requestKey,
    paymentId: payment.id,
    userId: request.byUserId,
  });
  return refund;
}

/** Sends recorded refunds to their providers, one after another (sendRefund). */
export async function sendRefunds(deps: PaymentDeps, refunds: OpenedRefund[]): Promise<void> {
  for (const refund of refunds) await sendRefund(deps, refund);
}

/**
 * Sends a recorded refund to its provider with its own id as the Idempotence-Key, and applies the
 * answer. A provider that cannot be reached leaves the refund pending: the order's page sends it
 * again (refreshRefunds) with the same key, which never makes a second refund.
 */
async function sendRefund(deps: PaymentDeps, refund: OpenedRefund): Promise<void> {
  try {
    const paid = await orderReceiptOf(deps.db, refund.orderId);
    const answer = await paymentProvider(deps, refund.provider).createRefund({
      idempotenceKey: refund.id,
      providerPaymentId: refund.providerPaymentId,
      amount: refund.amount,
      description: `Возврат: ${orderTitle(refund.orderId)}`,
      receipt: refundReceipt(paid, refund.amount),
    });
    await applyRefund(deps, refund, answer);
  } catch (error) {
    deps.log.error({ err: error, refundId: refund.id }, 'the provider did not take a refund');
  }
}

/**
 * Asks the providers how the order's pending refunds ended (the cabinet's and the staff's order
 * pages call it): one never sent is sent again. Never throws; failures are logged.
 */
export async function refreshRefunds(deps: PaymentDeps, orderId: number): Promise<void> {
  try {
    for (const row of await pendingRefunds(deps.db, orderId)) {
      const refund = {
        id: row.id,
        orderId: row.order_id,
        provider: row.provider,
        providerPaymentId: row.provider_payment_id,
        amount: row.amount,
      };
      if (row.provider_refund_id === null) await sendRefund(deps, refund);
      else
        await applyRefund(
          deps,
          refund,
          await paymentProvider(deps, row.provider).getRefund(row.provider_refund_id),
        );
    }
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'the refunds could not be refreshed');
  }
}

/**
 * Applies the provider's answer to a refund, once: a succeeded one is mailed to the shopper, and
 * the order whose payments were given back whole becomes 'refunded'; a refused one stays in the
 * order for staff with its reason, and the order keeps its payment state.
 */
async function applyRefund(
  deps: PaymentDeps,
  refund: OpenedRefund,
  answer: ProviderRefund,
): Promise<void> {
  const mailed = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, refund.orderId);
    if (!order) return false;
    if (!(await settleRefund(tx, refund.id, answer)) || answer.status !== 'succeeded') return false;
    if (await refundedWhole(tx, refund.orderId))
      await markOrderRefunded(tx, refund.orderId, PAYMENT_STATE_TITLES.refunded);
    if (!order.email) return false;
    const mailToken = order.user_id === null ? null : await ensureMailToken(tx, order.user_id);
    await queueMail(
      tx,
      refundMail(deps.config, {
        orderId: refund.orderId,
        email: order.email,
        customerName: order.customer_name,
        paidWith: onlineMethodOf(order.payment),
        amount: refund.amount,
        mailToken,
      }),
    );
    return true;
  });
  if (mailed) void deps.mailer.flush();
}

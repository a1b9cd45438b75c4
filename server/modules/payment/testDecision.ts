import { timingSafeEqual } from 'node:crypto';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { PAYMENT_FINISHED, TEST_PAGE_EXPIRED, TEST_PAYMENT_NOT_FOUND } from './messages';
import { handlePaymentNotification, type PaymentDeps } from './service';
import { findTestPayment, finishTestPayment, type TestPaymentRow } from './testProviderQueries';

export type TestDecision = 'succeeded' | 'canceled';

export async function requireTestPayment(
  deps: PaymentDeps,
  paymentId: string,
): Promise<TestPaymentRow> {
  const payment = await findTestPayment(deps.db, paymentId);
  if (!payment) throw notFound(TEST_PAYMENT_NOT_FOUND);
  return payment;
}

/**
 * The shopper's choice on the test provider's page: the payment ends as chosen (once: deciding
 * again is 409), then the shop is notified as YooKassa would notify it, and the shopper goes back
 * to the shop's return url, which is answered. The page's own form proves itself with the
 * token it was rendered with (`formToken`); the JSON call with the CSRF header instead.
 */
export async function decideTestPayment(
  deps: PaymentDeps,
  paymentId: string,
  decision: TestDecision,
  formToken?: string,
): Promise<string> {
  const payment = await requireTestPayment(deps, paymentId);
  if (formToken !== undefined && !sameToken(formToken, payment.form_token))
    throw forbidden(TEST_PAGE_EXPIRED, 'CSRF');
  if (!(await finishTestPayment(deps.db, paymentId, decision))) throw conflict(PAYMENT_FINISHED);
  await handlePaymentNotification(deps, paymentId);
  return payment.return_url;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

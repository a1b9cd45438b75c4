import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../lib/db/types';
import type { PaymentProvider, ProviderPayment, ProviderRefund } from './types';
import {
  findTestPayment,
  findTestRefund,
  storeTestPayment,
  storeTestRefund,
  type TestPaymentRow,
  type TestRefundRow,
} from './testProviderQueries';

/** The test provider's confirmation page, `/payment/test/{id}/` (served by testProviderRoutes.ts). */
export const testPaymentPageUrl = (publicUrl: string, id: string) =>
  `${publicUrl}/payment/test/${id}/`;

/**
 * The built-in provider (PAYMENT_PROVIDER=test, the default): it behaves as YooKassa does for
 * the shop, with its state in its own table — a payment is created pending with a confirmation
 * page (for СБП with the QR code a bank's app would scan), the page's 'успешно' or 'отказ' decides it, and the shop learns the result only by
 * asking `getPayment` after a notification. A refund is decided at once (issue 26 point 2).
 */
export function testProvider(db: Queryable, publicUrl: string): PaymentProvider {
  const answer = (row: TestPaymentRow): ProviderPayment => ({
    id: row.id,
    status: row.status,
    amount: row.amount,
    confirmationUrl: row.status === 'pending' ? testPaymentPageUrl(publicUrl, row.id) : null,
  });
  return {
    async createPayment(payment) {
      return answer(
        await storeTestPayment(db, {
          id: randomUUID(),
          idempotence_key: payment.idempotenceKey,
          order_id: payment.orderId,
          method: payment.method,
          amount: payment.amount,
          description: payment.description,
          return_url: payment.returnUrl,
          form_token: randomBytes(24).toString('base64url'),
        }),
      );
    },
    async getPayment(id) {
      const row = await findTestPayment(db, id);
      if (!row) throw new Error(`the test provider has no payment ${id}`);
      return answer(row);
    },
    async createRefund(refund) {
      return refundAnswer(
        await storeTestRefund(db, {
          id: randomUUID(),
          idempotence_key: refund.idempotenceKey,
          payment_id: refund.providerPaymentId,
          amount: refund.amount,
        }),
      );
    },
    async getRefund(id) {
      const row = await findTestRefund(db, id);
      if (!row) throw new Error(`the test provider has no refund ${id}`);
      return refundAnswer(row);
    },
  };
}

const refundAnswer = (row: TestRefundRow): ProviderRefund => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
});

import type { AppConfig } from '../../config';
import type { Receipt } from './receipt';
import type { NewProviderPayment, PaymentProvider, ProviderPayment } from './types';

/** A provider that does not answer fails the call rather than holding the shopper's request. */
const TIMEOUT_MS = 15_000;
/** VAT code 1: «без НДС», the simplified tax system small shops use; change with the shop's taxes. */
const VAT_CODE = 1;

interface YookassaPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  confirmation?: { type: string; confirmation_url?: string };
}

/**
 * YooKassa API v3 (https://yookassa.ru/developers/api): payments created with `capture: true`
 * (one step, no hold), confirmed on YooKassa's page (`confirmation.type: redirect`), with the
 * order's receipt for 54-FZ. Every call authenticates with HTTP Basic (shop id, secret key); a
 * creation carries the Idempotence-Key, so a retried request gets the same payment back.
 */
export function yookassaProvider(
  settings: AppConfig['yookassa'],
  fetchJson: typeof fetch = fetch,
): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString('base64')}`;

  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  ): Promise<YookassaPayment> {
    const response = await fetchJson(`${settings.apiUrl}${path}`, {
      ...init,
      headers: { authorization, ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`YooKassa ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as YookassaPayment;
  }

  return {
    async createPayment(payment) {
      return fromYookassa(
        await call('/payments', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotence-key': payment.idempotenceKey,
          },
          body: JSON.stringify(paymentBody(payment)),
        }),
      );
    },
    async getPayment(providerPaymentId) {
      return fromYookassa(
        await call(`/payments/${encodeURIComponent(providerPaymentId)}`, { method: 'GET' }),
      );
    },
  };
}

const rubles = (amount: number) => ({ value: amount.toFixed(2), currency: 'RUB' });

function paymentBody(payment: NewProviderPayment) {
  return {
    amount: rubles(payment.amount),
    capture: true,
    confirmation: { type: 'redirect', return_url: payment.returnUrl },
    description: payment.description,
    metadata: { orderId: String(payment.orderId) },
    receipt: receiptBody(payment.receipt),
  };
}

function receiptBody(receipt: Receipt) {
  return {
    customer: receipt.customer,
    items: receipt.items.map((item) => ({
      description: item.description,
      quantity: item.quantity.toFixed(2),
      amount: rubles(item.amount),
      vat_code: VAT_CODE,
      payment_subject: item.subject,
      payment_mode: item.mode,
    })),
  };
}

function fromYookassa(payment: YookassaPayment): ProviderPayment {
  const status =
    payment.status === 'succeeded' || payment.status === 'canceled' ? payment.status : 'pending';
  return {
    id: payment.id,
    status,
    amount: Number(payment.amount.value),
    confirmationUrl: status === 'pending' ? (payment.confirmation?.confirmation_url ?? null) : null,
  };
}

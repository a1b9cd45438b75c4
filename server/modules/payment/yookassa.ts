import type { AppConfig } from '../../config';
import type { Receipt } from './receipt';
import type {
  NewProviderPayment,
  NewProviderRefund,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
} from './types';

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

interface YookassaRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  cancellation_details?: { party: string; reason: string };
}

/** YooKassa's answer to a request it refuses (4xx): `description` says why, in Russian or English. */
class YookassaRefusal extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`YooKassa refused with ${status}: ${description}`);
  }
}

/**
 * Why YooKassa cancelled a refund (`cancellation_details.reason`), as staff read it; an unknown
 * code is shown as it is.
 */
const REFUND_REFUSALS: Record<string, string> = {
  general_decline: 'ЮKassa отклонила возврат без объяснения причины — уточните в поддержке ЮKassa',
  insufficient_funds:
    'Недостаточно денег для возврата: поступлений за день меньше суммы возврата или есть задолженность перед ЮKassa',
  rejected_by_payee: 'Возврат отклонил банк покупателя',
  rejected_by_timeout: 'Банк покупателя не ответил на возврат вовремя',
  yoo_money_account_closed: 'Кошелёк ЮMoney покупателя закрыт',
};

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

  async function call<T>(
    path: string,
    init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  ): Promise<T> {
    const response = await fetchJson(`${settings.apiUrl}${path}`, {
      ...init,
      headers: { authorization, ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.status >= 400 && response.status < 500) {
      throw new YookassaRefusal(response.status, refusalText(text));
    }
    if (!response.ok) throw new Error(`YooKassa ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  }

  const post = <T>(path: string, idempotenceKey: string, body: unknown) =>
    call<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotence-key': idempotenceKey },
      body: JSON.stringify(body),
    });

  return {
    async createPayment(payment) {
      return fromYookassa(
        await post<YookassaPayment>('/payments', payment.idempotenceKey, paymentBody(payment)),
      );
    },
    async getPayment(providerPaymentId) {
      return fromYookassa(
        await call<YookassaPayment>(`/payments/${encodeURIComponent(providerPaymentId)}`, {
          method: 'GET',
        }),
      );
    },
    async createRefund(refund) {
      try {
        return refundFromYookassa(
          await post<YookassaRefund>('/refunds', refund.idempotenceKey, refundBody(refund)),
        );
      } catch (error) {
        // A refused request made no refund: staff see why, and the order stays unrefunded.
        if (error instanceof YookassaRefusal)
          return { id: null, status: 'canceled', reason: error.description };
        throw error;
      }
    },
    async getRefund(providerRefundId) {
      return refundFromYookassa(
        await call<YookassaRefund>(`/refunds/${encodeURIComponent(providerRefundId)}`, {
          method: 'GET',
        }),
      );
    },
  };
}

const rubles = (amount: number) => ({ value: amount.toFixed(2), currency: 'RUB' });

/**
 * POST /v3/payments. A card payment leaves the choice on YooKassa's page as it was; СБП is chosen
 * here (`payment_method_data.type: sbp`), so the page shows the QR code and the banks at once.
 * СБП has no two-stage payments, which `capture: true` never asks for.
 */
function paymentBody(payment: NewProviderPayment) {
  return {
    amount: rubles(payment.amount),
    capture: true,
    ...(payment.method === 'sbp' && { payment_method_data: { type: 'sbp' } }),
    confirmation: { type: 'redirect', return_url: payment.returnUrl },
    description: payment.description,
    metadata: { orderId: String(payment.orderId) },
    receipt: receiptBody(payment.receipt),
  };
}

/**
 * POST /v3/refunds: the payment, the amount and the refund's receipt (54-FZ: a full refund may go
 * without one, a partial one must list what is given back; the shop always sends it).
 */
function refundBody(refund: NewProviderRefund) {
  return {
    payment_id: refund.providerPaymentId,
    amount: rubles(refund.amount),
    description: refund.description,
    receipt: receiptBody(refund.receipt),
  };
}

function refundFromYookassa(refund: YookassaRefund): ProviderRefund {
  const code = refund.cancellation_details?.reason ?? '';
  return {
    id: refund.id,
    status: refund.status,
    reason: refund.status === 'canceled' ? (REFUND_REFUSALS[code] ?? `ЮKassa: ${code}`) : '',
  };
}

/** YooKassa's error body (`{"type":"error","description":…}`), or the text as it came. */
function refusalText(text: string): string {
  try {
    const body = JSON.parse(text) as { description?: unknown; code?: unknown };
    if (typeof body.description === 'string') return `ЮKassa: ${body.description}`;
    if (typeof body.code === 'string') return `ЮKassa: ${body.code}`;
  } catch {
    // not JSON: shown as it came
  }
  return `ЮKassa: ${text.slice(0, 300)}`;
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

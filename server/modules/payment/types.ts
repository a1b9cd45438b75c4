import type { OnlinePaymentMethod } from '@shared';
import type { AppConfig } from '../../config';
import type { Receipt } from './receipt';

/** openapi.yaml / `payments.provider`: who took the payment. */
export type ProviderName = AppConfig['paymentProvider'];

/** A payment's state as the provider tells it; YooKassa's waiting states count as pending. */
export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'canceled';

export interface NewProviderPayment {
  /** `payments.id`: the provider answers a repeated request with this key with the same payment. */
  idempotenceKey: string;
  orderId: number;
  /** How the shopper pays: the provider's page for СБП is a QR code and a bank's app. */
  method: OnlinePaymentMethod;
  /** Roubles. */
  amount: number;
  description: string;
  /** Where the provider sends the shopper back after the payment page. */
  returnUrl: string;
  /** The order's lines for the fiscal receipt (54-FZ). */
  receipt: Receipt;
}

export interface ProviderPayment {
  /** The provider's id (`payments.provider_payment_id`). */
  id: string;
  status: ProviderPaymentStatus;
  /** Roubles. */
  amount: number;
  /** The page where the shopper pays; null once there is nothing left to confirm. */
  confirmationUrl: string | null;
}

/**
 * What the shop needs of a payment provider (issue 15 point 3): start a payment and ask for its
 * state. Notifications carry only an id; the state is always asked for again, never taken from
 * the notification.
 */
export interface PaymentProvider {
  createPayment(payment: NewProviderPayment): Promise<ProviderPayment>;
  getPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /**
   * Refunds (part of) a succeeded payment. The same Idempotence-Key again answers the same
   * refund. A refusal comes back as a 'canceled' refund with its reason; only a provider that
   * cannot be reached throws (the refund is sent again later with the same key).
   */
  createRefund(refund: NewProviderRefund): Promise<ProviderRefund>;
  getRefund(providerRefundId: string): Promise<ProviderRefund>;
}

export interface NewProviderRefund {
  /** `refunds.id`. */
  idempotenceKey: string;
  providerPaymentId: string;
  /** Roubles. */
  amount: number;
  description: string;
  /** The refund's fiscal receipt (54-FZ): what is given back, adding up to `amount`. */
  receipt: Receipt;
}

export interface ProviderRefund {
  /** The provider's id (`refunds.provider_refund_id`); null when the provider refused to make one. */
  id: string | null;
  status: 'pending' | 'succeeded' | 'canceled';
  /** Why a 'canceled' refund was refused, in Russian for staff; '' otherwise. */
  reason: string;
}

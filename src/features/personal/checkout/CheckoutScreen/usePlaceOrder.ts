import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlaceOrderMutation, type BasketItem } from '@features/api';
import { rememberAccount } from '../accountNotice';
import { newAttemptKey } from '../attemptKey';
import type { CheckoutValues } from '../checkoutValues';
import { orderFailureOf, type OrderFailure } from '../orderFailure';
import {
  attemptFor,
  orderRequestBody,
  outcomeUnknown,
  type CheckoutAttempt,
} from '../placeOrderRequest';

/** The confirmation of a placed order: the checkout page itself, by the query (issue 15 point 4). */
const confirmationUrl = (orderId: number) => `/personal/order/make/?orderId=${orderId}`;

export interface PlaceOrderSetup {
  /** The basket lines the page shows: the order's `seen`. */
  items: readonly BasketItem[];
  signedIn: boolean;
  /** Leaves the shop for the payment provider's page. */
  goToPayment: (url: string) => void;
}

/**
 * Placing the order (issue 15 point 3): one request at a time, one idempotency key per attempt,
 * then the payment page for a card payment or the confirmation; a refusal is kept for the page
 * (its message and the lines it names) until the shopper tries again.
 */
export function usePlaceOrder({ items, signedIn, goToPayment }: PlaceOrderSetup) {
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const navigate = useNavigate();
  const attempt = useRef<CheckoutAttempt | null>(null);
  const sending = useRef(false);
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const place = async (values: CheckoutValues, certificateCode: string | null = null) => {
    // A second click before the first answer must not become a second request.
    if (sending.current) return;
    sending.current = true;
    const body = orderRequestBody(values, items, signedIn, certificateCode);
    const current = attemptFor(attempt.current, body, newAttemptKey);
    attempt.current = current;
    setFailure(null);
    try {
      const { result } = await placeOrder({
        placeOrderRequest: { ...body, idempotencyKey: current.key },
      }).unwrap();
      attempt.current = null;
      rememberAccount(result.orderId, result.account);
      if (result.payment) {
        setRedirecting(true);
        goToPayment(result.payment.confirmationUrl);
      } else navigate(confirmationUrl(result.orderId));
    } catch (error) {
      if (!outcomeUnknown(error)) attempt.current = null;
      setFailure(orderFailureOf(error));
    } finally {
      sending.current = false;
    }
  };

  /** The shopper changed or removed a line the refusal named: its mark is out of date. */
  const forgetLine = (productId: number) =>
    setFailure((current) =>
      current
        ? { ...current, lines: current.lines.filter((line) => line.productId !== productId) }
        : current,
    );

  return { place, placing: isLoading, failure, redirecting, forgetLine };
}

import type { BasketItem, PlaceOrderRequest } from '@features/api';
import { needsAddress, type CheckoutValues, type DeliveryKind } from './checkoutValues';

/** The order as the form and the basket on screen describe it, without the attempt's key. */
export type OrderRequestBody = Omit<PlaceOrderRequest, 'idempotencyKey'>;

/**
 * The body of POST /api/checkout/order from valid form values: the delivery carries only what its
 * kind needs, an address is saved only for a signed-in shopper, and `seen` is the basket as the
 * page shows it, so the server can refuse when a price moved since (issue 15 point 2).
 */
export function orderRequestBody(
  values: CheckoutValues,
  items: readonly BasketItem[],
  signedIn: boolean,
  certificateCode: string | null = null,
): OrderRequestBody {
  const kind = values.delivery as DeliveryKind;
  const delivery: PlaceOrderRequest['delivery'] = { kind };
  if (needsAddress(kind)) {
    delivery.address = values.address.trim();
    if (signedIn && values.saveAddress) delivery.saveAddress = true;
  } else if (kind === 'pickup') delivery.pickupPointId = Number(values.pickupPointId);
  const comment = values.comment.trim();
  return {
    contact: {
      name: values.name.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
    },
    delivery,
    payment: values.payment as PlaceOrderRequest['payment'],
    ...(certificateCode ? { certificateCode } : {}),
    ...(comment ? { comment } : {}),
    agree: true,
    consent: true,
    seen: items.map(({ productId, quantity, price }) => ({ productId, quantity, price })),
  };
}

/** One checkout attempt: its idempotency key and the body it was made for. */
export interface CheckoutAttempt {
  key: string;
  body: string;
}

/**
 * The attempt to send now: the previous one again while the shopper changed nothing (a double
 * click, a retry after a lost answer), so the server makes one order; a new key as soon as the
 * order differs in anything.
 */
export function attemptFor(
  previous: CheckoutAttempt | null,
  body: OrderRequestBody,
  newKey: () => string,
): CheckoutAttempt {
  const serialized = JSON.stringify(body);
  return previous?.body === serialized ? previous : { key: newKey(), body: serialized };
}

/**
 * Whether a failed attempt may still have placed the order: no answer came (network, timeout) or
 * the server failed midway. Its key must then be sent again with the same order; after any other
 * answer the server has decided, and the next attempt is a new one.
 */
export function outcomeUnknown(failure: unknown): boolean {
  const status = (failure as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status >= 500;
}

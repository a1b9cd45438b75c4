import type { CheckoutDelivery, CheckoutOptions, PlaceOrderRequest } from '@features/api';

export type DeliveryKind = CheckoutDelivery['kind'];
export type PaymentMethod = PlaceOrderRequest['payment'];

/** What the shopper fills in on the checkout form. */
export interface CheckoutValues {
  name: string;
  phone: string;
  email: string;
  delivery: DeliveryKind | '';
  /** For courier and post. */
  address: string;
  saveAddress: boolean;
  /** For pickup: the chosen point's id as the radio's value, '' while none is chosen. */
  pickupPointId: string;
  payment: PaymentMethod | '';
  comment: string;
  agree: boolean;
  /** The personal-data box, apart from the terms of sale (issue 27 point 5). */
  consent: boolean;
}

/** Deliveries that bring the order to an address the shopper types (pickup has its points). */
export const needsAddress = (delivery: CheckoutValues['delivery']) =>
  delivery === 'courier' || delivery === 'post';

/** The form before the checkout options arrive. */
export const EMPTY_CHECKOUT_VALUES: CheckoutValues = {
  name: '',
  phone: '',
  email: '',
  delivery: '',
  address: '',
  saveAddress: false,
  pickupPointId: '',
  payment: '',
  comment: '',
  agree: false,
  consent: false,
};

/**
 * The form fitted to the options the server gives now (on arrival, after signing in on the page,
 * after the city changed): empty contact fields take the signed-in shopper's; a delivery, payment
 * or pickup point that is not offered (any more) gives way to the first one offered, or to the
 * only point of the city. What the shopper typed or chose among the offered stays.
 */
export function fitToOptions(values: CheckoutValues, options: CheckoutOptions): CheckoutValues {
  const { contact, deliveries, payments, pickupPoints } = options;
  const offered = <T>(value: T, list: readonly T[], fallback: T) =>
    list.includes(value) ? value : fallback;
  const onlyPoint = pickupPoints.length === 1 ? String(pickupPoints[0]!.id) : '';
  return {
    ...values,
    name: values.name || contact.name,
    phone: values.phone || contact.phone,
    email: values.email || contact.email,
    delivery: offered(
      values.delivery,
      deliveries.map((delivery) => delivery.kind),
      deliveries[0]?.kind ?? '',
    ),
    pickupPointId: offered(
      values.pickupPointId,
      pickupPoints.map((point) => String(point.id)),
      onlyPoint,
    ),
    payment: offered(
      values.payment,
      payments.map((payment) => payment.method),
      payments[0]?.method ?? '',
    ),
  };
}

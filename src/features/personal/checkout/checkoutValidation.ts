import { contactKind, type FieldErrors } from '@features/auth';
import { CONSENT_TEXTS } from '@features/consent';
import { CHECKOUT_ERRORS } from './checkoutTexts';
import { needsAddress, type CheckoutValues } from './checkoutValues';

/** Field name → message; an empty object means the order may be sent. */
export type CheckoutErrors = FieldErrors<CheckoutValues>;

// openapi.yaml DeliveryAddressText: minLength 5.
const ADDRESS_MIN_LENGTH = 5;

/**
 * The checks of openapi.yaml PlaceOrderRequest, with a Russian message for each field, so the
 * shopper learns what to fix before the server refuses. Phone and e-mail are told apart as the
 * sign-in form does (the same patterns as the server).
 */
export function validateCheckout(values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!values.name.trim()) errors.name = CHECKOUT_ERRORS.nameRequired;
  if (!values.phone.trim()) errors.phone = CHECKOUT_ERRORS.phoneRequired;
  else if (contactKind(values.phone) !== 'phone') errors.phone = CHECKOUT_ERRORS.phoneFormat;
  if (!values.email.trim()) errors.email = CHECKOUT_ERRORS.emailRequired;
  else if (contactKind(values.email) !== 'email') errors.email = CHECKOUT_ERRORS.emailFormat;
  if (!values.delivery) errors.delivery = CHECKOUT_ERRORS.deliveryRequired;
  if (needsAddress(values.delivery) && values.address.trim().length < ADDRESS_MIN_LENGTH)
    errors.address = CHECKOUT_ERRORS.addressRequired;
  if (values.delivery === 'pickup' && !values.pickupPointId)
    errors.pickupPointId = CHECKOUT_ERRORS.pickupRequired;
  if (!values.payment) errors.payment = CHECKOUT_ERRORS.paymentRequired;
  if (!values.agree) errors.agree = CHECKOUT_ERRORS.agreeRequired;
  if (!values.consent) errors.consent = CONSENT_TEXTS.required;
  return errors;
}

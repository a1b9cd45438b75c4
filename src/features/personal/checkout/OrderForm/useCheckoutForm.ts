import { useEffect } from 'react';
import type { CheckoutOptions } from '@features/api';
import { useValidatedForm, type FormHabits } from '@features/auth';
import { validateCheckout } from '../checkoutValidation';
import { EMPTY_CHECKOUT_VALUES, fitToOptions, type CheckoutValues } from '../checkoutValues';

const CHECKOUT_HABITS: FormHabits<CheckoutValues> = {
  checkOnLeave: true,
  // The address or the pickup point asked for belonged to the delivery chosen before.
  dependents: { delivery: ['address', 'pickupPointId'] },
};

/**
 * The checkout form's values and errors, fitted to the server's options whenever they change.
 * Errors behave as in the sign-in form (a field's error goes when it is edited), plus the habits
 * of long forms: a field the shopper typed in is checked when they leave it, and a refused
 * submit moves the focus to the first field to fix.
 */
export function useCheckoutForm(
  options: CheckoutOptions | null,
  onValid: (values: CheckoutValues) => void,
) {
  const form = useValidatedForm(
    () => (options ? fitToOptions(EMPTY_CHECKOUT_VALUES, options) : EMPTY_CHECKOUT_VALUES),
    validateCheckout,
    onValid,
    CHECKOUT_HABITS,
  );
  const { setValues } = form;

  // New options (they arrived, the shopper signed in here, the city changed): fit the form to them.
  useEffect(() => {
    if (options) setValues((current) => fitToOptions(current, options));
  }, [options, setValues]);

  return form;
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;

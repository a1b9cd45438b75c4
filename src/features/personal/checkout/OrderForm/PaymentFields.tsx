import { RadioCards } from '@ui/RadioCards';
import type { CheckoutOptions } from '@features/api';
import { CHECKOUT_TEXTS } from '../checkoutTexts';
import type { PaymentMethod } from '../checkoutValues';
import { FormSection } from './FormSection';
import type { CheckoutForm } from './useCheckoutForm';

/** Online by card or on receipt, as the server offers them. */
export function PaymentFields({ form, options }: { form: CheckoutForm; options: CheckoutOptions }) {
  return (
    <FormSection legend={CHECKOUT_TEXTS.paymentLegend}>
      <RadioCards<PaymentMethod>
        legend={CHECKOUT_TEXTS.paymentMethod}
        name="payment"
        options={options.payments.map(({ method, title }) => ({ value: method, title }))}
        value={form.values.payment}
        error={form.errors.payment}
        onChange={(method) => form.setField('payment', method)}
      />
    </FormSection>
  );
}

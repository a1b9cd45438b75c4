import { RadioCards } from '@ui/RadioCards';
import type { CheckoutOptions } from '@features/api';
import styled from 'styled-components';
import { CERTIFICATE_TEXTS, CHECKOUT_TEXTS } from '../checkoutTexts';
import type { PaymentMethod } from '../checkoutValues';
import { FormSection } from './FormSection';
import type { CheckoutForm } from './useCheckoutForm';

const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

/**
 * СБП, card or on receipt, as the server offers them (СБП first, issue 27 point 4); a basket
 * with gift certificates is paid online only, and the form says why.
 */
export function PaymentFields({ form, options }: { form: CheckoutForm; options: CheckoutOptions }) {
  return (
    <FormSection legend={CHECKOUT_TEXTS.paymentLegend}>
      {options.certificates !== 'none' && <Note>{CERTIFICATE_TEXTS.onlineOnly}</Note>}
      <RadioCards<PaymentMethod>
        legend={CHECKOUT_TEXTS.paymentMethod}
        name="payment"
        options={options.payments.map(({ method, title }) => ({
          value: method,
          title,
          details: method === 'sbp' ? CHECKOUT_TEXTS.sbpDetails : undefined,
        }))}
        value={form.values.payment}
        error={form.errors.payment}
        onChange={(method) => form.setField('payment', method)}
      />
    </FormSection>
  );
}

import styled from 'styled-components';
import { Textarea } from '@ui/Textarea';
import type { CheckoutOptions } from '@features/api';
import { ConsentCheckbox } from '@features/consent';
import { CHECKOUT_TEXTS } from '../checkoutTexts';
import type { OrderFailure } from '../orderFailure';
import { TermsField } from './TermsField';
import { ContactFields } from './ContactFields';
import { DeliveryFields } from './DeliveryFields';
import { FailureNotice } from './FailureNotice';
import { PaymentFields } from './PaymentFields';
import type { CheckoutForm } from './useCheckoutForm';

const Form = styled.form`
  display: grid;
  gap: 32px;
  max-width: 720px;
`;

/** The terms of sale and the personal-data consent: two boxes, read as one block. */
const Agreements = styled.div`
  display: grid;
  gap: 12px;
`;

export interface OrderFormProps {
  /** The form's id: the place-order button sits beside the sums, outside the form. */
  id: string;
  form: CheckoutForm;
  options: CheckoutOptions;
  /** Why the last attempt placed no order; shown at the top. */
  failure?: OrderFailure | null;
}

/** The order form under the basket: contacts, delivery, payment, a comment and consent. */
export function OrderForm({ id, form, options, failure }: OrderFormProps) {
  return (
    <Form id={id} noValidate onSubmit={form.submit} aria-label={CHECKOUT_TEXTS.title}>
      <FailureNotice failure={failure} />
      <ContactFields form={form} />
      <DeliveryFields form={form} options={options} />
      <PaymentFields form={form} options={options} />
      <Textarea
        label={CHECKOUT_TEXTS.comment}
        {...form.textField('comment')}
        maxLength={1000}
        rows={3}
      />
      <Agreements>
        <TermsField form={form} />
        <ConsentCheckbox
          checked={form.values.consent}
          invalid={Boolean(form.errors.consent)}
          onChange={(checked) => form.setField('consent', checked)}
        />
      </Agreements>
    </Form>
  );
}

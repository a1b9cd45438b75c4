import { Input } from '@ui/Input';
import { CHECKOUT_TEXTS } from '../checkoutTexts';
import { FormSection } from './FormSection';
import type { CheckoutForm } from './useCheckoutForm';

/** Name, phone and e-mail: who receives the order and where the confirmation goes. */
export function ContactFields({ form }: { form: CheckoutForm }) {
  return (
    <FormSection legend={CHECKOUT_TEXTS.contactLegend}>
      <Input
        label={CHECKOUT_TEXTS.name}
        {...form.textField('name')}
        autoComplete="name"
        maxLength={100}
      />
      <Input
        label={CHECKOUT_TEXTS.phone}
        {...form.textField('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={25}
      />
      <Input
        label={CHECKOUT_TEXTS.email}
        {...form.textField('email')}
        type="email"
        autoComplete="email"
        hint={CHECKOUT_TEXTS.emailHint}
        maxLength={200}
      />
    </FormSection>
  );
}

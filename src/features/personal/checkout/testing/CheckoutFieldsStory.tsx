import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@ui/Button';
import type { CheckoutOptions } from '@features/api';
import type { CheckoutValues } from '../checkoutValues';
import { useCheckoutForm } from '../OrderForm';

type CheckoutForm = ReturnType<typeof useCheckoutForm>;

export interface CheckoutFieldsStoryProps {
  options: CheckoutOptions;
  /** Choices made before the story starts (a delivery, a pickup point). */
  chosen?: Partial<CheckoutValues>;
  /** The section under test, given the live form. */
  children: (form: CheckoutForm) => ReactNode;
}

/**
 * One section of the checkout form alone, with the form's own state and checks: «Проверить»
 * submits as the order button does, so a story shows the section's errors and how they go.
 */
export function CheckoutFieldsStory({ options, chosen, children }: CheckoutFieldsStoryProps) {
  const form = useCheckoutForm(options, () => undefined);
  const { setValues } = form;
  // The section shows once the choices are made, so a play function never sees it before.
  const [ready, setReady] = useState(chosen === undefined);
  useEffect(() => {
    if (!chosen) return;
    setValues((current) => ({ ...current, ...chosen }));
    setReady(true);
  }, [chosen, setValues]);
  if (!ready) return null;
  return (
    <form noValidate onSubmit={form.submit} style={{ display: 'grid', gap: 24, maxWidth: 720 }}>
      {children(form)}
      <div>
        <Button type="submit" variant="secondary">
          Проверить
        </Button>
      </div>
    </form>
  );
}

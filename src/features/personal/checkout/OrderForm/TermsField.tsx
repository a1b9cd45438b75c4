import { useId } from 'react';
import styled from 'styled-components';
import { Checkbox } from '@ui/Checkbox';
import { CHECKOUT_TEXTS, TERMS_URL } from '../checkoutTexts';
import type { CheckoutForm } from './useCheckoutForm';

const Error = styled.p`
  margin: 4px 0 0 30px;
  color: var(--color-error);
  font-size: var(--font-size-sm);
`;

/**
 * Consent to the terms of sale, never ticked in advance. The terms open in a new tab, so the
 * filled form stays as it is. The personal-data consent is a box of its own (152-FZ wants it
 * apart from other terms; issue 27 point 5).
 */
export function TermsField({ form }: { form: CheckoutForm }) {
  const errorId = useId();
  const error = form.errors.agree;
  return (
    <div>
      <Checkbox
        name="agree"
        checked={form.values.agree}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => form.setField('agree', event.target.checked)}
        label={
          <>
            {CHECKOUT_TEXTS.termsBefore}
            <a href={TERMS_URL} target="_blank" rel="noopener">
              {CHECKOUT_TEXTS.termsLink}
            </a>
          </>
        }
      />
      {error && <Error id={errorId}>{error}</Error>}
    </div>
  );
}

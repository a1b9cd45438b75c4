import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Input } from '@ui/Input';
import type { SavedAddress } from '@features/api';
import { CHECKOUT_TEXTS } from '../checkoutTexts';
import type { CheckoutForm } from './useCheckoutForm';

const Saved = styled.div`
  display: grid;
  gap: 8px;
  & > p {
    margin: 0;
    font-size: var(--font-size-sm);
    font-weight: 600;
  }
  & > ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & button {
    height: auto;
    min-height: 32px;
    padding-block: 4px;
    white-space: normal;
    text-align: left;
  }
`;

export interface AddressFieldsProps {
  form: CheckoutForm;
  /** The signed-in shopper's saved addresses: one click puts one in the field. */
  addresses: readonly SavedAddress[];
  signedIn: boolean;
}

/** The address for courier or post, with the saved ones to pick and 'Сохранить адрес'. */
export function AddressFields({ form, addresses, signedIn }: AddressFieldsProps) {
  const savedId = useId();
  const address = form.values.address.trim();
  const isSaved = addresses.some((saved) => saved.address === address);
  return (
    <>
      {addresses.length > 0 && (
        <Saved>
          <p id={savedId}>{CHECKOUT_TEXTS.savedAddresses}</p>
          <ul aria-labelledby={savedId}>
            {addresses.map((saved) => (
              <li key={saved.id}>
                <Button
                  variant="secondary"
                  size="s"
                  aria-pressed={saved.address === address}
                  onClick={() => form.setField('address', saved.address)}
                >
                  {saved.address}
                </Button>
              </li>
            ))}
          </ul>
        </Saved>
      )}
      <Input
        label={CHECKOUT_TEXTS.address}
        hint={CHECKOUT_TEXTS.addressHint}
        {...form.textField('address')}
        autoComplete="street-address"
        maxLength={300}
      />
      {signedIn && !isSaved && (
        <Checkbox
          label={CHECKOUT_TEXTS.saveAddress}
          name="saveAddress"
          checked={form.values.saveAddress}
          onChange={(event) => form.setField('saveAddress', event.target.checked)}
        />
      )}
    </>
  );
}

import styled from 'styled-components';
import { productionTimeText } from '@shared';
import { RadioCards } from '@ui/RadioCards';
import { VisuallyHidden } from '@ui/VisuallyHidden';
import { formatPrice } from '@ui/format';
import type { CheckoutDelivery, CheckoutOptions } from '@features/api';
import { CERTIFICATE_TEXTS, CHECKOUT_TEXTS } from '../checkoutTexts';
import { needsAddress, type DeliveryKind } from '../checkoutValues';
import { formatDateRange } from '../deliveryDates';
import { AddressFields } from './AddressFields';
import { FormSection } from './FormSection';
import type { CheckoutForm } from './useCheckoutForm';

const City = styled.p`
  display: grid;
  gap: 2px;
  margin: 0;
  & small {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

// Money the shopper did not expect to pay: drawn as a warning, not as a muted hint.
const Warning = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: var(--radius-control);
  background: var(--color-warning-tint);
  color: var(--color-warning);
`;

/**
 * Issue 26 point 8: a delivery free for the goods without the coupon but paid with it (the coupon
 * took the sum under its threshold).
 */
const paidByCoupon = (delivery: CheckoutDelivery) =>
  delivery.freeFrom !== null && delivery.price > delivery.priceWithoutCoupon;

const couponDeliveryNote = ({ title, freeFrom, price }: CheckoutDelivery) =>
  `С купоном сумма заказа меньше ${formatPrice(freeFrom ?? 0)}, поэтому доставка «${title}» теперь платная: ${formatPrice(price)}.`;

/** Why the dates are later than the ways' days (issue 26 point 4): goods made to order. */
const madeToOrderNote = (days: number) =>
  `В заказе есть товары, которые мы изготовим для вас: ${productionTimeText(days)}. Сроки доставки ниже считаются от дня, когда заказ будет готов.`;

/** What a delivery costs this basket: 'Бесплатно' when nothing. */
export const deliveryPriceText = (price: number) =>
  price === 0 ? CHECKOUT_TEXTS.free : formatPrice(price);

function deliveryOption(delivery: CheckoutDelivery) {
  const freeFrom = delivery.price > 0 && delivery.freeFrom !== null ? delivery.freeFrom : null;
  return {
    value: delivery.kind,
    title: delivery.title,
    aside: deliveryPriceText(delivery.price),
    details: (
      <>
        <span>{formatDateRange(delivery.dateFrom, delivery.dateTo)}</span>
        {freeFrom !== null && <span>Бесплатно от {formatPrice(freeFrom)}</span>}
      </>
    ),
  };
}

/**
 * Delivery to the shopper's city (changed in the header, where the city is chosen for the whole
 * shop): the ways with price and dates, then the address or the city's pickup points.
 */
export function DeliveryFields({
  form,
  options,
}: {
  form: CheckoutForm;
  options: CheckoutOptions;
}) {
  const { values, errors, setField } = form;
  const couponNotes = options.deliveries.filter(paidByCoupon).map(couponDeliveryNote);
  // issue 26 point 1: certificates alone are electronic, nothing to deliver and no price
  if (options.certificates === 'only')
    return (
      <FormSection legend={CHECKOUT_TEXTS.deliveryLegend}>
        <Note role="note">{CERTIFICATE_TEXTS.electronic}</Note>
      </FormSection>
    );
  return (
    <FormSection legend={CHECKOUT_TEXTS.deliveryLegend}>
      <City>
        <span>
          {CHECKOUT_TEXTS.city}: <strong>{options.location.name}</strong>
        </span>
        <small>{CHECKOUT_TEXTS.cityHint}</small>
      </City>
      {options.productionDays > 0 && options.deliveries.length > 0 && (
        <Note>{madeToOrderNote(options.productionDays)}</Note>
      )}
      {/* A live region is read out only when it was in the markup before its text came: this one
          always is, hidden from sight and out of the grid; the warnings are its visible copy. */}
      <VisuallyHidden role="status">{couponNotes.join(' ')}</VisuallyHidden>
      {couponNotes.map((note) => (
        <Warning key={note} aria-hidden="true">
          {note}
        </Warning>
      ))}
      {options.deliveries.length === 0 ? (
        <Note role="alert">{CHECKOUT_TEXTS.noDeliveries}</Note>
      ) : (
        <RadioCards<DeliveryKind>
          legend={CHECKOUT_TEXTS.deliveryKind}
          name="delivery"
          options={options.deliveries.map(deliveryOption)}
          value={values.delivery}
          error={errors.delivery}
          onChange={(kind) => setField('delivery', kind)}
        />
      )}
      {needsAddress(values.delivery) && (
        <AddressFields form={form} addresses={options.addresses} signedIn={options.signedIn} />
      )}
      {values.delivery === 'pickup' && (
        <RadioCards
          legend={CHECKOUT_TEXTS.pickupPoints}
          name="pickupPointId"
          options={options.pickupPoints.map((point) => ({
            value: String(point.id),
            title: point.title,
            details: (
              <>
                <span>{point.address}</span>
                <span>{point.hours}</span>
              </>
            ),
          }))}
          value={values.pickupPointId}
          error={errors.pickupPointId}
          onChange={(id) => setField('pickupPointId', id)}
        />
      )}
    </FormSection>
  );
}

import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { ErrorState } from '@ui/ErrorState';
import { LoadingBlock } from '@ui/LoadingOverlay';
import { SCROLL_OFFSET_PX } from '@features/page';
import { formatPrice } from '@ui/format';
import { up } from '@ui/tokens';
import type { BasketInfo, CheckoutOptions } from '@features/api';
import { CHECKOUT_TEXTS } from '../checkoutTexts';
import type { CheckoutValues } from '../checkoutValues';
import type { OrderFailure } from '../orderFailure';
import { OrderForm, useCheckoutForm } from '../OrderForm';
import { BasketLine } from './BasketLine';
import { certificateShare, type AppliedCertificate } from '../certificatePayment';
import { BasketSummary, totalToPay } from './BasketSummary';
import { CertificateForm } from './CertificateForm';
import { CouponForm } from './CouponForm';

const Columns = styled.div`
  display: grid;
  gap: 32px;
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

const Main = styled.div`
  display: grid;
  gap: 32px;
  min-width: 0;
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ChangeError = styled.p`
  margin: 0 0 8px;
  color: var(--color-error);
`;

/**
 * The sums and the place-order button. On phones the panel dissolves into the page's column
 * (display: contents), so its bar can stay at the bottom of the screen through the whole form;
 * from 992 px it is a card beside the basket that follows the scroll under the sticky header.
 */
const Panel = styled.section`
  display: contents;
  ${up('lg')} {
    position: sticky;
    top: ${SCROLL_OFFSET_PX + 16}px;
    display: grid;
    gap: 16px;
    padding: 24px;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-card);
    background: var(--color-surface);
  }
`;

const PanelTitle = styled.h2`
  margin: 0;
  font-size: var(--font-size-lg);
`;

const PlaceBar = styled.div`
  position: sticky;
  /* Above the cookie notice while it is shown (issue 27 point 5: never over the place button). */
  bottom: var(--fixed-bottom-space, 0px);
  z-index: var(--z-sticky);
  display: flex;
  align-items: center;
  gap: 16px;
  margin: 0 -16px;
  padding: 12px 16px;
  border-top: 1px solid var(--color-border);
  background: var(--color-surface);
  & > button {
    flex: 1;
  }
  ${up('lg')} {
    position: static;
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

const BarTotal = styled.p`
  display: grid;
  margin: 0;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
  & strong {
    color: var(--color-text);
    font-size: var(--font-size-lg);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  ${up('lg')} {
    display: none;
  }
`;

/**
 * The question before the basket is emptied (issue 9 point 18: one click cleared it).
 * @internal exported for a test only
 */
export const CLEAR_BASKET_QUESTION = 'Очистить корзину?';

export interface CheckoutContentProps {
  basket: BasketInfo;
  /** Contacts, deliveries and payments for this shopper and city; null while they load. */
  options: CheckoutOptions | null;
  /** The options could not be loaded: the basket stays usable, the form says so. */
  optionsFailed?: boolean;
  busyItemIds: number[];
  couponBusy?: boolean;
  couponError?: string | null;
  /** The last basket change failed with this message. */
  error?: string | null;
  placing?: boolean;
  failure?: OrderFailure | null;
  onPlace: (values: CheckoutValues) => void;
  onQuantityChange: (basketItemId: number, quantity: number) => void;
  onRemove: (basketItemId: number) => void;
  onClear: () => void;
  onApplyCoupon: (coupon: string) => void;
  onRemoveCoupon: (coupon: string) => void;
  /** The gift certificate that pays (a part of) the order; null for none. */
  certificate?: AppliedCertificate | null;
  certificateBusy?: boolean;
  /** Why the last certificate code was refused. */
  certificateError?: string | null;
  onApplyCertificate: (code: string) => void;
  onRemoveCertificate: () => void;
  onRetryOptions?: () => void;
  linkAs?: LinkComponent;
}

/** The basket, the order form under it and the sums with the place-order button beside. */
export function CheckoutContent(props: CheckoutContentProps) {
  const { basket, options, failure, linkAs } = props;
  const formId = useId();
  const form = useCheckoutForm(options, props.onPlace);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const delivery = options?.deliveries.find((option) => option.kind === form.values.delivery);
  // issue 26 point 1: certificates sent by e-mail have no delivery line in the sums
  const deliveryPrice = delivery && delivery.kind !== 'email' ? delivery.price : null;
  const certificate = props.certificate ?? null;
  const certificatePaid = certificateShare(basket, deliveryPrice, certificate);
  const problemOf = (productId: number) =>
    failure?.lines.find((line) => line.productId === productId);

  return (
    <Columns>
      <Main>
        <div>
          {props.error && <ChangeError role="alert">{props.error}</ChangeError>}
          <Lines aria-label="Товары в корзине">
            {basket.items.map((item) => (
              <BasketLine
                key={item.basketItemId}
                item={item}
                busy={props.busyItemIds.includes(item.basketItemId)}
                problem={problemOf(item.productId)}
                onQuantityChange={props.onQuantityChange}
                onRemove={props.onRemove}
                linkAs={linkAs}
              />
            ))}
          </Lines>
          <Button
            variant="ghost"
            size="s"
            iconStart="trash"
            onClick={() => setConfirmingClear(true)}
          >
            Очистить корзину
          </Button>
          <ConfirmDialog
            open={confirmingClear}
            title={CLEAR_BASKET_QUESTION}
            text="Все товары будут удалены из корзины."
            confirmLabel="Очистить"
            onConfirm={() => {
              setConfirmingClear(false);
              props.onClear();
            }}
            onCancel={() => setConfirmingClear(false)}
          />
        </div>
        {options ? (
          <OrderForm id={formId} form={form} options={options} failure={failure} />
        ) : props.optionsFailed ? (
          <ErrorState text={CHECKOUT_TEXTS.optionsFailed} onRetry={props.onRetryOptions} />
        ) : (
          <LoadingBlock label="Загрузка способов доставки" />
        )}
      </Main>
      <Panel aria-label={CHECKOUT_TEXTS.summaryTitle}>
        <PanelTitle>{CHECKOUT_TEXTS.summaryTitle}</PanelTitle>
        <CouponForm
          coupons={basket.coupons}
          error={props.couponError}
          busy={props.couponBusy}
          onApply={props.onApplyCoupon}
          onRemove={props.onRemoveCoupon}
        />
        <CertificateForm
          applied={certificate}
          share={certificatePaid}
          error={props.certificateError}
          busy={props.certificateBusy}
          certificatesOnly={options?.certificates === 'only'}
          onApply={props.onApplyCertificate}
          onRemove={props.onRemoveCertificate}
        />
        <BasketSummary
          summary={basket.summary}
          deliveryPrice={deliveryPrice}
          certificatePaid={certificatePaid}
        />
        <PlaceBar>
          <BarTotal aria-hidden="true">
            {CHECKOUT_TEXTS.total}
            <strong>
              {formatPrice(totalToPay(basket.summary, deliveryPrice, certificatePaid))}
            </strong>
          </BarTotal>
          <Button
            type="submit"
            form={formId}
            size="l"
            fullWidth
            loading={props.placing}
            disabled={!options || options.deliveries.length === 0}
          >
            {CHECKOUT_TEXTS.place}
          </Button>
        </PlaceBar>
      </Panel>
    </Columns>
  );
}

import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import { Card } from '@ui/Card';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { LoadingOverlay } from '@ui/LoadingOverlay';
import type { BasketInfo } from '@features/api';
import { BasketLine } from './BasketLine';
import { BasketSummary } from './BasketSummary';
import { CouponForm } from './CouponForm';

const Columns = styled.div`
  display: grid;
  gap: 24px;
  @media (min-width: 992px) {
    grid-template-columns: 1fr 360px;
    align-items: start;
  }
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Aside = styled.div`
  display: grid;
  gap: 16px;
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

const Pending = styled.div`
  position: relative;
  min-height: 240px;
`;

/** Shown on the page: placing the order is a later issue. */
export const CHECKOUT_LATER_NOTE =
  'Оформление заказа на сайте скоро заработает. Корзина сохранится.';

export interface CheckoutViewProps {
  /** Breadcrumbs and H1. */
  title: ReactNode;
  /** The basket, null while it loads. */
  basket: BasketInfo | null;
  /** The basket could not be loaded. */
  failed?: boolean;
  /** basketItemIds whose change is being saved. */
  busyItemIds?: number[];
  couponBusy?: boolean;
  couponError?: string | null;
  /** The last basket change failed with this message. */
  error?: string | null;
  onQuantityChange: (basketItemId: number, quantity: number) => void;
  onRemove: (basketItemId: number) => void;
  onClear: () => void;
  onApplyCoupon: (coupon: string) => void;
  onRemoveCoupon: (coupon: string) => void;
  onRetry?: () => void;
  linkAs?: LinkComponent;
}

/** The question before the basket is emptied (issue 9 point 18: one click cleared it). */
export const CLEAR_BASKET_QUESTION = 'Очистить корзину?';

/** The checkout page (`/personal/order/make/`): the basket with quantities, coupons and sums. */
export function CheckoutView(props: CheckoutViewProps) {
  const { title, basket, failed = false, busyItemIds = [], linkAs } = props;
  const [confirmingClear, setConfirmingClear] = useState(false);
  let body: ReactNode;
  if (failed && !basket)
    body = <ErrorState text="Не удалось загрузить корзину." onRetry={props.onRetry} />;
  else if (!basket)
    body = (
      <Pending aria-busy="true">
        <LoadingOverlay visible label="Загрузка корзины" />
      </Pending>
    );
  else if (basket.items.length === 0)
    body = (
      <EmptyState
        icon="basket"
        title="В корзине пока ничего нет"
        text="Загляните в каталог — там больше ста тысяч товаров для творчества."
        action={
          <Button href="/shop/" linkAs={linkAs}>
            Перейти в каталог
          </Button>
        }
      />
    );
  else
    body = (
      <Columns>
        <div>
          {props.error && <ErrorState title={props.error} />}
          <Lines aria-label="Товары в корзине">
            {basket.items.map((item) => (
              <BasketLine
                key={item.basketItemId}
                item={item}
                busy={busyItemIds.includes(item.basketItemId)}
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
        <Card padding="l">
          <Aside>
            <CouponForm
              coupons={basket.coupons}
              error={props.couponError}
              busy={props.couponBusy}
              onApply={props.onApplyCoupon}
              onRemove={props.onRemoveCoupon}
            />
            <BasketSummary summary={basket.summary} />
            <Button fullWidth size="l" disabled>
              Оформить заказ
            </Button>
            <Note>{CHECKOUT_LATER_NOTE}</Note>
          </Aside>
        </Card>
      </Columns>
    );

  return (
    <section>
      {title}
      {body}
    </section>
  );
}

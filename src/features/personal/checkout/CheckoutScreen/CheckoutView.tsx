import type { ReactNode } from 'react';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { LoadingBlock } from '@ui/LoadingOverlay';
import type { BasketInfo } from '@features/api';
import { CHECKOUT_TEXTS } from '../checkoutTexts';
import { CheckoutContent, type CheckoutContentProps } from './CheckoutContent';

export interface CheckoutViewProps extends Omit<CheckoutContentProps, 'basket' | 'busyItemIds'> {
  /** Breadcrumbs and H1. */
  title: ReactNode;
  /** The basket, null while it loads. */
  basket: BasketInfo | null;
  /** The basket could not be loaded. */
  failed?: boolean;
  /** basketItemIds whose change is being saved. */
  busyItemIds?: number[];
  /** The order is placed and the browser is on its way to the payment page. */
  redirecting?: boolean;
  onRetry?: () => void;
}

/**
 * The checkout page (`/personal/order/make/`): the basket with quantities, coupons and sums, and
 * the order form under it (issue 15 point 1).
 */
export function CheckoutView(props: CheckoutViewProps) {
  const { title, basket, failed = false, busyItemIds = [] } = props;
  let body: ReactNode;
  if (props.redirecting) body = <LoadingBlock label={CHECKOUT_TEXTS.redirecting} />;
  else if (failed && !basket)
    body = <ErrorState text="Не удалось загрузить корзину." onRetry={props.onRetry} />;
  else if (!basket) body = <LoadingBlock label="Загрузка корзины" />;
  else if (basket.items.length === 0)
    body = (
      <EmptyState
        icon="basket"
        title="В корзине пока ничего нет"
        text="Загляните в каталог — там больше ста тысяч товаров для творчества."
        action={
          <Button href="/shop/" linkAs={props.linkAs}>
            Перейти в каталог
          </Button>
        }
      />
    );
  else body = <CheckoutContent {...props} basket={basket} busyItemIds={busyItemIds} />;

  return (
    <section>
      {title}
      {body}
    </section>
  );
}

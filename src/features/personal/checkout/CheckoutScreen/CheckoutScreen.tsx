import { useSearchParams } from 'react-router-dom';
import { usePageBreadcrumbs, usePageData } from '@features/page';
import { CHECKOUT_TEXTS } from '../checkoutTexts';
import { OrderConfirmationScreen } from '../OrderConfirmation';
import { BasketCheckoutScreen } from './BasketCheckoutScreen';

/** A real page change: the provider's confirmation page is outside the shop. */
const leaveForPayment = (url: string) => window.location.assign(url);

export interface CheckoutScreenProps {
  /** Opens the payment provider's page; stories pass a spy instead of leaving Storybook. */
  goToPayment?: (url: string) => void;
}

/**
 * `/personal/order/make/`: the basket icon's page (spec §2) with the order form; with `?orderId=`
 * the confirmation of that order. Each basket change reloads the basket (R-BASKET-3).
 */
export function CheckoutScreen({ goToPayment = leaveForPayment }: CheckoutScreenProps) {
  const [params] = useSearchParams();
  const page = usePageData();
  const breadcrumbs = usePageBreadcrumbs(page);
  const orderId = params.get('orderId');
  if (orderId !== null)
    return (
      <OrderConfirmationScreen
        orderId={orderId}
        breadcrumbs={breadcrumbs}
        goToPayment={goToPayment}
      />
    );
  return (
    <BasketCheckoutScreen
      title={page?.seo.h1 ?? CHECKOUT_TEXTS.title}
      breadcrumbs={breadcrumbs}
      goToPayment={goToPayment}
    />
  );
}

import { useState } from 'react';
import type { Crumb } from '@ui/Breadcrumbs';
import { useGetMyOrderQuery, usePayMyOrderMutation } from '@features/api';
import { serverErrorMessage } from '@features/auth';
import { RouterLink, useDocumentHead } from '@features/page';
import { rememberedAccount } from '../accountNotice';
import { CONFIRMATION_TEXTS } from '../checkoutTexts';
import { OrderConfirmationView } from './OrderConfirmationView';

// openapi.yaml OrderId: an integer column id.
const MAX_ORDER_ID = 2147483647;

export interface OrderConfirmationScreenProps {
  /** The `orderId` query as written in the url. */
  orderId: string;
  breadcrumbs: readonly Crumb[];
  goToPayment: (url: string) => void;
}

/**
 * `/personal/order/make/?orderId=N` (issue 15 point 4): the placed order with its payment state,
 * and 'Оплатить' while it waits for a card payment. An order that is not the visitor's is 404.
 */
export function OrderConfirmationScreen({
  orderId: written,
  breadcrumbs,
  goToPayment,
}: OrderConfirmationScreenProps) {
  const orderId = Number(written);
  const valid = Number.isInteger(orderId) && orderId > 0 && orderId <= MAX_ORDER_ID;
  // Back from the payment page: the order as the server knows it now, with the payment checked.
  const query = useGetMyOrderQuery({ orderId }, { skip: !valid, refetchOnMountOrArgChange: true });
  const [pay] = usePayMyOrderMutation();
  const [leaving, setLeaving] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [account] = useState(() => (valid ? rememberedAccount(orderId) : null));
  const notFound = !valid || (query.error as { status?: unknown } | undefined)?.status === 404;
  useDocumentHead({
    title: notFound ? CONFIRMATION_TEXTS.notFound : CONFIRMATION_TEXTS.title(orderId),
    meta: [{ name: 'robots', content: 'noindex' }],
  });

  const startPayment = async () => {
    setPayError(null);
    setLeaving(true);
    try {
      const { result } = await pay({ orderId }).unwrap();
      goToPayment(result.confirmationUrl);
    } catch (failure) {
      setLeaving(false);
      setPayError(serverErrorMessage(failure));
    }
  };

  return (
    <OrderConfirmationView
      orderId={orderId}
      breadcrumbs={breadcrumbs}
      order={query.data?.result ?? null}
      notFound={notFound}
      failed={query.isError && !notFound}
      account={account}
      paying={leaving}
      payError={payError}
      onPay={startPayment}
      onRetry={query.refetch}
      linkAs={RouterLink}
    />
  );
}

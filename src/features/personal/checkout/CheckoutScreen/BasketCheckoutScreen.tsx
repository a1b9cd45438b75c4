import { useState } from 'react';
import type { Crumb } from '@ui/Breadcrumbs';
import {
  useApplyCouponMutation,
  useClearBasketMutation,
  useGetBasketInfoQuery,
  useGetCheckoutOptionsQuery,
  useRemoveCouponMutation,
  useRemoveFromBasketMutation,
  useUpdateBasketQuantityMutation,
} from '@features/api';
import { PageTitle, RouterLink, useDocumentHead } from '@features/page';
import { CheckoutView } from './CheckoutView';
import { useGiftCertificate } from './useGiftCertificate';
import { usePlaceOrder } from './usePlaceOrder';

/** The error text of a failed call: the server's Russian message (docs/api.md "Envelope"). */
function messageOf(error: unknown): string {
  const data = (error as { data?: { error?: { message?: unknown } } } | undefined)?.data;
  const message = data?.error?.message;
  return typeof message === 'string' ? message : 'Не удалось изменить корзину. Попробуйте ещё раз.';
}

export interface BasketCheckoutScreenProps {
  title: string;
  breadcrumbs: readonly Crumb[];
  goToPayment: (url: string) => void;
}

/** The basket and the order form: the checkout before the order is placed. */
export function BasketCheckoutScreen({
  title,
  breadcrumbs,
  goToPayment,
}: BasketCheckoutScreenProps) {
  // R-ROUTE-4: no page JSON for this route, so the head is the route's own.
  useDocumentHead({ title, meta: [{ name: 'robots', content: 'noindex' }] });

  // The checkout shows the basket as the server has it now, not as the header last loaded it.
  const basketQuery = useGetBasketInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const optionsQuery = useGetCheckoutOptionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const basket = basketQuery.data?.result ?? null;
  const options = optionsQuery.data?.result ?? null;
  const ordering = usePlaceOrder({
    items: basket?.items ?? [],
    signedIn: options?.signedIn ?? false,
    goToPayment,
  });
  const [updateQuantity] = useUpdateBasketQuantityMutation();
  const [removeItem] = useRemoveFromBasketMutation();
  const [clearBasket] = useClearBasketMutation();
  const [applyCoupon, applying] = useApplyCouponMutation();
  const [removeCoupon] = useRemoveCouponMutation();
  const certificate = useGiftCertificate();
  const [busyItemIds, setBusyItemIds] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);

  const changeLine = async (basketItemId: number, change: () => Promise<unknown>) => {
    const line = basket?.items.find((item) => item.basketItemId === basketItemId);
    if (line) ordering.forgetLine(line.productId);
    setBusyItemIds((ids) => [...ids, basketItemId]);
    setError(null);
    try {
      await change();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusyItemIds((ids) => ids.filter((id) => id !== basketItemId));
    }
  };

  return (
    <CheckoutView
      title={<PageTitle title={title} breadcrumbs={breadcrumbs} linkAs={RouterLink} />}
      basket={basket}
      failed={basketQuery.isError}
      options={options}
      optionsFailed={optionsQuery.isError}
      busyItemIds={busyItemIds}
      error={error}
      couponBusy={applying.isLoading}
      couponError={couponError}
      placing={ordering.placing}
      failure={ordering.failure}
      redirecting={ordering.redirecting}
      onPlace={(values) => ordering.place(values, certificate.applied?.code ?? null)}
      certificate={certificate.applied}
      certificateBusy={certificate.busy}
      certificateError={certificate.error}
      onApplyCertificate={certificate.apply}
      onRemoveCertificate={certificate.remove}
      onQuantityChange={(basketItemId, quantity) =>
        changeLine(basketItemId, () =>
          updateQuantity({ body: { basketItemId, quantity } }).unwrap(),
        )
      }
      onRemove={(basketItemId) =>
        changeLine(basketItemId, () => removeItem({ body: { basketItemId } }).unwrap())
      }
      onClear={() =>
        clearBasket()
          .unwrap()
          .catch((failure) => setError(messageOf(failure)))
      }
      onApplyCoupon={(coupon) => {
        setCouponError(null);
        applyCoupon({ couponRequest: { coupon } })
          .unwrap()
          .catch((failure) => setCouponError(messageOf(failure)));
      }}
      onRemoveCoupon={(coupon) => {
        // A refusal that named this coupon («нельзя применить вместе с …») no longer holds.
        setCouponError(null);
        removeCoupon({ couponRequest: { coupon } })
          .unwrap()
          .catch((failure) => setError(messageOf(failure)));
      }}
      onRetry={basketQuery.refetch}
      onRetryOptions={optionsQuery.refetch}
      linkAs={RouterLink}
    />
  );
}

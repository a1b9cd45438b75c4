import { useState } from 'react';
import {
  useApplyCouponMutation,
  useClearBasketMutation,
  useGetBasketInfoQuery,
  useRemoveCouponMutation,
  useRemoveFromBasketMutation,
  useUpdateBasketQuantityMutation,
} from '@features/api';
import {
  PageTitle,
  RouterLink,
  useDocumentHead,
  usePageBreadcrumbs,
  usePageData,
} from '@features/page';
import { CheckoutView } from './CheckoutView';

/** The error text of a failed call: the server's Russian message (docs/api.md "Envelope"). */
function messageOf(error: unknown): string {
  const data = (error as { data?: { error?: { message?: unknown } } } | undefined)?.data;
  const message = data?.error?.message;
  return typeof message === 'string' ? message : 'Не удалось изменить корзину. Попробуйте ещё раз.';
}

/** `/personal/order/make/`: the basket icon's page (spec §2). Each change reloads the basket (R-BASKET-3). */
export function CheckoutScreen() {
  const page = usePageData();
  const breadcrumbs = usePageBreadcrumbs(page);
  const title = page?.seo.h1 ?? 'Оформление заказа';
  // R-ROUTE-4: no page JSON for this route, so the head is the route's own.
  useDocumentHead({ title, meta: [{ name: 'robots', content: 'noindex' }] });

  // The checkout shows the basket as the server has it now, not as the header last loaded it.
  const basketQuery = useGetBasketInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const [updateQuantity] = useUpdateBasketQuantityMutation();
  const [removeItem] = useRemoveFromBasketMutation();
  const [clearBasket] = useClearBasketMutation();
  const [applyCoupon, applying] = useApplyCouponMutation();
  const [removeCoupon] = useRemoveCouponMutation();
  const [busyItemIds, setBusyItemIds] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);

  const changeLine = async (basketItemId: number, change: () => Promise<unknown>) => {
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
      basket={basketQuery.data?.result ?? null}
      failed={basketQuery.isError}
      busyItemIds={busyItemIds}
      error={error}
      couponBusy={applying.isLoading}
      couponError={couponError}
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
      onRemoveCoupon={(coupon) =>
        removeCoupon({ couponRequest: { coupon } })
          .unwrap()
          .catch((failure) => setError(messageOf(failure)))
      }
      onRetry={basketQuery.refetch}
      linkAs={RouterLink}
    />
  );
}

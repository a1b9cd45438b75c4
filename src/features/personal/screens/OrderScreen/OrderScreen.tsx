import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  useCancelMyOrderMutation,
  useGetMyOrderQuery,
  usePayMyOrderMutation,
  useRepeatMyOrderMutation,
} from '@features/api';
import { errorMessageOf } from '@features/api';
import { orderTitle } from '@shared';
import { RouterLink } from '@features/page';
import { usePersonalTitle } from '../../usePersonalTitle';
import type { OrderAction } from './OrderActions';
import type { OrderOutcomeValue } from './OrderOutcome';
import { OrderView } from './OrderView';

export interface OrderScreenProps {
  /** Leaves the shop for the payment page (`window.location.assign`; a spy in stories). */
  goTo?: (url: string) => void;
}

/** When the server's refusal carries no message of its own (network down). */
const FAILED: Record<OrderAction, string> = {
  pay: 'Не удалось перейти к оплате. Попробуйте ещё раз.',
  repeat: 'Не удалось положить товары в корзину. Попробуйте ещё раз.',
  cancel: 'Не удалось отменить заказ. Попробуйте ещё раз.',
};

const leaveForPayment = (url: string) => window.location.assign(url);

const isNotFound = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
};

/** `/personal/orders/{orderId}/`: the order, and paying, repeating and cancelling it. */
export function OrderScreen({ goTo = leaveForPayment }: OrderScreenProps) {
  const orderId = Number(useParams().orderId);
  const title = usePersonalTitle(orderTitle(orderId));
  const order = useGetMyOrderQuery({ orderId });
  const [pay] = usePayMyOrderMutation();
  const [repeat] = useRepeatMyOrderMutation();
  const [cancel] = useCancelMyOrderMutation();
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const [outcome, setOutcome] = useState<OrderOutcomeValue | null>(null);

  const run = async (action: OrderAction, call: () => Promise<OrderOutcomeValue | null>) => {
    setBusy(action);
    setOutcome(null);
    try {
      const done = await call();
      setOutcome(done);
      // Paying leaves the shop: the button keeps its progress until the payment page opens.
      if (done) setBusy(null);
    } catch (failure) {
      setOutcome({ kind: 'failed', message: errorMessageOf(failure, FAILED[action]) });
      setBusy(null);
    }
  };

  const notFound = order.isError && isNotFound(order.error);
  return (
    <OrderView
      title={title}
      order={order.data?.result ?? null}
      notFound={notFound}
      failed={order.isError && !order.data && !notFound}
      onRetry={order.refetch}
      busy={busy}
      outcome={outcome}
      onPay={() =>
        run('pay', async () => {
          goTo((await pay({ orderId }).unwrap()).result.confirmationUrl);
          return null;
        })
      }
      onRepeat={() =>
        run('repeat', async () => ({
          kind: 'repeated',
          result: (await repeat({ orderId }).unwrap()).result,
        }))
      }
      onCancel={() =>
        run('cancel', async () => {
          await cancel({ orderId }).unwrap();
          return { kind: 'cancelled' };
        })
      }
      linkAs={RouterLink}
    />
  );
}

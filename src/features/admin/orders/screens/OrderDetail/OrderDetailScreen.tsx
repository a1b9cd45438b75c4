import {
  useGetAdminOrderQuery,
  useRefundAdminOrderMutation,
  useSetAdminOrderStatusMutation,
} from '@features/api';
import { errorMessageOf } from '@features/api';
import { RouterLink } from '@features/page';
import { ErrorState } from '@ui/ErrorState';
import { Spinner } from '@ui/Spinner';
import { useToast } from '@ui/Toast';
import { SAVE_FAILED, SAVED, TextLink } from '@features/staffTools';
import type { StatusChange } from '../../components/OrderStatusForm';
import { OrderDetailView } from './OrderDetailView';

/** Said on a saved status: the spec §8 save title, with what follows for the shopper. */
const STATUS_SAVED = { ...SAVED, text: 'Покупатель увидит новый статус и получит письмо.' };

/** `/admin/orders/?orderId=`: the order from the server and its status change. */
export function OrderDetailScreen({ orderId, backHref }: { orderId: number; backHref: string }) {
  const query = useGetAdminOrderQuery({ orderId });
  const [setStatus, saving] = useSetAdminOrderStatusMutation();
  const [refundOrder, refunding] = useRefundAdminOrderMutation();
  const { showToast } = useToast();
  const order = query.data?.result;
  if (!order) {
    if (query.isError)
      return (
        <section>
          <TextLink as={RouterLink} href={backHref}>
            ← Все заказы
          </TextLink>
          <ErrorState
            title="Не удалось открыть заказ"
            text={errorMessageOf(query.error, 'Проверьте связь и попробуйте ещё раз.')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </section>
      );
    return <Spinner size="l" label="Загружаем заказ" />;
  }
  const save = async ({ status, note }: StatusChange) => {
    try {
      await setStatus({ orderId, body: note ? { status, note } : { status } }).unwrap();
      showToast(STATUS_SAVED);
    } catch (error) {
      // The server's reason (a shipped order cannot be cancelled...) says more than the general text.
      showToast({ ...SAVE_FAILED, text: errorMessageOf(error, SAVE_FAILED.text!) });
    }
  };
  const refund = async (body: { amount: number; idempotencyKey: string }) => {
    try {
      const { result } = await refundOrder({ orderId, refundRequest: body }).unwrap();
      // The provider's answer is the refund's state: a refusal comes back in the order, with why.
      const made = result.refunds.at(-1);
      showToast(
        made?.status === 'canceled'
          ? { variant: 'error', title: 'Возврат отклонён', text: made.reason }
          : { ...SAVED, text: 'Возврат отправлен, покупатель получит письмо.' },
      );
    } catch (error) {
      showToast({ ...SAVE_FAILED, text: errorMessageOf(error, SAVE_FAILED.text!) });
    }
  };
  return (
    <OrderDetailView
      order={order}
      backHref={backHref}
      onStatusSave={(change) => void save(change)}
      saving={saving.isLoading}
      onRefund={(body) => void refund(body)}
      refunding={refunding.isLoading}
      linkAs={RouterLink}
    />
  );
}

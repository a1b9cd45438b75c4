import { useSelector } from 'react-redux';
import { errorMessageOf, useSubscribeStockNoticeMutation } from '@features/api';
import { selectUser } from '@features/session';
import { StockNoticeView, type StockNoticeState } from './StockNoticeView';

export interface StockNoticeProps {
  productId: number;
  productName: string;
  size?: 's' | 'm' | 'l';
  showStatus?: boolean;
}

/** «Нет в наличии» and «Сообщить о поступлении» wired to the session and the notice call. */
export function StockNotice({ productId, productName, size, showStatus }: StockNoticeProps) {
  const signedIn = useSelector(selectUser)?.authorized ?? false;
  const [subscribe, call] = useSubscribeStockNoticeMutation();
  const state: StockNoticeState = call.isLoading
    ? { kind: 'busy' }
    : call.data
      ? { kind: 'done', email: call.data.result.email }
      : call.error
        ? { kind: 'error', message: errorMessageOf(call.error, 'Не удалось сохранить почту') }
        : { kind: 'idle' };
  return (
    <StockNoticeView
      productName={productName}
      signedIn={signedIn}
      state={state}
      onSubscribe={(email) =>
        void subscribe({ stockNoticeRequest: { productId, email, consent: true } })
      }
      size={size}
      showStatus={showStatus}
    />
  );
}

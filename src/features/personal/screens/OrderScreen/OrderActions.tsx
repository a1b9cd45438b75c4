import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { orderTitle, refundTiming, type PaymentMethod } from '@shared';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0 0 24px;
`;

/** The action under way: its button shows progress and the others wait. */
export type OrderAction = 'pay' | 'repeat' | 'cancel';

export interface OrderActionsProps {
  orderId: number;
  /** 'Оплатить': a card order not paid yet and not cancelled. */
  canPay: boolean;
  /** 'Отменить заказ': not shipped yet. */
  canCancel: boolean;
  /** How the order was paid online, if it was: the cancel gives the money back, and the question says when it comes. */
  paidWith?: PaymentMethod | null;
  /** The order bought gift certificates, which the cancel blocks. */
  boughtCertificates?: boolean;
  busy?: OrderAction | null;
  onPay: () => void;
  onRepeat: () => void;
  /** Called once the shopper has confirmed the cancellation. */
  onCancel: () => void;
}

/** Pay, repeat and cancel an order; cancelling asks first (issue 15 point 5). */
export function OrderActions({
  orderId,
  canPay,
  canCancel,
  paidWith = null,
  boughtCertificates = false,
  busy = null,
  onPay,
  onRepeat,
  onCancel,
}: OrderActionsProps) {
  const [asking, setAsking] = useState(false);
  const undone = boughtCertificates
    ? 'Сертификаты из заказа перестанут действовать, а заказ нельзя будет возобновить.'
    : 'Товары вернутся в продажу, а заказ нельзя будет возобновить.';
  return (
    <Row>
      {canPay && (
        <Button loading={busy === 'pay'} disabled={busy !== null} onClick={onPay}>
          Оплатить
        </Button>
      )}
      <Button
        variant="secondary"
        iconStart="basket"
        loading={busy === 'repeat'}
        disabled={busy !== null}
        onClick={onRepeat}
      >
        Повторить заказ
      </Button>
      {canCancel && (
        <Button
          variant="ghost"
          loading={busy === 'cancel'}
          disabled={busy !== null}
          onClick={() => setAsking(true)}
        >
          Отменить заказ
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={`Отменить ${orderTitle(orderId).toLowerCase()}?`}
        text={paidWith ? `${undone} Возврат оформим сразу. ${refundTiming(paidWith)}` : undone}
        confirmLabel="Отменить заказ"
        cancelLabel="Не отменять"
        onConfirm={() => {
          setAsking(false);
          onCancel();
        }}
        onCancel={() => setAsking(false)}
      />
    </Row>
  );
}

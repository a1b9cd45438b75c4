import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import { formatPrice } from '@ui/format';
import { Muted } from '@features/staffTools';
import type { PaymentMethod } from '@shared';
import { parseRefundAmount } from './refundAmount';

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 480px;
  > button {
    justify-self: start;
  }
`;

export interface RefundFormProps {
  /** The most one refund may give back now (the order's `refundable`). */
  refundable: number;
  /** Called with the amount and the key of this attempt: a double click sends the same key. */
  onRefund: (refund: { amount: number; idempotencyKey: string }) => void;
  /** The refund is under way. */
  refunding?: boolean;
  /** How the order was paid: an СБП refund goes back through СБП, not onto a card. */
  paidWith: PaymentMethod;
}

const whereTheMoneyGoes = (paidWith: PaymentMethod) =>
  paidWith === 'sbp'
    ? 'Деньги уйдут покупателю через СБП на счёт, с которого он платил.'
    : 'Деньги уйдут на карту покупателя через платёжный сервис.';

/**
 * Issue 26 point 2: a refund of the whole or a part of what the order's payment took, through
 * the payment provider. The amount starts at all that is left; the form says what is wrong with
 * it before anything is sent.
 */
export function RefundForm({ refundable, onRefund, refunding = false, paidWith }: RefundFormProps) {
  const [typed, setTyped] = useState(String(refundable).replace('.', ','));
  const [error, setError] = useState<string | undefined>();
  // One key per amount: sending the same amount again (a double click, a retry) refunds once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  if (refundable <= 0)
    return <Muted>Возвращать нечего: онлайн-оплаты нет или всё уже возвращено.</Muted>;
  return (
    <Form
      aria-label="Возврат денег"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseRefundAmount(typed, refundable);
        if ('error' in parsed) {
          setError(parsed.error);
          return;
        }
        setError(undefined);
        onRefund({ amount: parsed.amount, idempotencyKey: key });
      }}
    >
      <Input
        label="Сумма возврата, ₽"
        hint={`Можно вернуть до ${formatPrice(refundable)}. ${whereTheMoneyGoes(paidWith)}`}
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        error={error}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(undefined);
          setKey(crypto.randomUUID());
        }}
      />
      <Button type="submit" loading={refunding}>
        Вернуть деньги
      </Button>
    </Form>
  );
}

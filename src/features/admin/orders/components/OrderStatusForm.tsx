import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Select } from '@ui/Select';
import { Textarea } from '@ui/Textarea';
import { ORDER_STATUS_TITLES, type OrderStatus } from '@shared';
import { Muted } from '@features/staffTools';
import { isOrderStatus } from '../orderTexts';

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 480px;
  > button {
    justify-self: start;
  }
`;

/** What the staff member asks for: the new status and a note for the history and the mail. */
export interface StatusChange {
  status: OrderStatus;
  note: string;
}

export interface OrderStatusFormProps {
  /** The order's status now. */
  status: OrderStatus;
  /** Where the server lets the order go from `status` (the order's allowedStatuses). */
  allowed: readonly OrderStatus[];
  onSave: (change: StatusChange) => void;
  /** The save is under way. */
  saving?: boolean;
}

/** The longest note the server keeps (openapi.yaml setAdminOrderStatus). */
const NOTE_MAX = 1000;

/**
 * Issue 15 point 7: a new status and an optional note. The shopper sees both in the cabinet's
 * history and gets them by e-mail. Issue 25 point 9: only the statuses the server allows from the
 * current one are offered, and none is chosen until the staff member picks it.
 */
export function OrderStatusForm({ status, allowed, onSave, saving = false }: OrderStatusFormProps) {
  const [change, setChange] = useState<{ status: OrderStatus | ''; note: string }>({
    status: '',
    note: '',
  });
  if (allowed.length === 0)
    return (
      <Muted>
        Заказ в статусе «{ORDER_STATUS_TITLES[status]}»: этот статус окончательный, сменить его
        нельзя.
      </Muted>
    );
  const chosen = change.status;
  return (
    <Form
      aria-label="Смена статуса"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onSave({ status: chosen, note: change.note.trim() });
      }}
    >
      <Select
        label="Новый статус"
        hint={`Сейчас — «${ORDER_STATUS_TITLES[status]}». В списке — статусы, в которые его можно перевести.`}
        placeholder="Выберите статус"
        options={allowed.map((next) => ({ value: next, label: ORDER_STATUS_TITLES[next] }))}
        value={chosen}
        onChange={(event) => {
          const next = event.target.value;
          setChange({ ...change, status: isOrderStatus(next) ? next : '' });
        }}
      />
      <Textarea
        label="Комментарий"
        hint="Покупатель увидит его в истории заказа и в письме."
        rows={3}
        maxLength={NOTE_MAX}
        value={change.note}
        onChange={(event) => setChange({ ...change, note: event.target.value })}
      />
      <Button type="submit" loading={saving} disabled={!chosen}>
        Сохранить
      </Button>
    </Form>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Select } from '@ui/Select';
import { Textarea } from '@ui/Textarea';
import type { OrderStatus } from '@shared';
import { isOrderStatus, statusOptions } from '../orderTexts';

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
  onSave: (change: StatusChange) => void;
  /** The save is under way. */
  saving?: boolean;
}

/** The longest note the server keeps (openapi.yaml setAdminOrderStatus). */
const NOTE_MAX = 1000;

/**
 * Issue 15 point 7: a new status and an optional note. The shopper sees both in the cabinet's
 * history and gets them by e-mail.
 */
export function OrderStatusForm({ status, onSave, saving = false }: OrderStatusFormProps) {
  const [change, setChange] = useState<StatusChange>({ status, note: '' });
  return (
    <Form
      aria-label="Смена статуса"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ status: change.status, note: change.note.trim() });
      }}
    >
      <Select
        label="Новый статус"
        options={statusOptions}
        value={change.status}
        onChange={(event) => {
          const next = event.target.value;
          if (isOrderStatus(next)) setChange({ ...change, status: next });
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
      <Button type="submit" loading={saving} disabled={change.status === status}>
        Сохранить
      </Button>
    </Form>
  );
}

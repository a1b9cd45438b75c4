import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import { Select } from '@ui/Select';
import { statusOptions, isOrderStatus } from '../orderTexts';
import { filterProblem, NO_FILTER, type OrderFilter } from '../ordersUrl';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: 8px 12px;
  > div {
    flex: 1 1 160px;
    max-width: 220px;
  }
  @media (max-width: 479px) {
    > div {
      max-width: none;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 28px;
`;

export interface OrderFiltersProps {
  /** The filters the list shows. */
  filter: OrderFilter;
  onApply: (filter: OrderFilter) => void;
}

/**
 * Issue 15 point 7: status and a range of order dates. The fields apply together on 'Показать',
 * so choosing a range takes one request, not one per field.
 */
export function OrderFilters({ filter, onApply }: OrderFiltersProps) {
  const [draft, setDraft] = useState(filter);
  const [error, setError] = useState<string | null>(null);
  const change = (part: Partial<OrderFilter>) => {
    setDraft({ ...draft, ...part });
    setError(null);
  };
  const filtered = Boolean(filter.status || filter.from || filter.to);
  return (
    <Form
      aria-label="Фильтр заказов"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = filterProblem(draft);
        setError(problem);
        if (!problem) onApply(draft);
      }}
    >
      <Select
        label="Статус"
        placeholder="Все статусы"
        options={statusOptions}
        value={draft.status ?? ''}
        onChange={(event) =>
          change({ status: isOrderStatus(event.target.value) ? event.target.value : null })
        }
      />
      <Input
        label="Дата с"
        type="date"
        value={draft.from}
        onChange={(event) => change({ from: event.target.value })}
      />
      <Input
        label="Дата по"
        type="date"
        value={draft.to}
        error={error ?? undefined}
        onChange={(event) => change({ to: event.target.value })}
      />
      <Actions>
        <Button type="submit">Показать</Button>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(NO_FILTER);
              setError(null);
              onApply(NO_FILTER);
            }}
          >
            Сбросить
          </Button>
        )}
      </Actions>
    </Form>
  );
}

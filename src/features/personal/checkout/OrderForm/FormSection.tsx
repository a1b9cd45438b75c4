import type { ReactNode } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 16px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 16px;
  padding: 0;
  font-size: var(--font-size-lg);
  font-weight: 700;
`;

/** One part of the order form under its heading ('Контактные данные', 'Доставка', 'Оплата'). */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      {children}
    </Fieldset>
  );
}

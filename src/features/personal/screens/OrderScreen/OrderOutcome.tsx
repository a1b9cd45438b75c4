import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import type { RepeatOrderResult } from '@features/api';
import { Notice } from '../../components/Notice';
import { BASKET_PATH } from '../../personalPages';

const Problems = styled.ul`
  margin: 0;
  padding-inline-start: 20px;
  display: grid;
  gap: 4px;
`;

/** What the shopper's last action on the order came to. */
export type OrderOutcomeValue =
  | { kind: 'cancelled' }
  | { kind: 'repeated'; result: RepeatOrderResult }
  | { kind: 'failed'; message: string };

export interface OrderOutcomeProps {
  outcome: OrderOutcomeValue;
  linkAs?: LinkComponent;
}

/**
 * The answer to pay, repeat or cancel. A repeated order says line by line what could not go back
 * into the basket as it was (no longer sold, less in stock, another price), as the server tells.
 */
export function OrderOutcome({ outcome, linkAs }: OrderOutcomeProps) {
  if (outcome.kind === 'failed') return <Notice tone="error" title={outcome.message} />;
  if (outcome.kind === 'cancelled') return <Notice tone="success" title="Заказ отменён" />;
  const { added, problems } = outcome.result;
  return (
    <Notice
      tone={added === 0 ? 'error' : problems.length > 0 ? 'warning' : 'success'}
      title={added > 0 ? 'Товары добавлены в корзину' : 'Товары не добавлены в корзину'}
    >
      {problems.length > 0 && (
        <Problems>
          {problems.map((problem) => (
            <li key={`${problem.productId}-${problem.kind}`}>{problem.message}</li>
          ))}
        </Problems>
      )}
      {added > 0 && (
        <div>
          <Button href={BASKET_PATH} linkAs={linkAs} size="s">
            Перейти в корзину
          </Button>
        </div>
      )}
    </Notice>
  );
}

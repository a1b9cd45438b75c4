import styled from 'styled-components';
import type { ShippingInfo, ShippingOption } from '@features/api';
import { PageTitle } from '@features/page';
import type { Crumb } from '@ui/Breadcrumbs';
import type { LinkComponent } from '@ui/Button';
import { ErrorState } from '@ui/ErrorState';
import { formatPrice, plural } from '@ui/format';
import { Icon, type IconName } from '@ui/Icon';
import { Spinner } from '@ui/Spinner';
import { EmptyState } from '@ui/EmptyState';

const Zone = styled.p`
  margin: 0 0 20px;
  color: var(--color-text-muted);
`;

const Options = styled.ul`
  display: grid;
  gap: 12px;
  max-width: 800px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 4px 16px;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  & > svg {
    grid-row: span 2;
    color: var(--color-brand);
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--font-size-md);
`;

const Cost = styled.p`
  grid-row: span 2;
  margin: 0;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Details = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

const Center = styled.div`
  display: grid;
  place-items: center;
  padding: 48px 0;
`;

const OPTION_ICONS: Record<ShippingOption['kind'], IconName> = {
  courier: 'location',
  pickup: 'basket',
  post: 'briefcase',
};

/**
 * '1–3 дня', '5 дней', '1 день': delivery time; the plural follows the last number.
 * @internal exported for a test only
 */
export function daysText(min: number, max: number): string {
  const days = plural(max, ['день', 'дня', 'дней']);
  return min === max ? `${max} ${days}` : `${min}–${max} ${days}`;
}

export type ShippingState =
  | { kind: 'loading' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'ready'; shipping: ShippingInfo };

export interface ShippingViewProps {
  breadcrumbs: readonly Crumb[];
  state: ShippingState;
  linkAs?: LinkComponent;
}

/** Shipping to a city (spec §2 /shipping/{location}/): ways, prices and times for that city. */
export function ShippingView({ breadcrumbs, state, linkAs }: ShippingViewProps) {
  // 'в' takes the accusative: 'Доставка в Москву' (the server keeps each city's form).
  const title =
    state.kind === 'ready' ? `Доставка в ${state.shipping.location.nameAccusative}` : 'Доставка';
  return (
    <section>
      <PageTitle title={title} breadcrumbs={breadcrumbs} linkAs={linkAs} />
      {state.kind === 'loading' && (
        <Center>
          <Spinner label="Загружаем способы доставки" />
        </Center>
      )}
      {state.kind === 'error' && <ErrorState onRetry={state.retry} />}
      {state.kind === 'ready' && <ShippingOptions shipping={state.shipping} />}
    </section>
  );
}

function ShippingOptions({ shipping }: { shipping: ShippingInfo }) {
  if (shipping.options.length === 0) {
    return <EmptyState icon="location" title="В этот город пока не доставляем" />;
  }
  return (
    <>
      <Zone>Зона доставки: {shipping.zone}</Zone>
      <Options aria-label="Способы доставки">
        {shipping.options.map((option) => (
          <Option key={option.kind}>
            <Icon name={OPTION_ICONS[option.kind]} size={28} />
            <Title>{option.title}</Title>
            <Cost>{option.price === 0 ? 'Бесплатно' : formatPrice(option.price)}</Cost>
            <Details>
              {daysText(option.minDays, option.maxDays)}
              {option.freeFrom !== null && ` · бесплатно от ${formatPrice(option.freeFrom)}`}
            </Details>
          </Option>
        ))}
      </Options>
    </>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import { LoadingOverlay } from '@ui/LoadingOverlay';
import type { OrderSummary, UserProfile } from '@features/api';
import { OrderCard } from '../../components/OrderCard';
import { ORDERS_PATH, PERSONAL_MENU } from '../../personalPages';

const Greeting = styled.p`
  margin: 0 0 24px;
  font-size: var(--font-size-lg);
`;

const Section = styled.section`
  margin-bottom: 32px;
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 12px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--font-size-lg);
`;

const More = styled.a`
  color: var(--color-brand);
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Sections = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SectionLink = styled.a`
  display: grid;
  gap: 4px;
  height: 100%;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  color: var(--color-text);
  text-decoration: none;
  & > span {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
  & > strong {
    color: var(--color-brand);
  }
  &:hover {
    box-shadow: var(--shadow-hover);
  }
`;

const Text = styled.p`
  margin: 0 0 12px;
  color: var(--color-text-muted);
`;

const Pending = styled.div`
  position: relative;
  min-height: 120px;
`;

export interface PersonalHomeViewProps {
  /** Breadcrumbs and H1. */
  title: ReactNode;
  /** The signed-in shopper's profile; null while it loads. */
  profile: UserProfile | null;
  /** The latest orders (a few); null while they load. */
  orders: readonly OrderSummary[] | null;
  /** The orders could not be loaded. */
  ordersFailed?: boolean;
  linkAs?: LinkComponent;
}

/** `/personal/`: a greeting, the latest orders and the way to every cabinet page (issue 15). */
export function PersonalHomeView({
  title,
  profile,
  orders,
  ordersFailed = false,
  linkAs,
}: PersonalHomeViewProps) {
  let latest: ReactNode;
  if (ordersFailed) latest = <Text>Не удалось загрузить заказы.</Text>;
  else if (!orders)
    latest = (
      <Pending aria-busy="true">
        <LoadingOverlay visible label="Загрузка заказов" />
      </Pending>
    );
  else if (orders.length === 0)
    latest = (
      <>
        <Text>Заказов пока нет.</Text>
        <Button href="/shop/" linkAs={linkAs}>
          Перейти в каталог
        </Button>
      </>
    );
  else
    latest = (
      <List aria-label="Последние заказы">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} headingLevel={3} linkAs={linkAs} />
          </li>
        ))}
      </List>
    );

  return (
    <section>
      {title}
      <Greeting>Здравствуйте{profile ? `, ${profile.name}` : ''}!</Greeting>
      <Section aria-labelledby="personal-latest-orders">
        <SectionHead>
          <Heading id="personal-latest-orders">Последние заказы</Heading>
          {orders && orders.length > 0 && (
            <More as={linkAs} href={ORDERS_PATH}>
              Все заказы
            </More>
          )}
        </SectionHead>
        {latest}
      </Section>
      <Section aria-labelledby="personal-sections">
        <SectionHead>
          <Heading id="personal-sections">Разделы кабинета</Heading>
        </SectionHead>
        <Sections>
          {PERSONAL_MENU.slice(1).map(({ href, label, about }) => (
            <li key={href}>
              <SectionLink as={linkAs} href={href}>
                <strong>{label}</strong>
                <span>{about}</span>
              </SectionLink>
            </li>
          ))}
        </Sections>
      </Section>
    </section>
  );
}

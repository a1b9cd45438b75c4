import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import type { UserProfile } from '@features/api';
import type { PersonalPath } from '../../personalPages';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 24px;
  margin: 0;
  & dt {
    color: var(--color-text-muted);
  }
  & dd {
    margin: 0;
  }
`;

const Text = styled.p`
  margin: 0 0 12px;
`;

export interface PersonalPageViewProps {
  /** Which cabinet page (not the favorites one: that is the favorites screen). */
  path: Exclude<PersonalPath, '/personal/favorites/'>;
  /** Breadcrumbs and H1. */
  title: ReactNode;
  /** The signed-in user's profile, null while it loads. */
  profile: UserProfile | null;
  linkAs?: LinkComponent;
}

const toCatalogue = (linkAs?: LinkComponent) => (
  <Button href="/shop/" linkAs={linkAs}>
    Перейти в каталог
  </Button>
);

function body({ path, profile, linkAs }: PersonalPageViewProps): ReactNode {
  switch (path) {
    case '/personal/':
      return (
        <>
          <Text>Здравствуйте{profile ? `, ${profile.name}` : ''}!</Text>
          <Text>Здесь собраны ваши заказы, покупки, отзывы, подписки и избранные товары.</Text>
        </>
      );
    case '/personal/private/':
      return profile ? (
        <Facts>
          <dt>Имя</dt>
          <dd>{profile.name}</dd>
          <dt>Электронная почта</dt>
          <dd>{profile.email ?? 'не указана'}</dd>
          <dt>Телефон</dt>
          <dd>{profile.phone ?? 'не указан'}</dd>
        </Facts>
      ) : null;
    case '/personal/orders/':
      return <EmptyState icon="basket" title="Заказов пока нет" action={toCatalogue(linkAs)} />;
    case '/personal/purchases/':
      return <EmptyState icon="gift" title="Покупок пока нет" action={toCatalogue(linkAs)} />;
    case '/personal/reviews/':
      return (
        <EmptyState
          icon="star"
          title="Отзывов пока нет"
          text="Оставить отзыв можно на странице купленного товара."
        />
      );
    case '/personal/subscribe/':
      return (
        <Text>
          Здесь вы сможете управлять подпиской на новости, скидки и акции магазина
          {profile?.email ? ` на адрес ${profile.email}` : ''}.
        </Text>
      );
  }
}

/** A page of the personal cabinet (simple content for now, one per §2 child). */
export function PersonalPageView(props: PersonalPageViewProps) {
  return (
    <section>
      {props.title}
      {body(props)}
    </section>
  );
}

/**
 * The personal cabinet's menu (spec §2, R-LAYOUT-12), in the spec's order, with the titles the
 * server gives these pages (server/modules/page, PERSONAL_PAGES) and what each holds, as the
 * overview page says it.
 */
export const PERSONAL_MENU = [
  { href: '/personal/', label: 'Личный кабинет', about: '' },
  {
    href: '/personal/private/',
    label: 'Личные данные',
    about: 'Имя, телефон, почта, пароль и адреса доставки',
  },
  { href: '/personal/orders/', label: 'Мои заказы', about: 'Статус, оплата и повтор заказа' },
  {
    href: '/personal/purchases/',
    label: 'Мои покупки',
    about: 'Купить снова и написать отзыв',
  },
  { href: '/personal/reviews/', label: 'Мои отзывы', about: 'Изменить или удалить отзыв' },
  { href: '/personal/subscribe/', label: 'Подписка', about: 'Новости, акции и новинки на почту' },
  { href: '/personal/favorites/', label: 'Избранное', about: 'Товары, отмеченные сердечком' },
] as const;

/** The pages a link from an e-mail opens, which work before signing in (see PersonalLayout). */
export const PRIVATE_PATH = '/personal/private/';
export const SUBSCRIBE_PATH = '/personal/subscribe/';

export const ORDERS_PATH = '/personal/orders/';
/** The url of an order's page in the cabinet. */
export const orderUrl = (id: number) => `${ORDERS_PATH}${id}/`;
export const PURCHASES_PATH = '/personal/purchases/';
export const REVIEWS_PATH = '/personal/reviews/';

/** The basket and checkout (spec §2), where 'Повторить заказ' and 'Купить снова' lead. */
export const BASKET_PATH = '/personal/order/make/';

/**
 * The personal cabinet's menu (spec §2, R-LAYOUT-12), in the spec's order, with the titles the
 * server gives these pages (server/modules/page, PERSONAL_PAGES).
 */
export const PERSONAL_MENU = [
  { href: '/personal/', label: 'Личный кабинет' },
  { href: '/personal/private/', label: 'Личные данные' },
  { href: '/personal/orders/', label: 'Мои заказы' },
  { href: '/personal/purchases/', label: 'Мои покупки' },
  { href: '/personal/reviews/', label: 'Мои отзывы' },
  { href: '/personal/subscribe/', label: 'Подписка' },
  { href: '/personal/favorites/', label: 'Избранное' },
] as const;

export type PersonalPath = (typeof PERSONAL_MENU)[number]['href'];

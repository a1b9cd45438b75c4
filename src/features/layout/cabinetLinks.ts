/** One link of the personal cabinet menu. */
export interface CabinetLink {
  href: string;
  label: string;
}

/**
 * The personal cabinet menu of spec §2 (R-LAYOUT-12), in the spec's order. The paths are binding;
 * the Russian labels are ours (the spec names none).
 */
export const CABINET_HOME: CabinetLink = { href: '/personal/', label: 'Личный кабинет' };

export const CABINET_LINKS: readonly CabinetLink[] = [
  CABINET_HOME,
  { href: '/personal/private/', label: 'Личные данные' },
  { href: '/personal/orders/', label: 'Заказы' },
  { href: '/personal/purchases/', label: 'Покупки' },
  { href: '/personal/reviews/', label: 'Отзывы' },
  { href: '/personal/subscribe/', label: 'Подписки' },
  { href: '/personal/favorites/', label: 'Избранное' },
];

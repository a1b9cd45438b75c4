import { ADMIN_HOME_PATH, orderTitle } from '@shared';
import { isStaff } from './panel';
import type { PageResolver, PageRoute, ResolvedPage } from './registry';
import type { Breadcrumb } from './types';

declare module './types' {
  /** openapi.yaml `PlainPage`. */
  interface PageDataByType {
    favorites: null;
    checkout: null;
    personal: null;
    admin: null;
  }
}

/**
 * The pages of spec §2 that the SPA fills from its own calls (basket, favorites, the visitor's
 * account, the admin screens): the page JSON carries only their title and breadcrumbs.
 */
const HOME: Breadcrumb = { title: 'Главная', link: '/' };
const PERSONAL: Breadcrumb = { title: 'Личный кабинет', link: '/personal/' };

const PERSONAL_PAGES: Record<string, string> = {
  '/personal/': 'Личный кабинет',
  '/personal/private/': 'Личные данные',
  '/personal/orders/': 'Мои заказы',
  '/personal/purchases/': 'Мои покупки',
  '/personal/reviews/': 'Мои отзывы',
  '/personal/subscribe/': 'Подписка',
  '/personal/favorites/': 'Избранное',
};

/**
 * The cabinet lists that go on over `/page/{n}/` (ARCHITECTURE §7). How many pages a shopper has
 * is the list call's answer, so any page number is a page here and the list says when it is empty.
 */
const PAGED_PERSONAL_PAGES = new Set(['/personal/orders/', '/personal/purchases/']);

const ORDERS: Breadcrumb = { title: 'Мои заказы', link: '/personal/orders/' };
// openapi.yaml OrderId: 1 to 2147483647; whose order it is, the order call decides.
const ORDER_PATH = /^\/personal\/orders\/([1-9]\d{0,9})\/$/;
const MAX_ORDER_ID = 2147483647;

function spaPage(title: string, path: string, parents: Breadcrumb[]): ResolvedPage<null> {
  return { title, breadcrumbs: [HOME, ...parents, { title, link: path }] };
}

/** A one-page route with a fixed title: page 2 and beyond do not exist. */
function fixedPage(title: string): PageResolver<null> {
  return async ({ path, page }) => (page === 1 ? spaPage(title, path, []) : null);
}

const exact = (path: string) => (candidate: string) => candidate === path;
const under = (prefix: string) => (candidate: string) => candidate.startsWith(prefix);

export const accountPages: PageRoute[] = [
  { type: 'favorites', matches: exact('/favorites/'), resolve: fixedPage('Избранное') },
  {
    type: 'checkout',
    matches: exact('/personal/order/make/'),
    resolve: fixedPage('Оформление заказа'),
  },
  {
    type: 'personal',
    matches: under('/personal/'),
    resolve: async ({ path, page }) => {
      const orderId = Number(ORDER_PATH.exec(path)?.[1]);
      if (orderId && orderId <= MAX_ORDER_ID)
        return page === 1 ? spaPage(orderTitle(orderId), path, [PERSONAL, ORDERS]) : null;
      const title = PERSONAL_PAGES[path];
      if (!title || (page > 1 && !PAGED_PERSONAL_PAGES.has(path))) return null;
      return spaPage(title, path, path === PERSONAL.link ? [] : [PERSONAL]);
    },
  },
  {
    type: 'admin',
    matches: under(ADMIN_HOME_PATH),
    // spec §6: who may open the admin screens is the server's decision: staff only, others get 404.
    resolve: async ({ path, page, session }) =>
      isStaff(session.user) && page === 1 ? spaPage('Администрирование', path, []) : null,
  },
];

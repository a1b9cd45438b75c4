import { isStaff } from './panel';
import { clubPostTitle, locationName, productName, sectionName } from './queries';
import {
  registerBuiltinPageResolver,
  type PageContext,
  type PageResolver,
  type ResolvedPage,
} from './registry';
import type { Breadcrumb } from './types';

/**
 * Defaults for the routes the SPA renders itself (spec §2 table). Each answers the page kind as
 * `type`, a Russian title and breadcrumbs; urls whose code is not in the database answer 404.
 * Feature modules replace a type with their own resolver (registerPageResolver), e.g. the
 * catalogue fills `data` of 'section' and 'product' and adds filter landing urls.
 * Routes missing here (/kontakty/, /to-order/, ...) are CMS pages: rows of `pages`.
 */
const HOME: Breadcrumb = { title: 'Главная', link: '/' };
const CATALOGUE: Breadcrumb = { title: 'Каталог', link: '/shop/' };
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

/** Path segments between the slashes: `/shop/kartiny/` -> ['shop', 'kartiny']. */
const segments = (path: string) => path.split('/').filter(Boolean);

function spaPage(
  title: string,
  path: string,
  parents: Breadcrumb[],
  data: Record<string, unknown> = {},
): ResolvedPage {
  return { title, breadcrumbs: [HOME, ...parents, { title, link: path }], data };
}

/** A one-page route with a fixed title: page 2 and beyond do not exist. */
function fixedPage(title: string, parents: Breadcrumb[] = []): PageResolver {
  return async ({ path, page }) => (page === 1 ? spaPage(title, path, parents) : null);
}

/**
 * `/{root}/` (a paged list) and `/{root}/{code}/` (one item looked up by code). Deeper urls are
 * left to the feature module that owns the route.
 */
function listWithItems(
  listTitle: string,
  item: (context: PageContext, code: string) => Promise<ResolvedPage | null>,
  { paged = true } = {},
): PageResolver {
  return async (context) => {
    const [, code, ...rest] = segments(context.path);
    if (rest.length > 0) return null;
    if (code) return item(context, code);
    return paged || context.page === 1 ? spaPage(listTitle, context.path, []) : null;
  };
}

/** A list of products filtered by a section: `/new/{sectionCode}/`, `/discounts/{sectionCode}/`. */
function sectionList(listTitle: string, listLink: string): PageResolver {
  return listWithItems(listTitle, async ({ db, path }, code) => {
    const name = await sectionName(db, code);
    return name
      ? spaPage(name, path, [{ title: listTitle, link: listLink }], { sectionCode: code })
      : null;
  });
}

const exact = (path: string) => (candidate: string) => candidate === path;
const under = (prefix: string) => (candidate: string) => candidate.startsWith(prefix);

registerBuiltinPageResolver('home', exact('/'), async ({ page }) =>
  page === 1 ? { title: 'Товары для творчества', breadcrumbs: [], data: {} } : null,
);
registerBuiltinPageResolver('favorites', exact('/favorites/'), fixedPage('Избранное'));
registerBuiltinPageResolver(
  'checkout',
  exact('/personal/order/make/'),
  fixedPage('Оформление заказа'),
);
registerBuiltinPageResolver('personal', under('/personal/'), async ({ path, page }) => {
  const title = PERSONAL_PAGES[path];
  if (!title || page > 1) return null;
  return path === PERSONAL.link ? spaPage(title, path, []) : spaPage(title, path, [PERSONAL]);
});
registerBuiltinPageResolver(
  'giftCertificates',
  exact('/shop/podarochnye-sertifikaty/'),
  fixedPage('Подарочные сертификаты', [CATALOGUE]),
);
registerBuiltinPageResolver(
  'section',
  under('/shop/'),
  listWithItems(CATALOGUE.title, async ({ db, path }, code) => {
    const name = await sectionName(db, code);
    return name ? spaPage(name, path, [CATALOGUE], { sectionCode: code }) : null;
  }),
);
registerBuiltinPageResolver('product', under('/product/'), async ({ db, path, page }) => {
  const [, sectionCode, productCode, ...rest] = segments(path);
  if (!sectionCode || !productCode || rest.length > 0 || page > 1) return null;
  const name = await productName(db, sectionCode, productCode);
  return name ? spaPage(name, path, [CATALOGUE], { sectionCode, productCode }) : null;
});
registerBuiltinPageResolver('new', under('/new/'), sectionList('Новинки', '/new/'));
registerBuiltinPageResolver(
  'discounts',
  under('/discounts/'),
  sectionList('Скидки', '/discounts/'),
);
const CLUB: Breadcrumb = { title: 'Клуб', link: '/club/' };
const BLOG: Breadcrumb = { title: 'Блог', link: '/club/blog/' };
// `/club/` and `/club/{code}/`: club articles; `/club/blog/` and `/club/blog/{code}/`: blog posts.
registerBuiltinPageResolver('club', under('/club/'), async ({ db, path, page }) => {
  const [, ...rest] = segments(path);
  const [kind, list, parents] =
    rest[0] === 'blog' ? (['blog', BLOG, [CLUB]] as const) : (['club', CLUB, []] as const);
  const [code, ...deeper] = kind === 'blog' ? rest.slice(1) : rest;
  if (deeper.length > 0) return null;
  if (!code) return spaPage(list.title, path, [...parents], { kind });
  const title = page === 1 ? await clubPostTitle(db, kind, code) : undefined;
  return title ? spaPage(title, path, [...parents, list], { kind, postCode: code }) : null;
});
registerBuiltinPageResolver(
  'shipping',
  under('/shipping/'),
  listWithItems(
    'Доставка',
    async ({ db, path, page }, code) => {
      const name = page === 1 ? await locationName(db, code) : undefined;
      if (!name) return null;
      return spaPage(`Доставка: ${name}`, path, [{ title: 'Доставка', link: '/shipping/' }], {
        locationCode: code,
      });
    },
    { paged: false },
  ),
);
registerBuiltinPageResolver('reviews', exact('/all-reviews/'), async ({ path }) =>
  spaPage('Все отзывы', path, []),
);
registerBuiltinPageResolver('promotions', exact('/promotions/'), fixedPage('Акции'));
// spec §6: who may open the admin screens is the server's decision: staff only, others get 404.
registerBuiltinPageResolver('admin', under('/admin/'), async ({ path, page, session }) =>
  isStaff(session.user) && page === 1 ? spaPage('Администрирование', path, []) : null,
);

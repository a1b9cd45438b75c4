import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { loadOpenApi } from '../../lib/openapi';
import { createTestDb } from '../../testing';
import { GUEST_SESSION } from '../session';
import type { PageRoute } from './registry';
import type { PageDataByType, PageType } from './types';

const config = { ...loadConfig({}), spaDir: null };
const typeOf = async (app: Awaited<ReturnType<typeof buildApp>>, url: string) => {
  const response = await app.inject({ url, headers: { 'x-source': 'nuxt' } });
  return response.statusCode === 200 ? (response.json().type as string) : response.statusCode;
};

describe('issue 11 point 5: the app passes the page kinds to the page protocol', () => {
  it('answers every shop url with the page kind of the shop that owns it, its data sent whole', async () => {
    const db = await createTestDb();
    const app = await buildApp({ db, config });
    try {
      const [product] = await db.query<{ url: string }>(
        `SELECT '/product/' || s.code || '/' || p.code || '/' AS url
           FROM products p JOIN sections s ON s.id = p.section_id
          WHERE p.active AND s.active ORDER BY p.id LIMIT 1`,
      );
      const [post] = await db.query<{ url: string }>(
        `SELECT '/club/' || code || '/' AS url FROM club_posts WHERE kind = 'club' LIMIT 1`,
      );
      const expected: Record<string, string> = {
        '/': 'home',
        '/favorites/': 'favorites',
        '/personal/order/make/': 'checkout',
        '/personal/orders/': 'personal',
        '/shop/podarochnye-sertifikaty/': 'giftCertificates',
        '/shop/': 'section',
        [product?.url ?? '']: 'product',
        '/new/': 'new',
        '/discounts/': 'discounts',
        '/promotions/': 'promotions',
        '/all-reviews/': 'reviews',
        '/club/': 'club',
        [post?.url ?? '']: 'club',
        '/shipping/': 'shipping',
        '/kontakty/': 'contacts',
        '/korporativnye-podarki-raskraski-po-nomeram/': 'corporate',
        '/almaznaya-vyshivka-na-zakaz-po-fotografii/': 'photo',
        '/vozvrat-tovarov/': 'content',
        '/search/?q=картина': 'search',
      };
      const answered: Record<string, string | number> = {};
      for (const url of Object.keys(expected)) {
        answered[url] = await typeOf(app, url);
        // The serialiser picks the schema of the page's type: nothing of `data` may be left out.
        const [path = '', query = ''] = url.split('?');
        const built = await app.pageService.page({ path, page: 1, query }, GUEST_SESSION, 0, false);
        const sent = await app.inject({ url, headers: { 'x-source': 'nuxt' } });
        expect(sent.json(), url).toEqual(JSON.parse(JSON.stringify(built)));
      }
      expect(answered).toEqual(expected);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('answers 500 for page data that does not fit the schema of its type, which tsc rejects too', async () => {
    const db = await createTestDb();
    const wrong: PageRoute = {
      type: 'home',
      matches: (path) => path === '/page-kinds-wrong/',
      // The type checker refuses a resolver whose data is not its kind's (npm test runs tsc); a
      // resolver can still lie at run time (a row read wrong), and the schema catches that.
      // @ts-expect-error `{ products }` is not HomePageData
      resolve: async () => ({ title: 'Не та главная', data: { products: [] } }),
    };
    const app = await buildApp({ db, config, pages: (shop) => [wrong, ...shop] });
    try {
      expect(await typeOf(app, '/page-kinds-wrong/')).toBe(500);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('asks only the kinds one app was given, first match first', async () => {
    const db = await createTestDb();
    const own: PageRoute = {
      // The kind answered must be one of openapi.yaml `PageJson`: a page without data.
      type: 'content',
      matches: (path) => path === '/page-kinds-test/' || path === '/promotions/',
      resolve: async () => ({ title: 'Своя страница' }),
    };
    const withOwn = await buildApp({ db, config, pages: (shop) => [own, ...shop] });
    const plain = await buildApp({ db, config });
    try {
      expect(await typeOf(withOwn, '/page-kinds-test/')).toBe('content');
      expect(await typeOf(withOwn, '/promotions/')).toBe('content');
      expect(await typeOf(plain, '/page-kinds-test/')).toBe(404);
      expect(await typeOf(plain, '/promotions/')).toBe('promotions');
    } finally {
      await withOwn.close();
      await plain.close();
      await db.close();
    }
  });
});

/**
 * Every kind of PageDataByType, where its pages come from and whether its data is null. tsc holds
 * this table to the map (a kind left out or one too many does not compile, nor a wrong `plain`);
 * the test holds it to openapi.yaml and to the page kinds the app routes.
 */
const KINDS: {
  [T in PageType]: {
    /** route: a resolver of the shop's page kinds; cms: the page service, for a `pages` row alone. */
    from: 'route' | 'cms';
    plain: [PageDataByType[T]] extends [null] ? true : false;
  };
} = {
  home: { from: 'route', plain: false },
  section: { from: 'route', plain: false },
  product: { from: 'route', plain: false },
  new: { from: 'route', plain: false },
  discounts: { from: 'route', plain: false },
  promotions: { from: 'route', plain: false },
  giftCertificates: { from: 'route', plain: false },
  reviews: { from: 'route', plain: false },
  club: { from: 'route', plain: false },
  shipping: { from: 'route', plain: false },
  contacts: { from: 'route', plain: false },
  search: { from: 'route', plain: false },
  content: { from: 'cms', plain: true },
  corporate: { from: 'route', plain: true },
  photo: { from: 'route', plain: true },
  favorites: { from: 'route', plain: true },
  checkout: { from: 'route', plain: true },
  personal: { from: 'route', plain: true },
  admin: { from: 'route', plain: true },
};

interface UnionMember {
  allOf?: { properties?: { type?: { enum?: string[] } } }[];
}

describe("issue 11 point 5: the server's page kinds are the kinds of openapi.yaml PageJson", () => {
  it('has one data type per kind of the PageJson union, null exactly for the PlainPage kinds', async () => {
    const schemas = (await loadOpenApi()).components?.schemas ?? {};
    const pageJson = schemas.PageJson as {
      oneOf: { $ref: string }[];
      discriminator: { mapping: Record<string, string> };
    };
    // The union's members and its discriminator name the same kinds with the same schemas.
    const byMembers = Object.fromEntries(
      pageJson.oneOf.flatMap(({ $ref }) => {
        const member = schemas[$ref.replace('#/components/schemas/', '')] as
          UnionMember | undefined;
        const kinds = (member?.allOf ?? []).flatMap((part) => part.properties?.type?.enum ?? []);
        return kinds.map((kind) => [kind, $ref]);
      }),
    );
    expect(byMembers).toEqual(pageJson.discriminator.mapping);

    const plain = (kind: string) => byMembers[kind] === '#/components/schemas/PlainPage';
    expect(Object.keys(KINDS).sort()).toEqual(Object.keys(byMembers).sort());
    for (const [kind, { plain: nullData }] of Object.entries(KINDS)) {
      expect(nullData, kind).toBe(plain(kind));
    }
  });

  it('registers a route for every kind but content, which a pages row alone makes', async () => {
    const db = await createTestDb();
    let shopPages: readonly PageRoute[] = [];
    const app = await buildApp({ db, config, pages: (shop) => (shopPages = shop) });
    await app.close();
    await db.close();
    const routed = new Set(shopPages.map(({ type }) => type));
    const expected = Object.entries(KINDS).filter(([, { from }]) => from === 'route');
    expect([...routed].sort()).toEqual(expected.map(([kind]) => kind).sort());
  });
});

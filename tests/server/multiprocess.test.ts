import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/lib/db';
import { DEMO_STAFF } from '../../server/demo/staff';
import { createEmptyTestDb } from '../../server/testing';
import { countStatuses, fireAtOnce } from '../../server/testing/parallel';
import { BrowserSession } from './browserSession';
import { startServerProcess, type ServerProcess } from './serverProcess';

/**
 * Issue acceptance for ARCHITECTURE §1 "scales out by running more processes behind a load
 * balancer, all pointing at one PostgreSQL": two real server processes, started at the same time
 * on one empty database, seed it once and then share sessions and baskets. A visitor's requests
 * alternate between them the way a load balancer without sticky sessions would send them.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
// Seeding the small demo on the shared (loaded) build machine takes well over the default hook time.
const START_TIMEOUT_MS = 240_000;
/** Both processes load the demo with this staff password (config `demoStaffPassword`). */
const STAFF_PASSWORD = `multiprocess-${Date.now()}`;

interface UserInfo {
  authorized: boolean;
  hash: string;
  name?: string;
}
interface BasketInfo {
  items: { productId: number; quantity: number; price: number }[];
  summary: { count: number; quantity: number; total: number };
}
type Result<T> = { result: T };
interface ShopPage {
  seo: { title: string };
  data: { filter: { code: string }[] };
}
interface SeoItem {
  UF_PROPERTY_ID: number;
  UF_META: { TITLE?: string };
}
const PAGE_JSON = { 'x-source': 'nuxt' };

describe.skipIf(!serverUrl)(
  'two server processes on one PostgreSQL (runs only with TEST_DATABASE_URL)',
  () => {
    let db: Db;
    let a: ServerProcess;
    let b: ServerProcess;
    let servers: ServerProcess[] = [];

    beforeAll(async () => {
      // An empty database (not migrated): the processes migrate and seed it themselves, at once.
      db = await createEmptyTestDb();
      const [row] = await db.query<{ name: string }>('SELECT current_database() AS name');
      const databaseUrl = new URL(serverUrl as string);
      databaseUrl.pathname = `/${row?.name}`;
      const env = {
        DATABASE_URL: databaseUrl.toString(),
        DEMO_SIZE: 'small',
        DEMO_STAFF_PASSWORD: STAFF_PASSWORD,
        NODE_ENV: 'test',
      };
      const started = await Promise.allSettled([
        startServerProcess(env, START_TIMEOUT_MS),
        startServerProcess(env, START_TIMEOUT_MS),
      ]);
      servers = started.flatMap((outcome) =>
        outcome.status === 'fulfilled' ? [outcome.value] : [],
      );
      const failed = started.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      [a, b] = servers as [ServerProcess, ServerProcess];
    }, START_TIMEOUT_MS + 10_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await db?.close();
    });

    it('seeds the demo once although both processes started on the empty database together', async () => {
      const seeders = [a, b].filter((server) =>
        server.output().includes('Empty database: loading'),
      );
      expect(seeders).toHaveLength(1);
      const [staff] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM users WHERE email = ANY($1)',
        [DEMO_STAFF.map((account) => account.login)],
      );
      expect(staff?.count).toBe(DEMO_STAFF.length);
      const [duplicates] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM (SELECT code FROM products GROUP BY code HAVING count(*) > 1) d',
      );
      expect(duplicates?.count).toBe(0);
    });

    it('R-USER-6, R-BASKET-1: a shopper signed up on one process has the same session and basket on the other; logging out on either ends it on both', async () => {
      const [product] = await db.query<{ id: number }>(
        `SELECT p.id FROM products p
         JOIN product_stock st ON st.product_id = p.id
         JOIN locations l ON l.id = 0
         JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = l.price_type_id
        WHERE p.active AND st.stock >= 2
        ORDER BY p.id LIMIT 1`,
      );
      const shopper = new BrowserSession();

      const registered = await shopper.post<Result<UserInfo>>(a.origin, '/api/user/register', {
        name: 'Анна',
        email: `multiprocess-${Date.now()}@hobby.test`,
        password: 'секретный-пароль',
        consent: true,
      });
      expect(registered.status).toBe(200);
      expect(registered.body.result).toMatchObject({ authorized: true, name: 'Анна' });

      const added = await shopper.post<Result<BasketInfo>>(a.origin, '/api/catalog/basket/add', {
        productId: product?.id,
        quantity: 2,
      });
      expect(added.status).toBe(200);
      expect(added.body.result.items).toEqual([
        expect.objectContaining({ productId: product?.id, quantity: 2 }),
      ]);

      const basketOnB = await shopper.get<Result<BasketInfo>>(b.origin, '/api/catalog/basket/info');
      expect(basketOnB.status).toBe(200);
      expect(basketOnB.body.result).toEqual(added.body.result);

      const userOnB = await shopper.get<Result<UserInfo>>(b.origin, '/api/user/info');
      expect(userOnB.body.result).toEqual(registered.body.result);

      // The cookie as it was before logging out: a stale copy must not sign anybody in on A.
      const signedInCookies = new Map(shopper.cookies);
      const loggedOut = await shopper.post<Result<UserInfo>>(b.origin, '/api/user/logout');
      expect(loggedOut.status).toBe(200);
      expect(loggedOut.body.result.authorized).toBe(false);

      const staleOnA = new BrowserSession();
      for (const [name, value] of signedInCookies) staleOnA.cookies.set(name, value);
      const userOnA = await staleOnA.get<Result<UserInfo>>(a.origin, '/api/user/info');
      expect(userOnA.status).toBe(200);
      expect(userOnA.body.result).toMatchObject({ authorized: false, hash: '' });
      expect(
        (await shopper.get<Result<UserInfo>>(a.origin, '/api/user/info')).body.result.authorized,
      ).toBe(false);
    });

    it('issue 9 point 1: 50 adds of one product at once, half on each process, give exactly 50 pieces or the stock with 409s', async () => {
      const onSale = `SELECT p.id, p.name, st.stock FROM products p
                      JOIN product_stock st ON st.product_id = p.id
                      JOIN locations l ON l.id = 0
                      JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = l.price_type_id
                     WHERE p.active AND p.kind = 'regular' AND st.stock BETWEEN $1 AND $2
                     ORDER BY p.id LIMIT 1`;
      const [plenty] = await db.query<{ id: number }>(onSale, [50, 999]);
      const [scarce] = await db.query<{ id: number; name: string; stock: number }>(onSale, [5, 20]);
      const shopper = new BrowserSession();
      // One guest session for all 100 requests: a favorite creates it.
      expect((await shopper.post(a.origin, '/api/favorites/add', { id: plenty?.id })).status).toBe(
        200,
      );

      const stock = scarce?.stock as number;
      const expected = [
        { product: plenty, statuses: { 200: 50 } },
        { product: scarce, statuses: { 200: stock, 409: 50 - stock } },
      ];
      for (const { product, statuses } of expected) {
        const answers = await fireAtOnce(50, (i) =>
          shopper.post<unknown>(i % 2 ? b.origin : a.origin, '/api/catalog/basket/add', {
            productId: product?.id,
            quantity: 1,
          }),
        );
        expect(countStatuses(answers)).toEqual(statuses);
        for (const refused of answers.filter((answer) => answer.status === 409)) {
          expect(refused.body).toEqual({
            error: {
              code: 'CONFLICT',
              message: `Товара «${scarce?.name}» в наличии только ${stock} шт.`,
            },
          });
        }
      }
      const basket = await shopper.get<Result<BasketInfo>>(b.origin, '/api/catalog/basket/info');
      expect(basket.body.result.items.map((item) => [item.productId, item.quantity])).toEqual([
        [plenty?.id, 50],
        [scarce?.id, stock],
      ]);
    });

    it('issue 12 point 5: a staff save on one process is what the other serves at once, though it had the pages cached', async () => {
      const staff = new BrowserSession();
      const signIn = await staff.post(a.origin, '/api/user/auth', {
        login: DEMO_STAFF[0]?.login,
        password: STAFF_PASSWORD,
      });
      expect(signIn.status).toBe(200);
      const shopper = new BrowserSession();
      const pageOnB = async (path: string) =>
        (await shopper.get<ShopPage>(b.origin, path, PAGE_JSON)).body;
      const landing = '/shop/almaznaya-vyshivka/razmer-10x15/';
      const section = '/shop/almaznaya-vyshivka/';
      // B answers (and caches) both pages before the saves on A.
      expect((await pageOnB(landing)).seo.title).not.toContain('Два процесса');
      const shownBefore = (await pageOnB(section)).data.filter.map((item) => item.code);
      expect(shownBefore).toContain('forma-straz');

      const [ids] = await db.query<{ razmer: number; formaStraz: number; diamond: number }>(
        `SELECT (SELECT id FROM properties WHERE code = 'razmer') AS razmer,
                (SELECT id FROM properties WHERE code = 'forma-straz') AS "formaStraz",
                (SELECT id FROM sections WHERE code = 'almaznaya-vyshivka') AS diamond`,
      );
      const seo = await staff.get<Result<{ items: SeoItem[] }>>(
        a.origin,
        '/api/admin/filter/seo/detail?base_url=/',
      );
      const items = seo.body.result.items.map((item) =>
        item.UF_PROPERTY_ID === ids?.razmer
          ? { ...item, UF_META: { ...item.UF_META, TITLE: 'Два процесса: #VALUE#' } }
          : item,
      );
      expect((await staff.post(a.origin, '/api/admin/filter/seo/save', { items })).status).toBe(
        200,
      );
      expect((await pageOnB(landing)).seo.title).toBe('Два процесса: 10 на 15');

      const disabled = await staff.post(a.origin, '/api/admin/filter/config/propertyDisable', {
        sectionId: ids?.diamond,
        propertyId: ids?.formaStraz,
      });
      expect(disabled.status).toBe(200);
      const shownAfter = (await pageOnB(section)).data.filter.map((item) => item.code);
      expect(shownAfter).toEqual(shownBefore.filter((code) => code !== 'forma-straz'));

      const transition = await staff.post(a.origin, '/api/admin/search/transitions', {
        action: 'add',
        item: { searchQuery: 'два процесса', targetUrl: section },
      });
      expect(transition.status).toBe(200);
      const search = await fetch(`${b.origin}/search/?q=${encodeURIComponent('Два процесса ')}`, {
        redirect: 'manual',
      });
      expect([search.status, search.headers.get('location')]).toEqual([302, section]);
    });
  },
);

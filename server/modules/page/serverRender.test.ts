import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../lib/db';
import { countRows } from '../../testing/shopVisitor';
import { createTestDb, signedInAsDemoStaff } from '../../testing';
import { invalidatePageCache } from './routes';
import { SERVER_RENDERER_PATH } from './serverRender';

/**
 * A stand-in for the front end's renderer bundle (src/app/ssr/entry-server.tsx, built by
 * scripts/build.mjs; the e2e suite runs the real one): it draws what it was given and what the
 * shop api answered it in process, and counts its renders, so the server's part can be checked.
 * Its state keeps every api answer as received (`answers`: path, status, body text), the calls
 * the real renderer makes and two it should never need, and the shop-wide answers it was handed
 * (it hands back its city and render number as its own, none for the contacts page). It draws the cookie notice as a bare
 * region while the visitor has not dismissed it.
 */
const RENDERER = `
let renders = 0;
export async function renderPage({ url, status, body, serverFetch, cookieNoticeDismissed, shopWide }) {
  if (url.startsWith('/search/?q=broken')) throw new Error('a component failed');
  renders += 1;
  const answers = [];
  const ask = async (path) => {
    const answer = await serverFetch(new Request('http://shop.internal' + path));
    const text = await answer.text();
    answers.push([path, answer.status, text]);
    return JSON.parse(text);
  };
  const user = await ask('/api/user/info');
  const city = await ask('/api/location/getCurrent');
  for (const path of ['/api/catalog/basket/info', '/api/menu/topmost', '/api/menu/catalog',
    '/api/phone/getByLocationId?locationId=' + city.result.id, '/api/shipping/options',
    '/api/shipping/options?locationCode=no-such-city', '/api/no/such/call'])
    await ask(path);
  return {
    html: '<h1>' + (status === 200 ? body.seo.h1 : 'Ошибка ' + status) + '</h1>' +
      '<p data-render="' + renders + '">' + city.result.name + '</p>' +
      '<p data-signed-in="' + user.result.authorized + '"></p>' +
      (cookieNoticeDismissed ? '' : '<div role="region" aria-label="cookie"></div>'),
    styles: '<style data-styled="active">h1{color:#7a3ee8}</style>',
    state: { url, status, answers, shopWide, note: '</script><script>alert(1)</script>' },
    // As the real renderer when one of the answers failed: nothing to keep.
    shopWide: url.startsWith('/kontakty/') ? null : { city: city.result.name, render: renders },
  };
}
`;

const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <!--seo-->
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let db: Db;
let app: FastifyInstance;
let spaDir: string;

beforeAll(async () => {
  spaDir = await mkdtemp(join(tmpdir(), 'shop-ssr-test-'));
  await mkdir(join(spaDir, 'ssr'));
  await writeFile(join(spaDir, SERVER_RENDERER_PATH), RENDERER);
  await writeFile(join(spaDir, 'ssr', 'package.json'), '{ "type": "module" }');
  await writeFile(join(spaDir, 'index.html'), INDEX_HTML);
  db = await createTestDb();
  app = await buildApp({ db, config: { ...loadConfig({}), spaDir } });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
  await rm(spaDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const renderNumber = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1] ?? NaN);
/** The state the page hands the browser: the url it was rendered for, the api answers it got. */
const stateOf = (html: string) => {
  const state = /<script id="__SSR__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(state ?? 'null') as {
    url: string;
    answers: [string, number, string][];
    shopWide: { city: string; render: number } | null;
  };
};
const answersOf = (html: string) => stateOf(html).answers;

describe('issue 11 point 2: the page arrives rendered on the server', () => {
  it('puts the markup into #root, the styles into <head>, and the state after it', async () => {
    const answer = await page('/kontakty/');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatch(
      /<div id="root"><h1>Контакты<\/h1><p data-render="\d+">Москва<\/p>/,
    );
    const head = answer.body.slice(0, answer.body.indexOf('</head>'));
    expect(head).toContain('<style data-styled="active">h1{color:#7a3ee8}</style>');
    // The state is data, not a script, and cannot end its element.
    expect(answer.body).toContain('<script id="__SSR__" type="application/json">');
    expect(answer.body).not.toContain('</script><script>alert(1)');
    // The page travels in the state: no second copy for the client-rendered shell.
    expect(answer.body).not.toContain('id="__PAGE__"');
  });

  it('renders a guest in the visitor city: no session is opened for it and nothing personal is drawn', async () => {
    const staff = await signedInAsDemoStaff(app, db, 'editor');
    const sessions = await countRows(db, 'sessions');
    const answer = await page('/all-reviews/', {
      cookie: [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    });
    expect(answer.body).toContain('data-signed-in="false"');
    expect(await countRows(db, 'sessions')).toBe(sessions);
    const [city] = await db.query<{ id: number; name: string }>(
      `SELECT id, name FROM locations WHERE name <> 'Москва' ORDER BY id LIMIT 1`,
    );
    const inCity = await page('/all-reviews/', { cookie: `location_id=${city?.id}` });
    expect(inCity.body).toContain(`>${city?.name}</p>`);
  });

  it('answers 404 pages rendered too, with their status', async () => {
    const answer = await page('/no-such-page-here/');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('<div id="root"><h1>Ошибка 404</h1>');
  });

  it("leaves the visitor's own pages (cabinet, favorites, checkout) to the browser", async () => {
    for (const url of ['/personal/', '/favorites/', '/personal/order/make/']) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('<div id="root"></div>');
      expect(answer.body, url).toContain('id="__PAGE__"');
    }
  });

  it('sends the page for the browser to render when the server render fails', async () => {
    const answer = await page('/search/?q=broken');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
    expect(answer.body).toContain(
      '<script id="__PAGE__" type="application/json" data-status="200">',
    );
  });
});

describe('issue 23 point 4: the renderer reads the shop api in process', () => {
  it("seeds the page with the very answers the api sends a guest of the visitor's city", async () => {
    const [city] = await db.query<{ id: number }>(
      `SELECT id FROM locations WHERE name <> 'Москва' ORDER BY id LIMIT 1`,
    );
    for (const cookie of ['', `location_id=${city?.id}`]) {
      const answers = answersOf((await page('/club/', { cookie })).body);
      expect(answers.length, cookie).toBe(9);
      for (const [path, status, body] of answers) {
        const api = await app.inject({ method: 'GET', url: path, headers: { cookie } });
        expect({ path, status, body }, cookie).toEqual({
          path,
          status: api.statusCode,
          body: api.payload,
        });
      }
    }
  });
});

describe("issue 23 point 4: a city's shop-wide answers go from one render to the next", () => {
  it('hands a render what the last render of its city returned, until a change drops them', async () => {
    await invalidatePageCache(app);
    const [city] = await db.query<{ id: number; name: string }>(
      `SELECT id, name FROM locations WHERE name <> 'Москва' ORDER BY id LIMIT 1`,
    );
    const first = await page('/new/');
    expect(stateOf(first.body).shopWide).toBeNull();
    expect(stateOf((await page('/discounts/')).body).shopWide).toEqual({
      city: 'Москва',
      render: renderNumber(first.body),
    });
    const cookie = `location_id=${city?.id}`;
    expect(stateOf((await page('/discounts/', { cookie })).body).shopWide).toBeNull();
    expect(stateOf((await page('/new/', { cookie })).body).shopWide).toMatchObject({
      city: city?.name,
    });
    await invalidatePageCache(app);
    expect(stateOf((await page('/discounts/')).body).shopWide).toBeNull();
  });

  it('keeps nothing from a render that hands back none (one of its answers failed)', async () => {
    await invalidatePageCache(app);
    expect(stateOf((await page('/kontakty/')).body).shopWide).toBeNull();
    const next = await page('/new/');
    expect(stateOf(next.body).shopWide).toBeNull();
    expect(stateOf((await page('/discounts/')).body).shopWide).toEqual({
      city: 'Москва',
      render: renderNumber(next.body),
    });
  });
});

describe('issue 11 point 3: guest HTML is cached like the page JSON', () => {
  it('renders a url once per city, again after invalidation, and for an editor with X-Nocache', async () => {
    const first = renderNumber((await page('/promotions/')).body);
    const again = await page('/promotions/');
    expect(renderNumber(again.body)).toBe(first);

    const [city] = await db.query<{ id: number }>(
      `SELECT id FROM locations WHERE name <> 'Москва' ORDER BY id LIMIT 1`,
    );
    const otherCity = renderNumber(
      (await page('/promotions/', { cookie: `location_id=${city?.id}` })).body,
    );
    expect(otherCity).toBeGreaterThan(first);

    const staff = await signedInAsDemoStaff(app, db, 'editor');
    const cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const guestNocache = renderNumber((await page('/promotions/', { 'x-nocache': '1' })).body);
    expect(guestNocache).toBe(first);
    const editorNocache = renderNumber(
      (await page('/promotions/', { cookie, 'x-nocache': '1' })).body,
    );
    expect(editorNocache).toBeGreaterThan(otherCity);

    await invalidatePageCache(app);
    expect(renderNumber((await page('/promotions/')).body)).toBeGreaterThan(editorNocache);
  });

  it('issue 24 point 7: sends a page first compressed cheaply, then in bytes compressed once for all its later answers', async () => {
    await invalidatePageCache(app);
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const rendered = await page('/all-reviews/', browser);
    const [second, third] = [
      await page('/all-reviews/', browser),
      await page('/all-reviews/', browser),
    ];
    const text = brotliDecompressSync(rendered.rawPayload).toString('utf8');
    expect(renderNumber(text)).toBeGreaterThan(0);
    for (const answer of [rendered, second, third]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(text);
    }
    expect(second.rawPayload.length).toBeLessThan(rendered.rawPayload.length);
    expect(third.rawPayload.equals(second.rawPayload)).toBe(true);

    const gzipped = [
      await page('/all-reviews/', { 'accept-encoding': 'gzip' }),
      await page('/all-reviews/', { 'accept-encoding': 'gzip' }),
    ];
    for (const answer of gzipped) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.rawPayload).toString('utf8')).toBe(text);
    }
    expect(gzipped[1]!.rawPayload.equals(gzipped[0]!.rawPayload)).toBe(true);
    for (const acceptEncoding of [undefined, 'br;q=0, gzip;q=0']) {
      const plain = await page(
        '/all-reviews/',
        acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      );
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(text);
    }
  });
});

describe('issue 27 point 5: the cookie notice is in the HTML until the visitor dismisses it', () => {
  const NOTICE = '<div role="region" aria-label="cookie"></div>';

  it('draws it for a first visit and leaves it out once the cookie says «Понятно», each cached apart', async () => {
    const first = await page('/kontakty/');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(NOTICE);
    const dismissed = await page('/kontakty/', { cookie: 'location_id=0; cookie_notice=1' });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.body).not.toContain(NOTICE);
    expect(renderNumber(dismissed.body)).toBeGreaterThan(renderNumber(first.body));
    // Each drawing is then cached for its own visitors: neither is handed to the other.
    const [firstAgain, dismissedAgain] = [
      await page('/kontakty/'),
      await page('/kontakty/', { cookie: 'cookie_notice=1' }),
    ];
    expect(firstAgain.body).toBe(first.body);
    expect(dismissedAgain.body).toBe(dismissed.body);
  });

  it('shows it again for any other value of the cookie', async () => {
    for (const cookie of ['cookie_notice=0', 'cookie_notice=', 'cookie_notice=yes']) {
      expect((await page('/kontakty/', { cookie })).body, cookie).toContain(NOTICE);
    }
  });
});

describe('issue 24 point 7: the HTML cache keys only the parameters a page reads', () => {
  const IGNORED = ['utm_source=yandex', 'utm_medium=cpc', 'yclid=5551', 'gclid=Cj0K', 'zz=1'];

  it('renders a section once for every url that differs only in parameters it ignores', async () => {
    const first = await page('/shop/?sort=price_asc');
    expect(first.statusCode).toBe(200);
    for (const url of [
      `/shop/?sort=price_asc&${IGNORED.join('&')}`,
      `/shop/?${IGNORED[0]}&sort=price_asc&${IGNORED[2]}`,
      `/shop/?sort=price_asc&utm_source=${Math.random()}`,
    ]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(renderNumber(answer.body), url).toBe(renderNumber(first.body));
    }
  });

  it('renders different HTML for a parameter the page reads, in any order once', async () => {
    const first = await page('/search/?q=kartina&sort=price_desc');
    const other = await page('/search/?q=kartina&sort=price_asc');
    expect(renderNumber(other.body)).toBeGreaterThan(renderNumber(first.body));
    expect(stateOf(other.body).url).toBe('/search/?q=kartina&sort=price_asc');
    expect(other.body).not.toBe(first.body);
    const reordered = await page(`/search/?sort=price_desc&${IGNORED[1]}&q=kartina`);
    expect(renderNumber(reordered.body)).toBe(renderNumber(first.body));
  });

  it('draws the page without the parameters it ignores: its HTML echoes none of them', async () => {
    const answer = await page(`/search/?utm_source=newsletter&q=vyshivka&gclid=Cj0K`);
    expect(answer.statusCode).toBe(200);
    expect(stateOf(answer.body).url).toBe('/search/?q=vyshivka');
    expect(answer.body).not.toMatch(/newsletter|utm_source|gclid|Cj0K/);
    expect(answer.body).toContain('<link rel="canonical" href="');
  });
});

describe('issue 24 point 7: a page asked by many at once is built and rendered once', () => {
  it('answers twenty simultaneous requests for an uncached section with one render', async () => {
    // The stand-in's counter, read off pages rendered alone before and after.
    const rendersSoFar = async (probe: string) => renderNumber((await page(probe)).body);
    const before = await rendersSoFar('/search/?q=probe-before');
    const url = '/shop/?sort=price_desc';
    const answers = await Promise.all(Array.from({ length: 20 }, () => page(url)));
    expect(answers.map(({ statusCode }) => statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map(({ body }) => body)).size).toBe(1);
    const after = await rendersSoFar('/search/?q=probe-after');
    expect(after - before).toBe(2);
  });
});

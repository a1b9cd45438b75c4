import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/lib/db';
import { csrfHeaders } from '../../server/lib/http/csrf';
import {
  COUPON_RATE_LIMIT,
  CORPORATE_RATE_LIMIT,
  REGISTRATION_RATE_LIMIT,
  REVIEW_RATE_LIMIT,
  SIGN_IN_ACCOUNT_BACKOFF,
  SIGN_IN_BACKOFF,
  SIGN_IN_RATE_LIMIT,
} from '../../server/lib/http/rateLimit';
import { insertShopFixtures, type ShopFixtures } from '../../server/testing/shopFixtures';
import { countRows, shopForSuite } from '../../server/testing/shopVisitor';

let db: Db;
let app: FastifyInstance;
let f: ShopFixtures;

shopForSuite(async (shop) => {
  ({ db, app } = shop);
  f = await insertShopFixtures(db);
});

let lastAddress = 0;
let lastUser = 0;

/** A browser at an address of its own (limits per address must not leak between tests). */
function browser(remoteAddress = `10.9.0.${++lastAddress}`) {
  const cookies = new Map<string, string>();
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method,
      url,
      remoteAddress,
      payload,
      headers: { ...(method === 'POST' ? csrfHeaders : {}), ...(cookie ? { cookie } : {}) },
    });
    for (const set of response.cookies) {
      if (set.value) cookies.set(set.name, set.value);
      else cookies.delete(set.name);
    }
    return response;
  };
  return {
    remoteAddress,
    cookies,
    get: (url: string) => send('GET', url),
    post: (url: string, payload: object = {}) => send('POST', url, payload),
  };
}

type Browser = ReturnType<typeof browser>;

async function newAccount(as: Browser = browser()) {
  const email = `limits${++lastUser}@example.ru`;
  const password = 'верный-пароль';
  const response = await as.post('/api/user/register', {
    name: 'Лена',
    email,
    password,
    consent: true,
  });
  expect(response.statusCode).toBe(200);
  return { as, email, password };
}

const signIn = (as: Browser, login: string, password: string) =>
  as.post('/api/user/auth', { login, password });

function expectRefused(response: LightMyRequestResponse, message: RegExp) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error.code).toBe('RATE_LIMITED');
  expect(response.json().error.message).toMatch(message);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('issue 9 point 9: sign-in is limited per address and account with growing delays', () => {
  it('issue 22 point 5: refuses the guessing address after five failures, while the owner signs in from another', async () => {
    const { email, password } = await newAccount();
    const attacker = browser();
    for (let attempt = 1; attempt <= SIGN_IN_BACKOFF.freeFailures; attempt++)
      expect((await signIn(attacker, email, 'не тот')).statusCode).toBe(401);

    // The guessing address waits now, even with the right password, and for the login's other forms.
    expectRefused(
      await signIn(attacker, email, password),
      /^Слишком много неудачных попыток входа в этот аккаунт\. Попробуйте снова через 1 минуту\.$/,
    );
    expectRefused(await signIn(attacker, email.toUpperCase(), 'не тот'), /через 1 минуту/);
    // The owner, elsewhere, is not locked out by it.
    expect((await signIn(browser(), email, password)).statusCode).toBe(200);
  });

  it('issue 22 point 5: the slower cap per account stops a guess spread over many addresses', async () => {
    const { email, password } = await newAccount();
    const free = SIGN_IN_ACCOUNT_BACKOFF.freeFailures;
    const perAddress = SIGN_IN_BACKOFF.freeFailures;
    const addresses = Array.from({ length: Math.ceil(free / perAddress) }, () => browser());
    const answers = await Promise.all(
      addresses.map(async (address) => {
        const statuses: number[] = [];
        for (let attempt = 1; attempt <= perAddress; attempt++)
          statuses.push((await signIn(address, email, 'не тот')).statusCode);
        return statuses;
      }),
    );
    expect(answers.flat().filter((status) => status === 401)).toHaveLength(free);

    // Past the account's free failures, every address waits, the owner's new one too.
    expectRefused(
      await signIn(browser(), email, password),
      /^Слишком много неудачных попыток входа в этот аккаунт\. Попробуйте снова через 5 минут\.$/,
    );
  });

  it('doubles the wait with every further failure, and a success forgets the failures', async () => {
    const { email, password } = await newAccount();
    const c = browser();
    for (let attempt = 1; attempt <= SIGN_IN_BACKOFF.freeFailures; attempt++)
      await signIn(c, email, 'не тот');
    const waitOver = () =>
      db.query(
        `UPDATE backoff_attempts SET next_attempt_at = now() - interval '1 second'
          WHERE next_attempt_at > now()`,
      );

    await waitOver();
    expect((await signIn(c, email, 'не тот')).statusCode).toBe(401);
    expectRefused(await signIn(c, email, password), /через 2 минуты\.$/);
    await waitOver();
    expect((await signIn(c, email, 'не тот')).statusCode).toBe(401);
    expectRefused(await signIn(c, email, password), /через 4 минуты\.$/);

    await waitOver();
    expect((await signIn(c, email, password)).statusCode).toBe(200);
    // Forgotten: five free failures again.
    for (let attempt = 1; attempt <= SIGN_IN_BACKOFF.freeFailures; attempt++)
      expect((await signIn(c, email, 'не тот')).statusCode).toBe(401);
  });

  it('does not lock out other people behind the same address', async () => {
    const shared = browser();
    const victim = await newAccount();
    for (let attempt = 1; attempt <= SIGN_IN_BACKOFF.freeFailures + 3; attempt++)
      await signIn(shared, victim.email, 'не тот');
    const colleague = await newAccount();
    const sameAddress = browser(shared.remoteAddress);
    expect((await signIn(sameAddress, colleague.email, colleague.password)).statusCode).toBe(200);
  });

  it('counts parallel guesses: exactly the free failures get a password check', async () => {
    // Many at once, so that statements started a moment apart meet on the row lock (the race
    // that once refused a free failure on PostgreSQL).
    const PARALLEL_GUESSES = 25;
    const { email } = await newAccount();
    const guesser = browser();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_GUESSES }, () => signIn(guesser, email, 'не тот')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_BACKOFF.freeFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      PARALLEL_GUESSES - SIGN_IN_BACKOFF.freeFailures,
    );
  });
});

describe('issue 9 point 9: limits per address and per account', () => {
  it('limits sign-in attempts per address, whatever the logins', async () => {
    const c = browser();
    for (let attempt = 1; attempt <= SIGN_IN_RATE_LIMIT.limit; attempt++)
      expect((await signIn(c, `nobody${attempt}@example.ru`, 'пароль')).statusCode).toBe(401);
    expectRefused(
      await signIn(c, 'nobody-else@example.ru', 'пароль'),
      /^Слишком много попыток\. Попробуйте снова через \d+ минут[уы]?\.$/,
    );
    expect((await signIn(browser(), 'nobody-else@example.ru', 'пароль')).statusCode).toBe(401);
  });

  it('issue 10 point 2: limits registrations per address and writes no user past the limit', async () => {
    const c = browser();
    for (let attempt = 1; attempt <= REGISTRATION_RATE_LIMIT.limit; attempt++) await newAccount(c);
    const users = await countRows(db, 'users');
    const refused = await c.post('/api/user/register', {
      name: 'Лена',
      email: `limits-refused@example.ru`,
      password: 'верный-пароль',
      consent: true,
    });
    expectRefused(refused, /^Слишком много попыток\./);
    expect(await countRows(db, 'users')).toBe(users);
  });

  it('issue 10 point 2: limits corporate requests per address and stores none past the limit', async () => {
    const c = browser();
    const form = {
      name: 'Иван',
      phone: '+7 900 123 45 67',
      text: 'Подарки на 50 человек',
      consent: true,
    };
    for (let attempt = 1; attempt <= CORPORATE_RATE_LIMIT.limit; attempt++)
      expect((await c.post('/api/forms/corporate', form)).statusCode).toBe(200);
    const stored = await countRows(db, 'corporate_requests');
    expectRefused(await c.post('/api/forms/corporate', form), /^Слишком много попыток\./);
    expect(await countRows(db, 'corporate_requests')).toBe(stored);
  });

  it('limits coupon attempts per address', async () => {
    const c = browser();
    for (let attempt = 1; attempt <= COUPON_RATE_LIMIT.limit; attempt++) {
      const guess = await c.post('/api/catalog/basket/applyCoupon', { coupon: `GUESS-${attempt}` });
      expect(guess.statusCode).toBeGreaterThanOrEqual(400);
      expect(guess.statusCode).not.toBe(429);
    }
    // Past the limit even a real code is refused, so guessing cannot go on.
    expectRefused(
      await c.post('/api/catalog/basket/applyCoupon', { coupon: 'SHOP-TEST-10' }),
      /^Слишком много попыток\./,
    );
    const other = browser();
    await other.post('/api/catalog/basket/add', { productId: f.beads, quantity: 1 });
    const applied = await other.post('/api/catalog/basket/applyCoupon', { coupon: 'SHOP-TEST-10' });
    expect(applied.statusCode).toBe(200);
  });

  it('limits reviews per account; one review per product stays the rule', async () => {
    const { as } = await newAccount();
    const products = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE active ORDER BY id LIMIT $1`,
      [REVIEW_RATE_LIMIT.limit + 1],
    );
    for (const product of products.slice(0, REVIEW_RATE_LIMIT.limit)) {
      const review = { productId: product.id, rating: 5, text: 'Хороший набор', consent: true };
      expect((await as.post('/api/reviews', review)).statusCode).toBe(200);
    }
    const reviews = await countRows(db, 'reviews');
    const last = products[REVIEW_RATE_LIMIT.limit]?.id;
    expectRefused(
      await as.post('/api/reviews', {
        productId: last,
        rating: 5,
        text: 'Шестой отзыв',
        consent: true,
      }),
      /^Слишком много попыток\. Попробуйте снова через \d+ минут/,
    );
    expect(await countRows(db, 'reviews')).toBe(reviews);
    // Another account is not affected, and still gets one review per product.
    const first = products[0]?.id;
    const other = (await newAccount()).as;
    expect(
      (
        await other.post('/api/reviews', {
          productId: first,
          rating: 3,
          text: 'Так себе',
          consent: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await other.post('/api/reviews', {
          productId: first,
          rating: 3,
          text: 'Снова',
          consent: true,
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('issue 9 point 9: a guest session is stored only once it holds something', () => {
  const sessions = () => countRows(db, 'sessions');

  it('writes no session row and sets no cookie for refused or empty changes', async () => {
    const before = await sessions();
    const changes: [string, object][] = [
      ['/api/catalog/basket/add', { productId: f.hidden, quantity: 1 }],
      ['/api/catalog/basket/add', { productId: f.soldOut, quantity: 1 }],
      ['/api/catalog/basket/removeAll', {}],
      ['/api/catalog/basket/applyCoupon', { coupon: 'SHOP-TEST-EXPIRED' }],
      ['/api/catalog/basket/removeCoupon', { coupon: 'SHOP-TEST-10' }],
      ['/api/favorites/remove', { id: f.paint }],
      ['/api/favorites/set', { ids: [] }],
      ['/api/favorites/add', { id: 2_000_000_000 }],
      ['/api/location/setLocationId', { locationId: 2_000_000_000 }],
    ];
    for (const [url, body] of changes) {
      const guest = browser();
      const response = await guest.post(url, body);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    for (const url of ['/', '/api/user/info', '/api/catalog/basket/info', '/api/favorites/get'])
      expect((await browser().get(url)).headers['set-cookie'], url).toBeUndefined();
    expect(await sessions()).toBe(before);
  });

  it('keeps the basket, the favorites and the city of a guest who stored them', async () => {
    const guest = browser();
    const before = await sessions();
    const added = await guest.post('/api/catalog/basket/add', { productId: f.beads, quantity: 2 });
    expect(added.statusCode).toBe(200);
    expect(guest.cookies.has('sid')).toBe(true);
    expect(await sessions()).toBe(before + 1);
    await guest.post('/api/favorites/add', { id: f.paint });
    await guest.post('/api/location/setLocationId', { locationId: f.cityId });
    expect(await sessions()).toBe(before + 1);

    const basket = (await guest.get('/api/catalog/basket/info')).json().result;
    expect(JSON.stringify(basket)).toContain(String(f.beads));
    expect((await guest.get('/api/favorites/get')).json().result).toEqual([f.paint]);
    expect((await guest.get('/api/location/getCurrent')).json().result).toMatchObject({
      id: f.cityId,
    });

    // Emptying the basket later keeps the session: it still holds the favorites and the city.
    await guest.post('/api/catalog/basket/removeAll');
    expect((await guest.get('/api/favorites/get')).json().result).toEqual([f.paint]);
  });

  it('a city choice alone is kept', async () => {
    const guest = browser();
    const chosen = await guest.post('/api/location/setLocationId', { locationId: f.cityId });
    expect(chosen.statusCode).toBe(200);
    expect((await guest.get('/api/location/getCurrent')).json().result).toMatchObject({
      id: f.cityId,
    });
  });

  it('still refuses a change without the CSRF header, storing nothing', async () => {
    const before = await sessions();
    const response = await app.inject({
      method: 'POST',
      url: '/api/catalog/basket/add',
      remoteAddress: '10.9.1.1',
      payload: { productId: f.beads, quantity: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessions()).toBe(before);
  });
});

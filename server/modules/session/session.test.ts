import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../lib/db';
import { csrfHeaders } from '../../lib/http/csrf';
import { createTestDb } from '../../testing';
import { SESSION_COOKIE } from './plugin';

let db: Db;
let app: FastifyInstance;
let address = 0;

beforeAll(async () => {
  db = await createTestDb();
  app = await buildApp({ db, config: { ...loadConfig({}), spaDir: null } });
  // A stand-in admin route: the guard must come from the /api/admin prefix alone.
  app.get('/api/admin/ping', async () => ({ result: 'pong' }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** Each test signs in from its own client address, so the rate limit of one does not leak into another. */
function client() {
  const remoteAddress = `10.0.0.${++address}`;
  let cookie: string | undefined;
  const send = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const response = await app.inject({
      remoteAddress,
      ...options,
      headers: { ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}), ...options.headers },
    });
    const set = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (set) cookie = set.value || undefined;
    return response;
  };
  return {
    get: (url: string) => send({ method: 'GET', url }),
    post: (url: string, payload?: object) =>
      send({ method: 'POST', url, payload, headers: { ...csrfHeaders } }),
    send,
    get cookie() {
      return cookie;
    },
    set cookie(value) {
      cookie = value;
    },
  };
}

let userCounter = 0;
async function registered(c = client()) {
  const email = `buyer${++userCounter}@example.ru`;
  const response = await c.post('/api/user/register', {
    name: 'Анна',
    email,
    password: 'секретный-пароль',
    consent: true,
  });
  expect(response.statusCode).toBe(200);
  return { c, email, password: 'секретный-пароль' };
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${sql}`, params))[0]?.n);

describe('user state', () => {
  it('R-USER-6: a guest is not authorized and no session row is written', async () => {
    const sessionsBefore = await count('sessions');
    const c = client();
    const response = await c.get('/api/user/info');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: { authorized: false, hash: '', admin: false, editor: false },
    });
    expect(c.cookie).toBeUndefined();
    expect(await count('sessions')).toBe(sessionsBefore);
  });

  it('R-USER-6: sign in, info and log out', async () => {
    const { email, password } = await registered();
    const c = client();
    const signIn = await c.post('/api/user/auth', { login: email.toUpperCase(), password });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().result).toMatchObject({
      authorized: true,
      admin: false,
      editor: false,
      name: 'Анна',
    });
    const cookie = signIn.cookies.find((x) => x.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const info = await c.get('/api/user/info');
    expect(info.json().result).toEqual(signIn.json().result);
    expect(info.json().result.hash).toMatch(/^[0-9a-f]{32}$/);

    const signedInCookie = c.cookie;
    const logout = await c.post('/api/user/logout');
    expect(logout.json().result.authorized).toBe(false);
    // The old cookie no longer opens anything.
    c.cookie = signedInCookie;
    expect((await c.get('/api/user/info')).json().result.authorized).toBe(false);
  });

  it('R-USER-6: signs in by phone written any usual way', async () => {
    const c = client();
    const phone = '+7 (912) 000-11-22';
    const reg = await c.post('/api/user/register', {
      name: 'Иван',
      phone,
      password: 'пароль-ивана',
      consent: true,
    });
    expect(reg.statusCode).toBe(200);
    const other = client();
    const response = await other.post('/api/user/auth', {
      login: '8 912 0001122',
      password: 'пароль-ивана',
    });
    expect(response.json().result).toMatchObject({ authorized: true, name: 'Иван' });
  });

  it('answers 401 with a Russian message for a wrong password', async () => {
    const { email } = await registered();
    const response = await client().post('/api/user/auth', {
      login: email,
      password: 'не тот пароль',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Неверный логин или пароль' },
    });
  });

  it('answers 401 to a guest on a user-only call and the profile to the user', async () => {
    const guest = await client().get('/api/user/profile');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Необходимо авторизоваться' },
    });

    const { c, email } = await registered();
    const profile = await c.get('/api/user/profile');
    expect(profile.json().result).toMatchObject({ name: 'Анна', email, phone: null });
  });
});

describe('registration', () => {
  it('rejects malformed input with 400 and writes nothing', async () => {
    const users = await count('users');
    const sessions = await count('sessions');
    const c = client();
    const short = await c.post('/api/user/register', {
      name: 'Анна',
      email: 'short@example.ru',
      password: '123',
      consent: true,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: { code: 'VALIDATION', message: 'Поле «Пароль» должно содержать не меньше 8 символов' },
    });
    const noConsent = await c.post('/api/user/register', {
      name: 'Анна',
      email: 'short@example.ru',
      password: '12345678',
      consent: false,
    });
    expect(noConsent.json().error.message).toBe(
      'Подтвердите согласие на обработку персональных данных',
    );
    const noContact = await c.post('/api/user/register', {
      name: 'Анна',
      password: '12345678',
      consent: true,
    });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().error.message).toBe('Укажите электронную почту или телефон');
    expect(await count('users')).toBe(users);
    expect(await count('sessions')).toBe(sessions);
  });

  it('answers 409 for an e-mail that is already registered', async () => {
    const { email } = await registered();
    const response = await client().post('/api/user/register', {
      name: 'Другая Анна',
      email: email.toUpperCase(),
      password: 'другой-пароль',
      consent: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Пользователь с такой электронной почтой уже зарегистрирован',
    );
  });
});

describe('sessions', () => {
  async function guestSession(locationId: number | null = null) {
    const c = client();
    c.cookie = `guest-${++userCounter}-${'x'.repeat(32)}`;
    await db.query(
      `INSERT INTO sessions (id, location_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [c.cookie, locationId],
    );
    return c;
  }

  it('rotates the session id at sign-in and keeps the city', async () => {
    const { email, password } = await registered();
    const c = await guestSession(7);
    const guestId = c.cookie;
    await c.post('/api/user/auth', { login: email, password });
    expect(c.cookie).toBeDefined();
    expect(c.cookie).not.toBe(guestId);
    expect(await count('sessions WHERE id = $1', [guestId])).toBe(0);
    const [row] = await db.query<{ location_id: number }>(
      `SELECT location_id FROM sessions WHERE id = $1`,
      [c.cookie],
    );
    expect(row?.location_id).toBe(7);
  });

  it('merges the guest basket into the user basket at sign-in', async () => {
    const { email, password } = await registered();
    const [user] = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [email]);
    const products = await db.query<{ id: number }>(`SELECT id FROM products ORDER BY id LIMIT 2`);
    const [p1, p2] = products.map((p) => p.id);
    // Coupons that combine (issue 9 point 10): the merge keeps only what the rule allows.
    await db.query(
      `INSERT INTO coupons (code, discount_percent, combinable) VALUES ('SALE10', 10, true), ('GIFT', 5, true)`,
    );
    const [owned] = await db.query<{ id: number }>(
      `INSERT INTO baskets (user_id, coupons) VALUES ($1, '{SALE10}') RETURNING id`,
      [user?.id],
    );
    await db.query(
      `INSERT INTO basket_items (basket_id, product_id, quantity) VALUES ($1, $2, 3)`,
      [owned?.id, p1],
    );

    const c = await guestSession();
    const [guest] = await db.query<{ id: number }>(
      `INSERT INTO baskets (session_id, coupons) VALUES ($1, '{SALE10,GIFT}') RETURNING id`,
      [c.cookie],
    );
    await db.query(
      `INSERT INTO basket_items (basket_id, product_id, quantity) VALUES ($1, $2, 2), ($1, $3, 1)`,
      [guest?.id, p1, p2],
    );

    expect((await c.post('/api/user/auth', { login: email, password })).statusCode).toBe(200);

    const items = await db.query<{ product_id: number; quantity: number }>(
      `SELECT product_id, quantity FROM basket_items WHERE basket_id = $1 ORDER BY product_id`,
      [owned?.id],
    );
    expect(items).toEqual([
      { product_id: p1, quantity: 5 },
      { product_id: p2, quantity: 1 },
    ]);
    const [basket] = await db.query<{ coupons: string[] }>(
      `SELECT coupons FROM baskets WHERE id = $1`,
      [owned?.id],
    );
    expect([...(basket?.coupons ?? [])].sort()).toEqual(['GIFT', 'SALE10']);
    expect(await count('baskets WHERE id = $1', [guest?.id])).toBe(0);
  });

  it('R-ROLE-2: guards every /api/admin route on the server', async () => {
    expect((await client().get('/api/admin/ping')).statusCode).toBe(401);

    const { c, email } = await registered();
    const forbidden = await c.get('/api/admin/ping');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Недостаточно прав' },
    });

    await db.query(`UPDATE users SET is_editor = true WHERE email = $1`, [email]);
    expect((await c.get('/api/admin/ping')).json()).toEqual({ result: 'pong' });
    expect((await c.get('/api/user/info')).json().result).toMatchObject({
      editor: true,
      admin: false,
    });
  });
});

describe('protection', () => {
  it('rejects a cross-site POST without the CSRF header', async () => {
    const { email, password } = await registered();
    const c = client();
    const response = await c.send({
      method: 'POST',
      url: '/api/user/auth',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ login: email, password }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF');
    expect(c.cookie).toBeUndefined();
  });

  it('answers unknown API calls with a JSON 404', async () => {
    const response = await app.inject({ url: '/api/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Метод API не найден' },
    });
  });

  it('serves the API reference at /api/docs', async () => {
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const spec = await app.inject({ url: '/api/docs/json' });
    expect(spec.json().paths['/api/user/info'].get.operationId).toBe('getUserInfo');
  });
});

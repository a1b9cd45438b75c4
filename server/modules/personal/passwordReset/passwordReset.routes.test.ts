import { beforeAll, describe, expect, it } from 'vitest';
import {
  countStatuses,
  fireAtOnce,
  shopWithMailSuite,
  signedUp,
  visitor,
  VISITOR_ORIGIN,
  type Visitor,
} from '../testing';

const s = shopWithMailSuite();

beforeAll(async () => {
  await signedUp(s.app, 'reset@example.ru');
});

const FORGOT = '/api/user/password/forgot';
const RESET = '/api/user/password/reset';
const INVALID = 'Ссылка для восстановления пароля недействительна или устарела';

/** Asks for a reset link for `email` and reads the token from the mail received. */
async function resetToken(email: string): Promise<string> {
  const before = s.smtp.messages.length;
  const response = await visitor(s.app).post(FORGOT, { email });
  expect(response.json()).toEqual({ result: { ok: true } });
  const mail = await s.smtp.waitFor(
    (m) => s.smtp.messages.indexOf(m) >= before && m.to.includes(email.toLowerCase()),
  );
  const token = /\/personal\/private\/\?reset=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in: ${mail.text}`);
  return token;
}

const signIn = (password: string) =>
  visitor(s.app).post('/api/user/auth', { login: 'reset@example.ru', password });

describe('Забыли пароль?', () => {
  it('mails a link to the address; the link sets a new password once and signs in', async () => {
    const token = await resetToken('Reset@Example.ru');
    const mail = s.smtp.messages.at(-1);
    expect(mail?.subject).toBe('Восстановление пароля');
    expect(mail?.text).toContain(`${VISITOR_ORIGIN}/personal/private/?reset=${token}`);
    expect(mail?.text).toContain('Ссылка действует 30 минут и только один раз.');

    const browser = visitor(s.app);
    await browser.post('/api/catalog/basket/add', { productId: s.f.beads, quantity: 2 });
    const response = await browser.post(RESET, { token, password: 'новый-пароль-2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: { authorized: true, name: 'Анна' },
      notices: [],
    });
    // signed in, with the guest basket merged as at sign-in
    expect((await browser.get('/api/user/info')).json().result.authorized).toBe(true);
    const basket = (await browser.get('/api/catalog/basket/info')).json().result.items;
    expect(basket).toMatchObject([{ productId: s.f.beads, quantity: 2 }]);

    expect((await signIn('новый-пароль-2')).statusCode).toBe(200);
    expect((await signIn('секретный-пароль')).statusCode).toBe(401);

    const second = await visitor(s.app).post(RESET, { token, password: 'чужой-пароль-3' });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toBe(INVALID);
    expect((await signIn('чужой-пароль-3')).statusCode).toBe(401);
  });

  it('answers the same for an address nobody registered, and mails nothing', async () => {
    const before = s.smtp.messages.length;
    const response = await visitor(s.app).post(FORGOT, { email: 'nobody-here@example.ru' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { ok: true } });
    await s.app.mailer.flush();
    expect(s.smtp.messages.length).toBe(before);
    expect(
      await s.db.query(
        `SELECT 1 FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.email = 'nobody-here@example.ru'`,
      ),
    ).toEqual([]);
  });

  it('only the token’s hash is stored', async () => {
    const token = await resetToken('reset@example.ru');
    const stored = await s.db.query<{ token_hash: string }>(
      `SELECT token_hash FROM password_resets`,
    );
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it('an expired link is refused and changes nothing', async () => {
    const token = await resetToken('reset@example.ru');
    await s.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 minute'`);
    const response = await visitor(s.app).post(RESET, { token, password: 'просроченный-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(INVALID);
    expect((await signIn('просроченный-1')).statusCode).toBe(401);
  });

  it('an unknown token is refused', async () => {
    const response = await visitor(s.app).post(RESET, {
      token: 'x'.repeat(43),
      password: 'любой-пароль',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(INVALID);
  });

  it('of two uses of one link at once, one succeeds', async () => {
    const token = await resetToken('reset@example.ru');
    const browsers: Visitor[] = [visitor(s.app), visitor(s.app)];
    const answers = await fireAtOnce(2, (n) =>
      (browsers[n] as Visitor).post(RESET, { token, password: `одновременно-${n}` }),
    );
    expect(countStatuses(answers)).toEqual({ 200: 1, 400: 1 });
    const winner = answers.findIndex((a) => a.statusCode === 200);
    expect((await signIn(`одновременно-${winner}`)).statusCode).toBe(200);
  });

  it('a used link ends the other links of the account and its other sessions', async () => {
    const password = 'до-сброса-6';
    const first = await resetToken('reset@example.ru');
    await visitor(s.app).post(RESET, { token: first, password });
    const signedInElsewhere = visitor(s.app);
    await signedInElsewhere.post('/api/user/auth', { login: 'reset@example.ru', password });
    expect((await signedInElsewhere.get('/api/user/info')).json().result.authorized).toBe(true);

    const second = await resetToken('reset@example.ru');
    const third = await resetToken('reset@example.ru');
    expect(
      (await visitor(s.app).post(RESET, { token: third, password: 'после-сброса-7' })).statusCode,
    ).toBe(200);
    expect((await signedInElsewhere.get('/api/user/info')).json().result.authorized).toBe(false);
    const other = await visitor(s.app).post(RESET, { token: second, password: 'другой-8' });
    expect(other.json().error.message).toBe(INVALID);
  });

  it('requests are limited per address asked for', async () => {
    const answers = [];
    for (let n = 0; n < 6; n++)
      answers.push(await visitor(s.app).post(FORGOT, { email: 'limited@example.ru' }));
    expect(countStatuses(answers)).toEqual({ 200: 5, 429: 1 });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  countStatuses,
  fillBasket,
  fireAtOnce,
  ORDER_URL,
  orderForm,
  seenBasket,
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

/**
 * Asks for a link to `email` (by 'Забыли пароль?' unless `ask` is given); the mail received with
 * it and its token.
 */
async function linkMail(email: string, ask = () => visitor(s.app).post(FORGOT, { email })) {
  const before = s.smtp.messages.length;
  const response = await ask();
  expect(response.json()).toEqual({ result: { ok: true } });
  const mail = await s.smtp.waitFor(
    (m) =>
      s.smtp.messages.indexOf(m) >= before &&
      m.to.includes(email.toLowerCase()) &&
      m.text.includes('/personal/private/?reset='),
  );
  const token = /\/personal\/private\/\?reset=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in: ${mail.text}`);
  return { mail, token };
}

const resetToken = async (email: string) => (await linkMail(email)).token;

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

const LINK = '/api/personal/password/link';
const profileOf = async (v: Visitor) =>
  (await v.get('/api/user/profile')).json().result as { email: string; hasPassword: boolean };

/** A guest's order that makes an account for `email` and signs the guest in to it. */
async function orderedAsGuest(email: string, phone: string): Promise<Visitor> {
  const v = await fillBasket(visitor(s.app), [{ productId: s.f.beads, quantity: 1 }]);
  const form = orderForm(await seenBasket(v), {
    contact: { name: 'Ольга', phone, email },
  });
  const response = await v.post(ORDER_URL, form);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().result.account).toBe('created');
  return v;
}

describe('Задать пароль: an account made at checkout (issue 26 point 5)', () => {
  it('has no password; the cabinet mails a link to its e-mail that sets one without an old password', async () => {
    const shopper = await orderedAsGuest('first-password@example.ru', '+7 901 000-00-01');
    expect(await profileOf(shopper)).toMatchObject({
      email: 'first-password@example.ru',
      hasPassword: false,
    });

    const { mail, token } = await linkMail('first-password@example.ru', () => shopper.post(LINK));
    expect(mail.subject).toBe('Пароль для личного кабинета');
    expect(mail.text).toContain(
      'Чтобы задать пароль и входить в личный кабинет по почте и паролю, перейдите по ссылке:',
    );
    expect(mail.text).toContain(`${VISITOR_ORIGIN}/personal/private/?reset=${token}&first=1`);
    expect(mail.text).toContain('Ссылка действует 30 минут и только один раз.');

    const browser = visitor(s.app);
    const set = await browser.post(RESET, { token, password: 'первый-пароль-1' });
    expect(set.json()).toMatchObject({ result: { authorized: true, name: 'Ольга' } });
    expect((await profileOf(browser)).hasPassword).toBe(true);
    const signedIn = await visitor(s.app).post('/api/user/auth', {
      login: 'first-password@example.ru',
      password: 'первый-пароль-1',
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('«Забыли пароль?» for it mails the same words of a first password', async () => {
    await orderedAsGuest('forgot-first@example.ru', '+7 901 000-00-02');
    const { mail, token } = await linkMail('forgot-first@example.ru');
    expect(mail.subject).toBe('Пароль для личного кабинета');
    expect(mail.text).toContain(`/personal/private/?reset=${token}&first=1`);
  });

  it('a registered account has a password, also in the profile form’s answer', async () => {
    const shopper = await signedUp(s.app, 'has-password@example.ru');
    expect((await profileOf(shopper)).hasPassword).toBe(true);
    const saved = await shopper.post('/api/personal/private', {
      name: 'Анна',
      email: 'has-password@example.ru',
    });
    expect(saved.json().result).toMatchObject({ name: 'Анна', hasPassword: true });
  });

  it('needs a signed-in account with an e-mail', async () => {
    expect((await visitor(s.app).post(LINK)).statusCode).toBe(401);
    const byPhone = visitor(s.app);
    await byPhone.post('/api/user/register', {
      name: 'Пётр',
      phone: '+7 900 765-43-21',
      password: 'секретный-пароль',
      consent: true,
    });
    const response = await byPhone.post(LINK);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Укажите электронную почту в контактных данных и сохраните их: ссылка придёт на неё',
    );
  });

  it('its links count against the address’s limit of «Забыли пароль?»', async () => {
    const shopper = await orderedAsGuest('limited-first@example.ru', '+7 901 000-00-03');
    const answers = [];
    for (let n = 0; n < 3; n++)
      answers.push(await visitor(s.app).post(FORGOT, { email: 'limited-first@example.ru' }));
    for (let n = 0; n < 3; n++) answers.push(await shopper.post(LINK));
    expect(countStatuses(answers)).toEqual({ 200: 5, 429: 1 });
    expect(answers.at(-1)?.statusCode).toBe(429);
  });
});

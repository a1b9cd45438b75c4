import { beforeAll, describe, expect, it } from 'vitest';
import {
  countStatuses,
  fireAtOnce,
  shopWithMailSuite,
  signedUp,
  suiteShopper,
  visitor,
} from '../testing';

const s = shopWithMailSuite();
const shopper = suiteShopper(s, 'private@example.ru');

beforeAll(async () => {
  await signedUp(s.app, 'private-other@example.ru');
  await s.db.query(
    `UPDATE users SET phone = '+79995554433' WHERE email = 'private-other@example.ru'`,
  );
});

const PROFILE = '/api/personal/private';
const profileRow = async () =>
  (
    await s.db.query<{ name: string; email: string | null; phone: string | null }>(
      `SELECT name, email, phone FROM users WHERE id = $1`,
      [shopper.id],
    )
  )[0];

describe('personal data', () => {
  it('saves name, e-mail and phone, normalised as at registration', async () => {
    const response = await shopper.post(PROFILE, {
      name: '  Анна Петрова ',
      email: 'Private@Example.RU',
      phone: '8 (900) 123-45-67',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        id: shopper.id,
        name: 'Анна Петрова',
        email: 'private@example.ru',
        phone: '+79001234567',
        hasPassword: true,
      },
    });
    expect((await shopper.get('/api/user/profile')).json().result.phone).toBe('+79001234567');
  });

  it('keeps one contact: either may go, not both', async () => {
    const phoneOnly = await shopper.post(PROFILE, { name: 'Анна', phone: '+7 900 123-45-67' });
    expect(phoneOnly.json().result).toMatchObject({ email: null, phone: '+79001234567' });
    const none = await shopper.post(PROFILE, { name: 'Анна' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Укажите электронную почту или телефон');
    await shopper.post(PROFILE, {
      name: 'Анна',
      email: 'private@example.ru',
      phone: '+79001234567',
    });
  });

  it('refuses a contact another user has, and bad input, changing nothing', async () => {
    const before = await profileRow();
    const cases: [unknown, number, string][] = [
      [{ name: 'Анна', email: 'private-other@example.ru' }, 409, 'Этот адрес почты уже занят'],
      [
        { name: 'Анна', email: 'private@example.ru', phone: '8 999 555-44-33' },
        409,
        'Этот телефон уже занят',
      ],
      [{ name: '   ', email: 'private@example.ru' }, 400, 'Не заполнено поле «Имя»'],
      [{ name: 'Анна', phone: '123 456 78 9' }, 400, 'Поле «Телефон» имеет неверный формат'],
    ];
    for (const [body, status, message] of cases) {
      const response = await shopper.post(PROFILE, body);
      expect([response.statusCode, response.json().error.message]).toEqual([status, message]);
    }
    expect(await profileRow()).toEqual(before);
    expect(
      (await visitor(s.app).post(PROFILE, { name: 'Гость', email: 'g@example.ru' })).statusCode,
    ).toBe(401);
  });
});

describe('changing the password', () => {
  const PASSWORD = '/api/personal/password';
  /** The status of a sign-in to the shopper's account with `password` from a new browser. */
  const signInWith = async (password: string) =>
    (await visitor(s.app).post('/api/user/auth', { login: 'private@example.ru', password }))
      .statusCode;

  it('a new password shorter than 8 characters is refused, as at registration, and the password stays', async () => {
    const response = await shopper.post(PASSWORD, {
      oldPassword: 'секретный-пароль',
      newPassword: 'семь-77',
    });
    expect(response.statusCode).toBe(400);
    expect(await signInWith('секретный-пароль')).toBe(200);
  });

  it('a wrong old password is refused and the password stays', async () => {
    const response = await shopper.post(PASSWORD, {
      oldPassword: 'не-тот-пароль',
      newPassword: 'новый-пароль-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Неверный старый пароль');
    expect(await signInWith('секретный-пароль')).toBe(200);
  });

  it('changes the password: this session stays, other sessions end, the new one signs in', async () => {
    const elsewhere = visitor(s.app);
    await elsewhere.post('/api/user/auth', {
      login: 'private@example.ru',
      password: 'секретный-пароль',
    });
    expect((await elsewhere.get('/api/user/info')).json().result.authorized).toBe(true);

    const response = await shopper.post(PASSWORD, {
      oldPassword: 'секретный-пароль',
      newPassword: 'новый-пароль-1',
    });
    expect(response.json()).toEqual({ result: { ok: true } });
    expect((await shopper.get('/api/user/info')).json().result.authorized).toBe(true);
    expect((await elsewhere.get('/api/user/info')).json().result.authorized).toBe(false);

    expect(await signInWith('секретный-пароль')).toBe(401);
    expect(await signInWith('новый-пароль-1')).toBe(200);
  });

  it('guessing the old password is slowed like guessing at sign-in', async () => {
    const guesser = await signedUp(s.app, 'private-guesser@example.ru');
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt++)
      answers.push(
        await guesser.post(PASSWORD, {
          oldPassword: `угадай-${attempt}`,
          newPassword: 'новый-пароль',
        }),
      );
    expect(countStatuses(answers)).toEqual({ 400: 5, 429: 2 });
    expect(answers.at(-1)?.json().error.message).toMatch(
      /^Слишком много неудачных попыток сменить пароль\. Попробуйте снова через \d+ минут/,
    );
  });
});

describe('saved addresses', () => {
  const ADDRESSES = '/api/personal/addresses';

  it('adds, lists and deletes addresses; the same address twice is saved once', async () => {
    const first = await shopper.post(ADDRESSES, { address: 'Москва, ул. Ленина, д. 1, кв. 5' });
    expect(first.statusCode).toBe(200);
    const again = await shopper.post(ADDRESSES, { address: '  Москва,  ул. Ленина, д. 1, кв. 5 ' });
    expect(again.json().result).toHaveLength(1);
    await shopper.post(ADDRESSES, { address: 'Тверь, пр. Мира, д. 3' });
    const listed = (await shopper.get(ADDRESSES)).json().result;
    expect(listed.map((a: { address: string }) => a.address)).toEqual([
      'Москва, ул. Ленина, д. 1, кв. 5',
      'Тверь, пр. Мира, д. 3',
    ]);

    const removed = await shopper.post(`${ADDRESSES}/${listed[0].id}/delete`);
    expect(removed.json().result).toEqual([listed[1]]);
  });

  it('another shopper’s address is not found; guests have none', async () => {
    const other = await signedUp(s.app, 'private-addresses@example.ru');
    const [{ id } = { id: 0 }] = (
      await other.post(ADDRESSES, { address: 'Казань, ул. Баумана, д. 7' })
    ).json().result;
    const response = await shopper.post(`${ADDRESSES}/${id}/delete`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Адрес не найден');
    expect((await other.get(ADDRESSES)).json().result).toHaveLength(1);
    expect((await visitor(s.app).get(ADDRESSES)).statusCode).toBe(401);
  });

  it('keeps at most 10 addresses, also when they are added at once', async () => {
    const keeper = await signedUp(s.app, 'private-many@example.ru');
    const answers = await fireAtOnce(12, (n) =>
      keeper.post(ADDRESSES, { address: `Москва, ул. Садовая, д. ${n + 1}` }),
    );
    expect(countStatuses(answers)).toEqual({ 200: 10, 409: 2 });
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().error.message).toBe('Можно сохранить не больше 10 адресов');
    expect((await keeper.get(ADDRESSES)).json().result).toHaveLength(10);
  });
});

import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedUp, staffSuite, visitor, type Db, type Visitor } from '../testing';
import { NO_EXCHANGE_RIGHT } from './exchangeSession';
import { partTooLarge } from './files';
import { NO_PRICE_LIST, priceTypeItem } from './priceTypeLinks';
import { saleStatusesFor1c } from './settings';

/**
 * Issue 28 point 3: the settings of the screen «Обмен с 1С» (zip, the part size, the order
 * statuses for 1C, the price types' lists) and the exchange right, who may change them, the
 * change records they leave, and the protocol that follows them.
 */
let db: Db;
let app: FastifyInstance;
let admin: Visitor;
let editor: Visitor;
let shopper: Visitor;

const SHOPPER = { email: 'one-c-only@hobby.test', password: 'секретный-пароль' };
const API = '/api/admin/exchange-1c/settings';
const ACCOUNTS = '/api/admin/exchange-1c/accounts';
const MiB = 1024 * 1024;
const DEFAULTS = {
  zip: true,
  fileLimit: 8 * MiB,
  saleStatuses: ['new', 'processing', 'shipped', 'done', 'cancelled'],
  missingGoods: 'deactivate',
  priceTypes: [],
};

const suite = staffSuite();
beforeAll(async () => {
  ({ db, app, admin, editor } = suite);
  shopper = await signedUp(app, SHOPPER.email);
});
beforeEach(async () => {
  await db.query(
    `UPDATE exchange_1c_settings
        SET zip = DEFAULT, file_limit = DEFAULT, sale_statuses = DEFAULT, missing_goods = DEFAULT`,
  );
  await db.query('UPDATE price_types SET xml_id = NULL');
  await db.query('UPDATE users SET can_exchange_1c = false');
  await db.query('DELETE FROM exchange_1c_sessions');
  await db.query("DELETE FROM staff_changes WHERE tool = 'exchange-1c'");
});

interface SettingsData {
  settings: typeof DEFAULTS & { priceTypes: { xmlId: string; priceListId: number | null }[] };
  priceTypes: { xmlId: string; name: string; priceListId: number | null }[];
  priceLists: { id: number; code: string; name: string }[];
  accounts: { email: string; name: string; isAdmin: boolean }[];
  canManageAccounts: boolean;
  exchangeUrl: string;
}

async function read(who: Visitor): Promise<SettingsData> {
  const response = await who.get(API);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SettingsData>();
}

const history = () =>
  db.query<{ subject: string; before: unknown; after: unknown }>(
    "SELECT subject, before, after FROM staff_changes WHERE tool = 'exchange-1c' ORDER BY id",
  );

const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

/** checkauth as 1C does with the shopper-level account, then calls with its cookie. */
async function connect() {
  const auth = await app.inject({
    url: '/bitrix/admin/1c_exchange.php?type=catalog&mode=checkauth',
    headers: { authorization: basic(SHOPPER.email, SHOPPER.password) },
  });
  const [status, name, value] = auth.body.split('\n');
  if (status !== 'success') return { refused: auth.body, call: null };
  const call = (query: string, payload?: Buffer) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/1c/exchange?type=catalog&${query}`,
      headers: {
        cookie: `${name}=${value}`,
        ...(payload && { 'content-type': 'application/octet-stream' }),
      },
      ...(payload && { payload }),
    });
  return { refused: null, call };
}

describe('issue 28 point 3: the settings of the exchange with 1C', () => {
  it('reads the defaults: zip on, 8 MiB parts, every order status, missing goods deactivated, the address for 1C', async () => {
    const data = await read(editor);
    expect(data.settings).toEqual(DEFAULTS);
    expect(data.canManageAccounts).toBe(false);
    expect((await read(admin)).canManageAccounts).toBe(true);
    expect(data.exchangeUrl).toMatch(/^https?:\/\/[^/]+\/bitrix\/admin\/1c_exchange\.php$/);
    expect(data.accounts.every((account) => account.isAdmin)).toBe(true);
    expect(data.accounts.length).toBeGreaterThan(0);
    expect(await saleStatusesFor1c(db)).toEqual(DEFAULTS.saleStatuses);
  });

  it('an editor saves them: read back, the statuses in the shop order, one change record', async () => {
    const saved = {
      zip: false,
      fileLimit: 2 * MiB,
      saleStatuses: ['done', 'new'],
      missingGoods: 'keep',
      priceTypes: [],
    };
    const response = await editor.post(API, saved);
    expect(response.statusCode, response.body).toBe(200);
    const expected = { ...saved, saleStatuses: ['new', 'done'] };
    expect(response.json<SettingsData>().settings).toEqual(expected);
    expect((await read(admin)).settings).toEqual(expected);
    expect(await saleStatusesFor1c(db)).toEqual(['new', 'done']);
    expect(await history()).toEqual([{ subject: 'settings', before: DEFAULTS, after: expected }]);
    // The same save again changes nothing and leaves no record.
    expect((await editor.post(API, saved)).statusCode).toBe(200);
    expect(await history()).toHaveLength(1);
  });

  it.each([
    [{ fileLimit: MiB - 1 }, 'Поле «Размер части файла» должно быть не меньше 1048576'],
    [{ fileLimit: 100 * MiB + 1 }, 'Поле «Размер части файла» должно быть не больше 104857600'],
    [{ saleStatuses: ['lost'] }, 'Поле «Статус» имеет недопустимое значение'],
    [{ saleStatuses: ['new', 'new'] }, 'Поле «Статусы заказов для 1С»'],
    [
      { zip: 'yes' },
      'Поле «Принимать файлы одним архивом (zip)» должно быть значением true или false',
    ],
    [{ missingGoods: 'delete' }, 'Поле «Товары, которых нет в полной выгрузке»'],
  ])('bounds: %j is refused with 400 in Russian and nothing written', async (change, text) => {
    const response = await admin.post(API, { ...DEFAULTS, zip: false, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain(text);
    expect((await read(admin)).settings).toEqual(DEFAULTS);
    expect(await history()).toEqual([]);
  });

  it('permissions: 401 without a session, 403 for a shopper, the right only by an admin', async () => {
    const anonymous = visitor(app);
    expect((await anonymous.get(API)).statusCode).toBe(401);
    expect((await anonymous.post(API, DEFAULTS)).statusCode).toBe(401);
    expect((await shopper.get(API)).statusCode).toBe(403);
    expect((await shopper.post(API, { ...DEFAULTS, zip: false })).statusCode).toBe(403);
    const byEditor = await editor.post(ACCOUNTS, { email: SHOPPER.email, allowed: true });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json<{ error: { message: string } }>().error.message).toBe(
      'Право обмена с 1С даёт и забирает только администратор',
    );
    expect((await read(admin)).settings).toEqual(DEFAULTS);
    expect((await read(admin)).accounts.map((a) => a.email)).not.toContain(SHOPPER.email);
    expect(await history()).toEqual([]);
  });

  it('an admin grants the right by e-mail and takes it back; each is a change record', async () => {
    expect((await connect()).refused).toBe(`failure\n${NO_EXCHANGE_RIGHT}`);
    const granted = await admin.post(ACCOUNTS, { email: 'One-C-Only@hobby.test', allowed: true });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<SettingsData>().accounts).toContainEqual({
      email: SHOPPER.email,
      name: 'Анна',
      isAdmin: false,
    });
    expect((await connect()).refused).toBeNull();
    expect((await admin.post(ACCOUNTS, { email: SHOPPER.email, allowed: false })).statusCode).toBe(
      200,
    );
    expect((await connect()).refused).toBe(`failure\n${NO_EXCHANGE_RIGHT}`);
    // Granted and taken within a minute by one admin: the records merge into none at all
    // (changeLog.ts); a grant alone stays.
    expect((await admin.post(ACCOUNTS, { email: SHOPPER.email, allowed: true })).statusCode).toBe(
      200,
    );
    expect(await history()).toEqual([
      {
        subject: `account:${SHOPPER.email}`,
        before: { email: SHOPPER.email, canExchange1c: false },
        after: { email: SHOPPER.email, canExchange1c: true },
      },
    ]);
  });

  it('refuses an unknown e-mail and an admin with a Russian reason', async () => {
    const unknown = await admin.post(ACCOUNTS, { email: 'nobody@hobby.test', allowed: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe(
      'Учётной записи с почтой nobody@hobby.test нет: сначала зарегистрируйте её на сайте',
    );
    const adminEmail = (await read(admin)).accounts[0]!.email;
    const own = await admin.post(ACCOUNTS, { email: adminEmail, allowed: false });
    expect(own.statusCode).toBe(400);
    expect(own.json<{ error: { message: string } }>().error.message).toBe(
      'У администратора право обмена с 1С есть всегда',
    );
    expect(await history()).toEqual([]);
  });

  it('init answers the saved zip and part size; a part over the new size is refused', async () => {
    await admin.post(ACCOUNTS, { email: SHOPPER.email, allowed: true });
    const { call } = await connect();
    if (!call) throw new Error('checkauth refused');
    expect((await call('mode=init')).body).toBe(`zip=yes\nfile_limit=${8 * MiB}`);
    await admin.post(API, { ...DEFAULTS, zip: false, fileLimit: MiB });
    expect((await call('mode=init')).body).toBe(`zip=no\nfile_limit=${MiB}`);
    expect((await call('mode=file&filename=import.xml', Buffer.alloc(MiB, 32))).body).toBe(
      'success',
    );
    const over = await call('mode=file&filename=offers.xml', Buffer.alloc(MiB + 1, 32));
    expect(over.body).toBe(`failure\n${partTooLarge('offers.xml', MiB)}`);
  });

  it('maps a 1C price type an import listed without a list onto a price list', async () => {
    const [session] = await db.query<{ id: number }>(
      "INSERT INTO exchange_1c_sessions (token_hash, type) VALUES ('test-map', 'catalog') RETURNING id",
    );
    const [imported] = await db.query<{ id: number }>(
      `INSERT INTO exchange_1c_imports (session_id, file_name, kind, status)
       VALUES ($1, 'offers.xml', 'offers', 'done') RETURNING id`,
      [session!.id],
    );
    await db.query(
      'INSERT INTO exchange_1c_problems (import_id, item, reason) VALUES ($1, $2, $3)',
      [imported!.id, priceTypeItem('Оптовая', 'opt-1'), NO_PRICE_LIST],
    );
    const before = await read(editor);
    expect(before.priceTypes).toEqual([{ xmlId: 'opt-1', name: 'Оптовая', priceListId: null }]);
    const [list, other] = before.priceLists;
    if (!list || !other) throw new Error('the demo needs two price lists');

    const twice = await editor.post(API, {
      ...DEFAULTS,
      priceTypes: [
        { xmlId: 'opt-1', priceListId: list.id },
        { xmlId: 'opt-2', priceListId: list.id },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ error: { message: string } }>().error.message).toBe(
      `Прайс-лист «${list.name}» выбран для двух типов цен 1С: оставьте один`,
    );
    const unknown = await editor.post(API, {
      ...DEFAULTS,
      priceTypes: [{ xmlId: 'opt-1', priceListId: 999999 }],
    });
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe(
      'Прайс-лист 999999 не найден',
    );
    expect(await history()).toEqual([]);

    const saved = await editor.post(API, {
      ...DEFAULTS,
      priceTypes: [{ xmlId: 'opt-1', priceListId: list.id }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SettingsData>().priceTypes).toEqual([
      { xmlId: 'opt-1', name: list.name, priceListId: list.id },
    ]);
    const rows = await db.query<{ id: number }>(
      "SELECT id FROM price_types WHERE xml_id = 'opt-1'",
    );
    expect(rows).toEqual([{ id: list.id }]);
    expect(await history()).toEqual([
      {
        subject: 'settings',
        before: DEFAULTS,
        after: { ...DEFAULTS, priceTypes: [{ xmlId: 'opt-1', priceListId: list.id }] },
      },
    ]);
  });
});

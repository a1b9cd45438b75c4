import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder, saveStaffAccount, shopWithMailSuite, suiteShopper } from '../../testing';
import { NO_SESSION, WRONG_CREDENTIALS } from '../exchangeSession';
import { childOf, listOf, textOf, xmlItems, type XmlNode } from '../xmlItems';

const URL_1C = '/bitrix/admin/1c_exchange.php';
const ACCOUNT = { login: 'sale-exchange@hobby.test', password: 'sale-exchange-password' };
const SHOPPER_EMAIL = 'sale-exchange-shopper@example.ru';
const changesFile = (orderId: number) =>
  readFileSync(new URL('../fixtures/order-changes.xml', import.meta.url), 'utf8').replace(
    /ORDER_ID/g,
    String(orderId),
  );

const s = shopWithMailSuite();
const shopper = suiteShopper(s, SHOPPER_EMAIL);
let folder: string;

beforeAll(async () => {
  await saveStaffAccount(s.db, { ...ACCOUNT, email: ACCOUNT.login, role: 'admin', name: '1С' });
  await s.db.query(`UPDATE products SET xml_id = '1c-paint' WHERE id = $1`, [s.f.paint]);
  folder = await mkdtemp(join(tmpdir(), 'sale-exchange-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

/** One orders' exchange as 1C drives it: checkauth, init, then calls with its cookie. */
async function connect() {
  const auth = await s.app.inject({
    url: `${URL_1C}?type=sale&mode=checkauth`,
    headers: { authorization: basic(ACCOUNT.login, ACCOUNT.password) },
  });
  const [status, name, value] = auth.body.split('\n');
  expect(status).toBe('success');
  const cookie = `${name}=${value}`;
  const call = (query: string, payload?: Buffer) =>
    s.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `${URL_1C}?type=sale&${query}`,
      headers: { cookie, ...(payload && { 'content-type': 'application/octet-stream' }) },
      ...(payload && { payload }),
    });
  expect((await call('mode=init')).body).toMatch(/^zip=yes\nfile_limit=\d+$/);
  return call;
}
type Call = Awaited<ReturnType<typeof connect>>;

/** The `Документ`s of mode=query's answer, read as 1C reads them (the declared encoding). */
async function queryDocuments(call: Call, query = 'mode=query'): Promise<XmlNode[]> {
  const answer = await call(query);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/xml/);
  const path = join(folder, `query-${Date.now()}.xml`);
  await writeFile(path, answer.rawPayload);
  const heads = new Map<string, Record<string, string>>();
  const documents: XmlNode[] = [];
  for await (const item of xmlItems(path, (at) => at === 'КоммерческаяИнформация/Документ', heads))
    documents.push(item.node);
  expect(heads.get('КоммерческаяИнформация')).toMatchObject({ ВерсияСхемы: '2.08' });
  expect(heads.get('КоммерческаяИнформация')?.ДатаФормирования).toMatch(
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/,
  );
  return documents;
}

const documentOf = (documents: XmlNode[], orderId: number) =>
  documents.find((document) => textOf(document, 'Ид') === String(orderId));
const requisites = (node: XmlNode) =>
  Object.fromEntries(
    listOf(node, 'ЗначенияРеквизитов', 'ЗначениеРеквизита').map((value) => [
      textOf(value, 'Наименование'),
      textOf(value, 'Значение'),
    ]),
  );
const fields = (node: XmlNode, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, textOf(node, name)]));

const placeOrder = () =>
  insertTestOrder(s.db, {
    userId: shopper.id,
    email: SHOPPER_EMAIL,
    customerName: 'Анна <Смирнова> & Ко',
    lines: [
      { productId: s.f.paint, quantity: 1, price: 1000 },
      { productId: s.f.beads, quantity: 2, price: 250.5 },
    ],
  });

const cabinetStatus = async (orderId: number) =>
  (await shopper.get(`/api/personal/orders/${orderId}`)).json<{ result: { status: string } }>()
    .result.status;
const mailsOf = async (orderId: number) =>
  (
    await s.db.query<{ subject: string }>(
      `SELECT subject FROM mail_outbox WHERE subject LIKE $1 ORDER BY id`,
      [`Заказ № ${orderId}:%`],
    )
  ).map((mail) => mail.subject);
/** What a refused file must leave as it was. */
const orderState = async (orderId: number) => ({
  order: await s.db.query('SELECT status, revision FROM orders WHERE id = $1', [orderId]),
  history: await s.db.query('SELECT count(*)::int AS n FROM order_history WHERE order_id = $1', [
    orderId,
  ]),
  mail: await mailsOf(orderId),
  changes: await s.db.query(`SELECT count(*)::int AS n FROM staff_changes WHERE subject = $1`, [
    String(orderId),
  ]),
});

/** One `Документ` «Заказ товара» of 1C's file with its requisites (a payment, a status…). */
const changeDocument = (orderId: number, values: [string, string][]) => `
  <Документ>
    <Ид>${orderId}</Ид>
    <Номер>${orderId}</Номер>
    <Дата>2026-11-30</Дата>
    <ХозОперация>Заказ товара</ХозОперация>
    <Роль>Продавец</Роль>
    <Валюта>руб</Валюта>
    <Курс>1</Курс>
    <ЗначенияРеквизитов>${values
      .map(
        ([name, value]) =>
          `<ЗначениеРеквизита><Наименование>${name}</Наименование><Значение>${value}</Значение></ЗначениеРеквизита>`,
      )
      .join('')}</ЗначенияРеквизитов>
  </Документ>`;
const changesOf = (...documents: string[]) =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-30T10:00:00">${documents.join('')}\n</КоммерческаяИнформация>\n`,
  );
const PAID_BY_CASH: [string, string][] = [
  ['Номер оплаты по 1С', 'ПКО-00018'],
  ['Дата оплаты по 1С', '2026-11-30'],
];

/** What a payment from 1C changes, or must leave as it was. */
const paymentState = async (orderId: number) => ({
  order: (
    await s.db.query<{ payment_state: string; status: string; revision: number }>(
      'SELECT payment_state, status, revision FROM orders WHERE id = $1',
      [orderId],
    )
  )[0],
  history: await s.db.query<{ payment_state: string; note: string }>(
    'SELECT payment_state, note FROM order_history WHERE order_id = $1 ORDER BY id',
    [orderId],
  ),
  mail: (
    await s.db.query<{ subject: string }>(
      'SELECT subject FROM mail_outbox WHERE subject LIKE $1 OR subject LIKE $2 ORDER BY id',
      [`Заказ № ${orderId} %`, `Заказ № ${orderId}:%`],
    )
  ).map((mail) => mail.subject),
  certificates: (
    await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM certificates WHERE order_id = $1',
      [orderId],
    )
  )[0]?.n,
});

describe('issue 28 points 1 and 4: the orders exchange with 1C (type=sale)', () => {
  it('issue 28 point 4: query gives the placed order field by field, success confirms it, a status file reaches the cabinet and the mail', async () => {
    const orderId = await placeOrder();
    const call = await connect();

    const document = documentOf(await queryDocuments(call), orderId)!;
    expect(fields(document, ['Номер', 'ХозОперация', 'Роль', 'Валюта', 'Курс', 'Сумма'])).toEqual({
      Номер: String(orderId),
      ХозОперация: 'Заказ товара',
      Роль: 'Продавец',
      Валюта: 'руб',
      Курс: '1',
      Сумма: '1801.00',
    });
    expect(textOf(document, 'Дата')).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(textOf(document, 'Время')).toMatch(/^\d\d:\d\d:\d\d$/);
    const buyer = childOf(childOf(document, 'Контрагенты')!, 'Контрагент')!;
    expect(fields(buyer, ['Ид', 'Наименование', 'Роль', 'ПолноеНаименование'])).toEqual({
      Ид: `user-${shopper.id}`,
      Наименование: 'Анна <Смирнова> & Ко',
      Роль: 'Покупатель',
      ПолноеНаименование: 'Анна <Смирнова> & Ко',
    });
    expect(textOf(childOf(buyer, 'АдресРегистрации')!, 'Представление')).toBe(
      'Москва, ул. Тверская, д. 1, кв. 2',
    );
    expect(
      listOf(buyer, 'Контакты', 'Контакт').map((contact) => fields(contact, ['Тип', 'Значение'])),
    ).toEqual([
      { Тип: 'Телефон рабочий', Значение: '+79990001122' },
      { Тип: 'Почта', Значение: SHOPPER_EMAIL },
    ]);
    const lines = listOf(document, 'Товары', 'Товар');
    const lineFields = [
      'Ид',
      'Наименование',
      'БазоваяЕдиница',
      'ЦенаЗаЕдиницу',
      'Количество',
      'Сумма',
    ];
    expect(lines.map((line) => ({ ...fields(line, lineFields), ...requisites(line) }))).toEqual([
      {
        Ид: '1c-paint',
        Наименование: 'Картина Озеро',
        БазоваяЕдиница: 'шт',
        ЦенаЗаЕдиницу: '1000.00',
        Количество: '1',
        Сумма: '1000.00',
        ВидНоменклатуры: 'Товар',
        ТипНоменклатуры: 'Товар',
      },
      {
        Ид: String(s.f.beads),
        Наименование: 'Бисер Радуга',
        БазоваяЕдиница: 'шт',
        ЦенаЗаЕдиницу: '250.50',
        Количество: '2',
        Сумма: '501.00',
        ВидНоменклатуры: 'Товар',
        ТипНоменклатуры: 'Товар',
      },
      {
        Ид: 'ORDER_DELIVERY',
        Наименование: 'Доставка заказа',
        БазоваяЕдиница: 'шт',
        ЦенаЗаЕдиницу: '300.00',
        Количество: '1',
        Сумма: '300.00',
        ВидНоменклатуры: 'Услуга',
        ТипНоменклатуры: 'Услуга',
      },
    ]);
    expect(requisites(document)).toEqual({
      'Статус заказа': 'Принят',
      'Статус заказа ИД': 'new',
      'Метод оплаты': '',
      'Заказ оплачен': 'false',
      'Способ доставки': 'Курьером до двери',
      'Адрес доставки': 'Москва, ул. Тверская, д. 1, кв. 2',
      Отменен: 'false',
    });

    // Not confirmed yet: the same order comes again; once confirmed, the next query is empty.
    expect(documentOf(await queryDocuments(call), orderId)).toBeDefined();
    expect((await call('mode=success')).body).toBe('success');
    expect(await queryDocuments(call)).toEqual([]);

    // 1C ships the order: its file in two parts (1C cuts a file over file_limit).
    const file = Buffer.from(changesFile(orderId));
    const half = Math.floor(file.length / 2);
    expect((await call('mode=file&filename=orders-1.xml', file.subarray(0, half))).body).toBe(
      'success',
    );
    expect(await cabinetStatus(orderId)).toBe('new');
    expect((await call('mode=file&filename=orders-1.xml', file.subarray(half))).body).toBe(
      'success',
    );
    expect(await cabinetStatus(orderId)).toBe('shipped');
    expect(await mailsOf(orderId)).toEqual([`Заказ № ${orderId}: Отправлен`]);
    const [history] = await s.db.query<{ note: string; user_id: number }>(
      'SELECT note, user_id FROM order_history WHERE order_id = $1 ORDER BY id DESC LIMIT 1',
      [orderId],
    );
    expect(history?.note).toBe(
      'Изменено в 1С: оплата № ПКО-00017 от 2026-11-29, отгрузка № ОТ-00042 от 2026-11-29',
    );
    const [change] = await s.db.query<{ after: { status: string }; email: string }>(
      `SELECT c.after, u.email FROM staff_changes c JOIN users u ON u.id = c.user_id
        WHERE c.tool = 'orders' AND c.subject = $1`,
      [String(orderId)],
    );
    expect(change).toMatchObject({ after: { status: 'shipped' }, email: ACCOUNT.login });
    // What 1C changed itself does not go back to it; the same file again changes nothing.
    expect(await queryDocuments(call)).toEqual([]);
    await call('mode=file&filename=orders-2.xml', file);
    expect(await mailsOf(orderId)).toHaveLength(1);
  });

  it('issue 28 point 1: an order changed after the query goes again after success; windows-1251 when asked', async () => {
    const orderId = await placeOrder();
    const call = await connect();
    expect(documentOf(await queryDocuments(call), orderId)).toBeDefined();
    // Paid between 1C's query and its success: 100 off by a coupon, 500 by a gift certificate.
    await s.db.query(
      `UPDATE orders SET payment_state = 'paid', payment = 'card', discount = 100,
              total = total - 100, certificate_paid = 500
        WHERE id = $1`,
      [orderId],
    );
    expect((await call('mode=success')).body).toBe('success');

    const answer = await call('mode=query&encoding=windows-1251');
    expect(answer.headers['content-type']).toBe('application/xml; charset=windows-1251');
    expect(answer.rawPayload.includes(Buffer.from('Анна', 'utf8'))).toBe(false);
    const documents = await queryDocuments(call, 'mode=query&encoding=windows-1251');
    const again = documentOf(documents, orderId)!;
    expect(requisites(again)).toMatchObject({
      'Заказ оплачен': 'true',
      'Метод оплаты': 'Картой онлайн',
    });
    // 1801 less the coupon's 100 less the certificate's 500: what 1C is to collect.
    expect(textOf(again, 'Сумма')).toBe('1201.00');
    expect(
      listOf(again, 'Скидки', 'Скидка').map((discount) =>
        fields(discount, ['Наименование', 'Сумма', 'УчтеноВСумме']),
      ),
    ).toEqual([
      { Наименование: 'Скидка по купону', Сумма: '100.00', УчтеноВСумме: 'true' },
      { Наименование: 'Оплачено подарочным сертификатом', Сумма: '500.00', УчтеноВСумме: 'true' },
    ]);
    expect(textOf(childOf(childOf(again, 'Контрагенты')!, 'Контрагент')!, 'Наименование')).toBe(
      'Анна <Смирнова> & Ко',
    );
    await call('mode=success');
  });

  it('issue 28: a payment 1C recorded marks the order paid as the provider would: the cabinet, the history, the mail, its certificates; the same file again changes nothing', async () => {
    const orderId = await placeOrder();
    // The order bought two gift certificates (the beads' line): paying it issues their codes.
    await s.db.query(
      'UPDATE order_items SET gift_certificate = true WHERE order_id = $1 AND product_id = $2',
      [orderId, s.f.beads],
    );
    const call = await connect();
    expect(documentOf(await queryDocuments(call), orderId)).toBeDefined();
    expect((await call('mode=success')).body).toBe('success');

    const file = changesOf(changeDocument(orderId, PAID_BY_CASH));
    expect((await call('mode=file&filename=payments.xml', file)).body).toBe('success');
    const cabinet = (await shopper.get(`/api/personal/orders/${orderId}`)).json<{
      result: { status: string; paymentState: string; history: { note: string }[] };
    }>().result;
    expect(cabinet).toMatchObject({ status: 'new', paymentState: 'paid' });
    const note = 'Оплачен в 1С: оплата № ПКО-00018 от 2026-11-30';
    expect(cabinet.history.map((entry) => entry.note)).toContain(note);
    const paid = await paymentState(orderId);
    expect(paid.history.at(-1)).toEqual({ payment_state: 'paid', note });
    expect(paid.mail).toEqual([`Заказ № ${orderId} оплачен`]);
    expect(paid.certificates).toBe(2);
    // What 1C changed itself does not go back to it.
    expect(documentOf(await queryDocuments(call), orderId)).toBeUndefined();

    expect((await call('mode=file&filename=payments-2.xml', file)).body).toBe('success');
    expect(await paymentState(orderId)).toEqual(paid);
  });

  it('issue 28: «Заказ оплачен» pays a failed payment; a paid, refunded or cancelled order stays; an order the shop has not refuses the file', async () => {
    const order = (
      payment: 'failed' | 'refunded' | 'pending',
      status: 'new' | 'cancelled' = 'new',
    ) =>
      insertTestOrder(s.db, {
        userId: shopper.id,
        email: SHOPPER_EMAIL,
        paymentState: payment,
        status,
        lines: [{ productId: s.f.beads, quantity: 1, price: 250.5 }],
      });
    const failed = await order('failed');
    const refunded = await order('refunded');
    const cancelled = await order('pending', 'cancelled');
    const kept = [await paymentState(refunded), await paymentState(cancelled)];
    const call = await connect();
    const file = changesOf(
      changeDocument(failed, [['Заказ оплачен', 'true']]),
      changeDocument(refunded, PAID_BY_CASH),
      changeDocument(cancelled, PAID_BY_CASH),
    );
    expect((await call('mode=file&filename=orders.xml', file)).body).toBe('success');
    expect((await paymentState(failed)).history.at(-1)).toEqual({
      payment_state: 'paid',
      note: 'Оплачен в 1С',
    });
    expect([await paymentState(refunded), await paymentState(cancelled)]).toEqual(kept);

    const pending = await order('pending');
    const before = await paymentState(pending);
    const unknown = changesOf(
      changeDocument(pending, PAID_BY_CASH),
      changeDocument(999999, PAID_BY_CASH),
    );
    expect((await call('mode=file&filename=orders.xml', unknown)).body).toBe(
      'failure\nФайл «orders.xml» не применён: заказ «999999» не найден в магазине. ' +
        'Ничего из файла не записано',
    );
    expect(await paymentState(pending)).toEqual(before);
  });

  it('issue 28 point 3: only orders in the statuses staff send to 1C go; one goes once it reaches such a status', async () => {
    const orderId = await placeOrder();
    await s.db.query(`UPDATE exchange_1c_settings SET sale_statuses = '{processing,shipped}'`);
    try {
      const call = await connect();
      expect(documentOf(await queryDocuments(call), orderId)).toBeUndefined();
      await s.db.query(`UPDATE orders SET status = 'processing' WHERE id = $1`, [orderId]);
      expect(documentOf(await queryDocuments(call), orderId)).toBeDefined();
      await call('mode=success');
    } finally {
      await s.db.query(`UPDATE exchange_1c_settings SET sale_statuses = DEFAULT`);
    }
  });

  it('issue 28 points 1 and 4: wrong credentials, no cookie, a broken file, an unknown order or status: failure with the reason, nothing written', async () => {
    const orderId = await placeOrder();
    const wrong = await s.app.inject({
      url: `${URL_1C}?type=sale&mode=checkauth`,
      headers: { authorization: basic(ACCOUNT.login, 'wrong-password') },
    });
    expect(wrong.body).toBe(`failure\n${WRONG_CREDENTIALS}`);
    const noCookie = await s.app.inject({ url: `${URL_1C}?type=sale&mode=query` });
    expect(noCookie.body).toBe(`failure\n${NO_SESSION}`);

    const call = await connect();
    const before = await orderState(orderId);
    const broken = changesFile(orderId).replace('</Товары>', '</Товар>');
    expect((await call('mode=file&filename=orders.xml', Buffer.from(broken))).body).toMatch(
      /^failure\nФайл «orders\.xml» повреждён: это не XML \(.+\)\. Ничего не записано$/,
    );

    // A file of two documents, one for an order the shop has not: neither is applied (as a zip).
    const unknown = changesFile(orderId).replace(
      '</КоммерческаяИнформация>',
      `${/<Документ>[\s\S]*<\/Документ>/.exec(changesFile(999999))?.[0]}\n</КоммерческаяИнформация>`,
    );
    const zip = zipSync({ 'orders.xml': new Uint8Array(Buffer.from(unknown)) });
    expect((await call('mode=file&filename=orders.zip', Buffer.from(zip))).body).toBe(
      'failure\nФайл «orders.xml» не применён: заказ «999999» не найден в магазине. ' +
        'Ничего из файла не записано',
    );

    const unmapped = changesFile(orderId).replace('Отправлен', 'Ждёт самовывоза');
    expect((await call('mode=file&filename=orders.xml', Buffer.from(unmapped))).body).toBe(
      `failure\nФайл «orders.xml» не применён: статус «Ждёт самовывоза» заказа «${orderId}» ` +
        'не сопоставлен со статусами магазина (Принят, Собирается, Отправлен, Получен, Отменён). ' +
        'Ничего из файла не записано',
    );

    await s.db.query(`UPDATE orders SET status = 'done' WHERE id = $1`, [orderId]);
    const done = await orderState(orderId);
    expect(
      (await call('mode=file&filename=orders.xml', Buffer.from(changesFile(orderId)))).body,
    ).toBe(
      `failure\nФайл «orders.xml» не применён: заказ «${orderId}»: Заказ в статусе «Получен» ` +
        'нельзя перевести в статус «Отправлен». Ничего из файла не записано',
    );
    expect(await orderState(orderId)).toEqual(done);
    expect(done.history).toEqual(before.history);
    expect(done.mail).toEqual(before.mail);
    expect(done.changes).toEqual(before.changes);
  });
});

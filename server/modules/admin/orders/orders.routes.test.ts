import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder, type TestOrder } from '../../orders/testing';
import {
  countStatuses,
  fireAtOnce,
  shopWithMailSuite,
  setStock,
  signedInAsDemoStaff,
  stockOf,
  suiteShopper,
  visitor,
  type Visitor,
} from '../testing';
import type { Schema } from '../shared';

const SHOPPER_EMAIL = 'staff-orders-shopper@example.ru';

const s = shopWithMailSuite();
const shopper = suiteShopper(s, SHOPPER_EMAIL);
let admin: Visitor;
let editor: Visitor;

beforeAll(async () => {
  admin = await signedInAsDemoStaff(s.app, s.db, 'admin');
  editor = await signedInAsDemoStaff(s.app, s.db, 'editor');
});

const API = '/api/admin/orders';

type OrderPage = Schema<'OrderPage'>;
type OrderDetail = Schema<'OrderDetail'>;

/** The shopper's order of one paint and two beads, placed at `createdAt`. */
const shopperOrder = (extra: Partial<TestOrder> = {}) =>
  insertTestOrder(s.db, {
    userId: shopper.id,
    email: SHOPPER_EMAIL,
    customerName: 'Анна Смирнова',
    lines: [
      { productId: s.f.paint, quantity: 1, price: 1000 },
      { productId: s.f.beads, quantity: 2, price: 250.5 },
    ],
    ...extra,
  });

async function list(who: Visitor, query = ''): Promise<OrderPage> {
  const response = await who.get(`${API}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: OrderPage }>().result;
}

async function setStatus(who: Visitor, orderId: number, body: object) {
  return who.post(`${API}/${orderId}/status`, body);
}

/** What a refused call must leave as it was: the order, its history, stock, log and mail. */
async function orderState(orderId: number) {
  return {
    order: await s.db.query(`SELECT status, payment_state, updated_at FROM orders WHERE id = $1`, [
      orderId,
    ]),
    history: await s.db.query(`SELECT * FROM order_history WHERE order_id = $1 ORDER BY id`, [
      orderId,
    ]),
    stock: await s.db.query(
      `SELECT product_id AS id, stock FROM product_stock WHERE product_id = ANY($1) ORDER BY 1`,
      [[s.f.paint, s.f.beads]],
    ),
    changes: await s.db.query(
      `SELECT * FROM staff_changes WHERE tool = 'orders' AND subject = $1`,
      [String(orderId)],
    ),
    mail: await s.db.query(`SELECT id FROM mail_outbox WHERE subject LIKE $1`, [
      `Заказ № ${orderId}:%`,
    ]),
  };
}

/** Paint has 5 pieces in the fixtures, and the suite's orders take one each: stock it up again. */
const restock = (productId: number, stock = 10) => setStock(s.db, productId, stock);

describe('R-ROLE-2: who may see and change orders', () => {
  it('a guest gets 401 and a shopper 403 for the list, an order and a status change; nothing changes', async () => {
    const orderId = await shopperOrder();
    const before = await orderState(orderId);
    const guest = visitor(s.app);
    for (const [who, status] of [
      [guest, 401],
      [shopper, 403],
    ] as const) {
      expect((await who.get(API)).statusCode).toBe(status);
      expect((await who.get(`${API}/${orderId}`)).statusCode).toBe(status);
      const change = await setStatus(who, orderId, { status: 'cancelled' });
      expect(change.statusCode).toBe(status);
      expect(change.json().error.message).toMatch(/[А-Яа-яЁё]/);
    }
    expect(await orderState(orderId)).toEqual(before);
  });

  it.each(['admin', 'editor'] as const)('the %s sees every shopper’s orders', async (role) => {
    const staff = role === 'admin' ? admin : editor;
    const orderId = await shopperOrder();
    expect((await list(staff)).items.map((order) => order.id)).toContain(orderId);
    const response = await staff.get(`${API}/${orderId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      id: orderId,
      customerName: 'Анна Смирнова',
      contact: { email: SHOPPER_EMAIL },
      lines: [
        { productId: s.f.paint, quantity: 1, price: 1000 },
        { productId: s.f.beads, quantity: 2, price: 250.5 },
      ],
    });
  });
});

describe('issue 15 point 7: the list', () => {
  // Orders of a year no other test uses, at noon Moscow time, so the filters see only these.
  const placed: { id: number; status: string; day: string }[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 25; i++) {
      const day = `2020-03-${String(1 + i).padStart(2, '0')}`;
      const status = i % 5 === 0 ? 'shipped' : 'new';
      placed.push({
        id: await shopperOrder({
          status: status as TestOrder['status'],
          createdAt: `${day}T09:00:00Z`,
        }),
        status,
        day,
      });
    }
  });

  it('pages the orders in a date range by 20, newest first', async () => {
    const query = '?from=2020-03-01&to=2020-03-25';
    const first = await list(editor, query);
    expect(first).toMatchObject({ page: 1, pages: 2, total: 25 });
    const newestFirst = [...placed].reverse().map((order) => order.id);
    expect(first.items.map((order) => order.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.items[0]).toMatchObject({
      createdAt: '2020-03-25T09:00:00.000Z',
      status: 'new',
      paymentState: 'on_receipt',
      customerName: 'Анна Смирнова',
      total: 1801,
    });
    const second = await list(editor, `${query}&page=2`);
    expect(second.items.map((order) => order.id)).toEqual(newestFirst.slice(20));
    expect(await list(editor, `${query}&page=3`)).toMatchObject({ items: [], total: 25 });
  });

  it('filters by status and by dates, both ends included', async () => {
    const shipped = await list(admin, '?status=shipped&from=2020-03-01&to=2020-03-31');
    expect(shipped.items.map((order) => order.id)).toEqual(
      placed
        .filter((order) => order.status === 'shipped')
        .map((order) => order.id)
        .reverse(),
    );
    const days = await list(admin, '?from=2020-03-10&to=2020-03-12');
    expect(days.items.map((order) => order.id)).toEqual(
      placed
        .filter((order) => order.day >= '2020-03-10' && order.day <= '2020-03-12')
        .map((order) => order.id)
        .reverse(),
    );
    expect((await list(admin, '?from=2020-03-25&to=2020-03-25')).total).toBe(1);
    expect((await list(admin, '?to=2020-02-29')).items).toEqual([]);
  });

  it('dates are days of the Moscow calendar: 01:30 on 11 April in Moscow is 11 April, not 10', async () => {
    const night = await shopperOrder({ createdAt: '2020-04-10T22:30:00Z' });
    const ids = async (query: string) => (await list(admin, query)).items.map((order) => order.id);
    expect(await ids('?from=2020-04-11&to=2020-04-11')).toEqual([night]);
    expect(await ids('?from=2020-04-10&to=2020-04-10')).toEqual([]);
  });

  it('a range that ends before it starts, or a malformed filter, answers 400 in Russian', async () => {
    const reversed = await admin.get(`${API}?from=2020-03-12&to=2020-03-10`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe('Дата «по» не может быть раньше даты «с»');
    for (const query of [
      '?status=paid',
      '?from=2020-02-30',
      '?to=10.03.2020',
      '?page=0',
      '?page=x',
    ]) {
      const response = await admin.get(`${API}${query}`);
      expect(response.statusCode, `${query} ${response.body}`).toBe(400);
      expect(response.json().error.message, query).toMatch(/[А-Яа-яЁё]/);
    }
  });
});

describe('issue 15 point 7: an order’s page and its status', () => {
  it('an order that does not exist answers 404 "Заказ не найден"', async () => {
    for (const response of [
      await admin.get(`${API}/2000000000`),
      await setStatus(admin, 2_000_000_000, { status: 'processing' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Заказ не найден');
    }
  });

  it('a status change shows in the shopper’s cabinet, reaches the shopper by mail, and is logged with the staff member', async () => {
    const orderId = await shopperOrder({ paymentState: 'paid' });
    const response = await setStatus(editor, orderId, {
      status: 'shipped',
      note: '  Трек-номер 80085412345678  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json<{ result: OrderDetail }>().result;
    expect(answered).toMatchObject({ id: orderId, status: 'shipped', paymentState: 'paid' });
    expect(answered.history.at(-1)).toMatchObject({
      status: 'shipped',
      paymentState: 'paid',
      note: 'Трек-номер 80085412345678',
    });

    const cabinet = await shopper.get(`/api/personal/orders/${orderId}`);
    expect(cabinet.statusCode, cabinet.body).toBe(200);
    expect(cabinet.json().result).toMatchObject({ status: 'shipped' });
    expect(cabinet.json().result.history.at(-1).note).toBe('Трек-номер 80085412345678');

    const mail = await s.smtp.waitFor((m) => m.subject === `Заказ № ${orderId}: Отправлен`);
    expect(mail.to).toEqual([SHOPPER_EMAIL]);
    expect(mail.text).toContain('Отправлен');
    expect(mail.text).toContain('Трек-номер 80085412345678');

    const [editorRow] = await s.db.query<{ id: number }>(
      `SELECT id FROM users WHERE is_editor AND NOT is_admin ORDER BY id LIMIT 1`,
    );
    expect(
      await s.db.query(
        `SELECT user_id, before, after FROM staff_changes WHERE tool = 'orders' AND subject = $1`,
        [String(orderId)],
      ),
    ).toEqual([
      {
        user_id: editorRow!.id,
        before: { status: 'new' },
        after: { status: 'shipped', note: 'Трек-номер 80085412345678' },
      },
    ]);
    const [history] = await s.db.query<{ user_id: number }>(
      `SELECT user_id FROM order_history WHERE order_id = $1 ORDER BY id DESC LIMIT 1`,
      [orderId],
    );
    expect(history!.user_id).toBe(editorRow!.id);

    // Issue 25 point 6: the staff order names who changed the status, the cabinet does not; the
    // tool's history lists the change with the name too.
    const [editorName] = await s.db.query<{ name: string }>(
      `SELECT coalesce(nullif(name, ''), email) AS name FROM users WHERE id = $1`,
      [editorRow!.id],
    );
    expect(answered.history.map((entry) => entry.staffName)).toEqual([
      ...answered.history.slice(0, -1).map(() => null),
      editorName!.name,
    ]);
    expect(cabinet.json().result.history.at(-1)).not.toHaveProperty('staffName');
    const log = await editor.get(`/api/admin/history?tool=orders&subject=${orderId}`);
    expect(log.json().result.changes).toMatchObject([
      { userName: editorName!.name, after: { status: 'shipped' } },
    ]);
  });

  it('cancelling puts the pieces back in stock; a shipped order cannot be cancelled and nothing changes', async () => {
    await restock(s.f.paint);
    const paintBefore = await stockOf(s.db, s.f.paint);
    const beadsBefore = await stockOf(s.db, s.f.beads);
    const orderId = await shopperOrder();
    expect(await stockOf(s.db, s.f.paint)).toBe(paintBefore - 1);
    const cancelled = await setStatus(admin, orderId, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await stockOf(s.db, s.f.paint)).toBe(paintBefore);
    expect(await stockOf(s.db, s.f.beads)).toBe(beadsBefore);
    await s.smtp.waitFor((m) => m.subject === `Заказ № ${orderId}: Отменён`);

    const shippedId = await shopperOrder({ status: 'shipped' });
    const before = await orderState(shippedId);
    const refused = await setStatus(admin, shippedId, { status: 'cancelled' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Отправленный заказ нельзя отменить');
    expect(await orderState(shippedId)).toEqual(before);
  });

  it('issue 25 point 9: the order lists the statuses the server allows from its status, and a change outside them is still refused', async () => {
    type StaffOrder = Schema<'AdminOrderDetail'>;
    const allowedOf = async (orderId: number) => {
      const response = await editor.get(`${API}/${orderId}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ result: StaffOrder }>().result.allowedStatuses;
    };
    await restock(s.f.paint);
    const orderId = await shopperOrder();
    expect(await allowedOf(orderId)).toEqual(['processing', 'shipped', 'done', 'cancelled']);

    const shipped = await setStatus(editor, orderId, { status: 'shipped' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    // The change's answer carries the next choices, so the page need not ask again.
    expect(shipped.json<{ result: StaffOrder }>().result.allowedStatuses).toEqual(['done']);
    expect(await allowedOf(orderId)).toEqual(['done']);

    const before = await orderState(orderId);
    for (const status of ['new', 'processing', 'cancelled', 'shipped']) {
      const refused = await setStatus(editor, orderId, { status });
      expect(refused.statusCode, status).toBe(409);
    }
    expect(await orderState(orderId)).toEqual(before);

    const done = await setStatus(editor, orderId, { status: 'done' });
    expect(done.json<{ result: StaffOrder }>().result.allowedStatuses).toEqual([]);
    const cancelledId = await shopperOrder({ status: 'cancelled' });
    expect(await allowedOf(cancelledId)).toEqual([]);
  });

  it('two staff members cancelling one order at once: one succeeds, the other is told, stock comes back once', async () => {
    await restock(s.f.paint);
    const paintBefore = await stockOf(s.db, s.f.paint);
    const orderId = await shopperOrder();
    const answers = await fireAtOnce(4, (i) =>
      setStatus(i % 2 ? admin : editor, orderId, { status: 'cancelled' }),
    );
    expect(countStatuses(answers)).toEqual({ 200: 1, 409: 3 });
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().error.message).toBe('Заказ уже в статусе «Отменён»');
    expect(await stockOf(s.db, s.f.paint)).toBe(paintBefore);
    const [{ count }] = (await s.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM staff_changes WHERE tool = 'orders' AND subject = $1`,
      [String(orderId)],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('a malformed change answers 400 in Russian and changes nothing', async () => {
    const orderId = await shopperOrder();
    const before = await orderState(orderId);
    for (const body of [
      {},
      { status: 'paid' },
      { status: 'processing', note: 'я'.repeat(1001) },
      { status: 'processing', note: 5 },
    ]) {
      const response = await setStatus(admin, orderId, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().error.message).toMatch(/[А-Яа-яЁё]/);
    }
    expect((await admin.get(`${API}/x`)).statusCode).toBe(400);
    expect(await orderState(orderId)).toEqual(before);
  });
});

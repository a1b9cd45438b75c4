import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@shared';
import type { Db } from '../../lib/db';
import { HttpError } from '../../lib/errors';
import { createTestDb } from '../../testing/createTestDb';
import { fireAtOnce } from '../../testing/parallel';
import { insertShopFixtures, stockOf, type ShopFixtures } from '../../testing/shopFixtures';
import { changeOrderStatus, orderDetail, orderPage } from '.';
import { insertTestOrder } from './testing';

let db: Db;
let f: ShopFixtures;
let buyerId: number;
let staffId: number;
const PUBLIC_URL = 'https://shop.example';

beforeAll(async () => {
  db = await createTestDb();
  f = await insertShopFixtures(db);
  const users = await db.query<{ id: number }>(
    `INSERT INTO users (name, email, password_hash) VALUES
       ('Покупатель заказов', 'orders-buyer@example.ru', 'x'),
       ('Менеджер заказов', 'orders-staff@example.ru', 'x')
     RETURNING id`,
  );
  [buyerId, staffId] = users.map((u) => u.id) as [number, number];
}, 120_000);
afterAll(() => db?.close());

function change(orderId: number, status: OrderStatus, note = '') {
  return db.transaction((tx) =>
    changeOrderStatus(tx, orderId, status, { note, byUserId: staffId, publicUrl: PUBLIC_URL }),
  );
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('orderDetail', () => {
  it('shows the lines as bought with the current product page, the delivery and the history', async () => {
    const orderId = await insertTestOrder(db, {
      userId: buyerId,
      paymentState: 'pending',
      lines: [
        { productId: f.paint, quantity: 2, price: 990 },
        { productId: f.hidden, quantity: 1, price: 700 },
      ],
    });
    const detail = await orderDetail(db, orderId);
    expect(detail).toMatchObject({
      id: orderId,
      status: 'new',
      payment: 'card',
      paymentState: 'pending',
      itemsCount: 3,
      itemsTotal: 2680,
      deliveryPrice: 300,
      total: 2980,
      customerName: 'Анна',
      contact: { name: 'Анна', phone: '+79990001122', email: 'buyer@example.ru' },
      delivery: {
        kind: 'courier',
        title: 'Курьером до двери',
        address: 'Москва, ул. Тверская, д. 1, кв. 2',
        city: 'Москва',
      },
      canPay: true,
      canCancel: true,
      history: [{ status: 'new', paymentState: 'pending', note: '' }],
    });
    expect(detail?.delivery.dateFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail?.lines).toEqual([
      {
        productId: f.paint,
        name: 'Картина Озеро',
        price: 990,
        oldPrice: null,
        quantity: 2,
        url: '/product/shop-test-landscapes/shop-test-paint/',
        image: `/images/products/${f.paint}/1.svg`,
      },
      // taken off sale since: the line stays as bought, without a page to link to
      expect.objectContaining({ productId: f.hidden, name: 'Набор Снятый', url: null }),
    ]);
  });

  it('gives a pickup order the point’s address, name and hours, and an order paid on receipt nothing to pay', async () => {
    const [point] = await db.query<{ id: number }>(
      `INSERT INTO pickup_points (location_id, title, address, hours)
       VALUES (0, 'Пункт на Арбате', 'Москва, ул. Арбат, д. 10', 'Пн–Вс 10:00–21:00') RETURNING id`,
    );
    const orderId = await insertTestOrder(db, {
      deliveryKind: 'pickup',
      pickupPointId: point?.id,
      address: '',
      lines: [{ productId: f.beads, quantity: 1, price: 250.5 }],
    });
    expect(await orderDetail(db, orderId)).toMatchObject({
      payment: 'on_receipt',
      canPay: false,
      delivery: {
        kind: 'pickup',
        title: 'В пункт выдачи',
        address: 'Москва, ул. Арбат, д. 10',
        // issue 26 point 8: the point's name and hours beside its address
        pickupPoint: { title: 'Пункт на Арбате', hours: 'Пн–Вс 10:00–21:00' },
      },
    });
  });

  it('is null for an order that does not exist', async () => {
    expect(await orderDetail(db, 2_000_000_000)).toBeNull();
  });
});

describe('orderPage', () => {
  it('pages a user’s orders by 20, newest first, and filters by status and dates', async () => {
    const [user] = await db.query<{ id: number }>(
      `INSERT INTO users (name, phone, password_hash) VALUES ('Постоянный', '+79990002233', 'x') RETURNING id`,
    );
    const userId = user?.id as number;
    const ids: number[] = [];
    for (let day = 1; day <= 22; day++) {
      ids.push(
        await insertTestOrder(db, {
          userId,
          status: day === 3 ? 'cancelled' : 'new',
          createdAt: `2031-01-${String(day).padStart(2, '0')}T12:00:00Z`,
          lines: [{ productId: f.beads, quantity: day, price: 10 }],
        }),
      );
    }

    const first = await orderPage(db, { userId }, 1);
    expect(first).toMatchObject({ page: 1, pages: 2, total: 22 });
    expect(first.items.map((o) => o.id)).toEqual(ids.slice(2).reverse());
    expect(first.items[0]).toEqual({
      id: ids[21],
      createdAt: '2031-01-22T12:00:00.000Z',
      status: 'new',
      payment: 'on_receipt',
      paymentState: 'on_receipt',
      total: 520,
      itemsCount: 22,
      customerName: 'Анна',
    });
    expect((await orderPage(db, { userId }, 2)).items.map((o) => o.id)).toEqual([ids[1], ids[0]]);
    expect(await orderPage(db, { userId }, 3)).toEqual({ items: [], page: 3, pages: 2, total: 22 });

    const cancelled = await orderPage(db, { userId, status: 'cancelled' }, 1);
    expect(cancelled.items.map((o) => o.id)).toEqual([ids[2]]);
    const dated = await orderPage(db, { userId, from: '2031-01-05', to: '2031-01-06' }, 1);
    expect(dated.items.map((o) => o.id)).toEqual([ids[5], ids[4]]);
  });

  it('is empty for a user without orders', async () => {
    expect(await orderPage(db, { userId: staffId }, 1)).toEqual({
      items: [],
      page: 1,
      pages: 0,
      total: 0,
    });
  });
});

describe('changeOrderStatus', () => {
  it('cancelling puts the pieces back in stock, records the change and mails the shopper', async () => {
    const before = await stockOf(db, f.paint);
    const orderId = await insertTestOrder(db, {
      userId: buyerId,
      lines: [{ productId: f.paint, quantity: 2, price: 1000 }],
      email: 'cancel-mail@example.ru',
    });
    expect(await stockOf(db, f.paint)).toBe(before - 2);

    expect(await change(orderId, 'cancelled', 'Нет связи с покупателем')).toEqual({
      from: 'new',
      to: 'cancelled',
    });
    expect(await stockOf(db, f.paint)).toBe(before);
    const detail = await orderDetail(db, orderId);
    expect(detail).toMatchObject({ status: 'cancelled', canCancel: false, canPay: false });
    expect(detail?.history.at(-1)).toMatchObject({
      status: 'cancelled',
      paymentState: 'on_receipt',
      note: 'Нет связи с покупателем',
    });
    const [entry] = await db.query<{ user_id: number }>(
      `SELECT user_id FROM order_history WHERE order_id = $1 ORDER BY id DESC LIMIT 1`,
      [orderId],
    );
    expect(entry?.user_id).toBe(staffId);
    const mail = await db.query<{
      subject: string;
      text_body: string;
      unsubscribe_url: string | null;
    }>(
      `SELECT subject, text_body, unsubscribe_url FROM mail_outbox WHERE recipient = 'cancel-mail@example.ru'`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Заказ № ${orderId}: Отменён`);
    expect(mail[0]?.text_body).toContain('Комментарий: Нет связи с покупателем');
    expect(mail[0]?.text_body).toContain(`${PUBLIC_URL}/personal/orders/${orderId}/`);
    // every mail to a shopper carries the unsubscribe link, made with the user's first mail
    const [user] = await db.query<{ mail_token: string }>(
      `SELECT mail_token FROM users WHERE id = $1`,
      [buyerId],
    );
    expect(user?.mail_token).toMatch(/^[\w-]{43}$/);
    expect(mail[0]?.text_body).toContain(
      `Отписаться от рассылок: ${PUBLIC_URL}/api/personal/unsubscribe?token=${user?.mail_token}`,
    );
    // transactional mail: no List-Unsubscribe header, which is for the mailings of a topic
    expect(mail[0]?.unsubscribe_url).toBeNull();
  });

  it('moves an order forward and refuses impossible moves, changing nothing', async () => {
    const orderId = await insertTestOrder(db, {
      lines: [{ productId: f.beads, quantity: 1, price: 250.5 }],
      email: 'forward@example.ru',
    });
    await change(orderId, 'processing');
    await change(orderId, 'shipped');
    const stock = await stockOf(db, f.beads);

    const refusals: [OrderStatus, string][] = [
      ['cancelled', 'Отправленный заказ нельзя отменить'],
      ['shipped', 'Заказ уже в статусе «Отправлен»'],
      ['new', 'Заказ в статусе «Отправлен» нельзя перевести в статус «Принят»'],
    ];
    for (const [status, message] of refusals) {
      const error = await refusal(change(orderId, status));
      expect([error.status, error.message]).toEqual([409, message]);
    }
    expect(await stockOf(db, f.beads)).toBe(stock);
    const detail = await orderDetail(db, orderId);
    expect(detail?.history.map((h) => h.status)).toEqual(['new', 'processing', 'shipped']);

    await change(orderId, 'done');
    expect((await refusal(change(orderId, 'cancelled'))).message).toBe(
      'Полученный заказ нельзя отменить',
    );
    const subjects = await db.query<{ subject: string }>(
      `SELECT subject FROM mail_outbox WHERE recipient = 'forward@example.ru' ORDER BY id`,
    );
    expect(subjects.map((m) => m.subject)).toEqual([
      `Заказ № ${orderId}: Собирается`,
      `Заказ № ${orderId}: Отправлен`,
      `Заказ № ${orderId}: Получен`,
    ]);
  });

  it('a cancelled order stays cancelled; an unknown order is 404', async () => {
    const orderId = await insertTestOrder(db, {
      status: 'cancelled',
      lines: [{ productId: f.beads, quantity: 1, price: 250.5 }],
    });
    expect((await refusal(change(orderId, 'processing'))).message).toBe(
      'Отменённый заказ нельзя вернуть в работу',
    );
    const missing = await refusal(change(2_000_000_000, 'cancelled'));
    expect([missing.status, missing.message]).toEqual([404, 'Заказ не найден']);
  });

  it('an order without an e-mail changes status without a mail', async () => {
    const orderId = await insertTestOrder(db, {
      email: null,
      lines: [{ productId: f.beads, quantity: 1, price: 250.5 }],
    });
    const [{ count: before } = { count: 0 }] = await db.query<{ count: number }>(
      `SELECT count(*) AS count FROM mail_outbox`,
    );
    await change(orderId, 'processing');
    const [{ count: after } = { count: 0 }] = await db.query<{ count: number }>(
      `SELECT count(*) AS count FROM mail_outbox`,
    );
    expect(after).toBe(before);
  });

  it('of 5 cancels at once one succeeds and the stock comes back once', async () => {
    const before = await stockOf(db, f.paint);
    const orderId = await insertTestOrder(db, {
      lines: [{ productId: f.paint, quantity: 3, price: 1000 }],
    });
    const results = await fireAtOnce(5, () =>
      change(orderId, 'cancelled').then(
        () => 'ok',
        (e: HttpError) => e.message,
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'Заказ уже в статусе «Отменён»')).toHaveLength(4);
    expect(await stockOf(db, f.paint)).toBe(before);
  });
});

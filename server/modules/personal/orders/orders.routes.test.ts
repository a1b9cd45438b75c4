import { describe, expect, it } from 'vitest';
import {
  insertTestOrder,
  shopWithMailSuite,
  stockOf,
  suiteShopper,
  visitor,
  type Visitor,
} from '../testing';

const s = shopWithMailSuite();
const owner = suiteShopper(s, 'orders-owner@example.ru');
const stranger = suiteShopper(s, 'orders-stranger@example.ru');

const ORDERS = '/api/personal/orders';

function ownerOrder(extra: Partial<Parameters<typeof insertTestOrder>[1]> = {}) {
  return insertTestOrder(s.db, {
    userId: owner.id,
    email: 'orders-owner@example.ru',
    lines: [{ productId: s.f.beads, quantity: 2, price: 250.5 }],
    ...extra,
  });
}

describe('my orders', () => {
  it('lists the signed-in shopper’s own orders, newest first, with status and payment', async () => {
    const first = await ownerOrder({ createdAt: '2030-05-01T10:00:00Z' });
    const second = await ownerOrder({
      createdAt: '2030-05-02T10:00:00Z',
      paymentState: 'pending',
      status: 'processing',
    });
    await insertTestOrder(s.db, {
      userId: stranger.id,
      lines: [{ productId: s.f.beads, quantity: 1, price: 250.5 }],
    });

    const response = await owner.get(ORDERS);
    expect(response.statusCode).toBe(200);
    const page = response.json().result;
    const ids = page.items.map((o: { id: number }) => o.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(page.items.find((o: { id: number }) => o.id === second)).toMatchObject({
      status: 'processing',
      payment: 'card',
      paymentState: 'pending',
      itemsCount: 2,
      total: 801,
    });
    const owners = await s.db.query<{ user_id: number }>(
      `SELECT user_id FROM orders WHERE id = ANY ($1::int[])`,
      [ids],
    );
    expect(new Set(owners.map((o) => o.user_id))).toEqual(new Set([owner.id]));
  });

  it('needs a signed-in shopper', async () => {
    const response = await visitor(s.app).get(ORDERS);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Необходимо авторизоваться');
  });

  it('shows an order’s page: lines, delivery, history and what can be done', async () => {
    const orderId = await ownerOrder();
    const response = await owner.get(`${ORDERS}/${orderId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      id: orderId,
      status: 'new',
      canCancel: true,
      canPay: false,
      lines: [{ productId: s.f.beads, name: 'Бисер Радуга', quantity: 2, price: 250.5 }],
      delivery: { kind: 'courier', title: 'Курьером до двери', city: 'Москва' },
      history: [{ status: 'new', paymentState: 'on_receipt' }],
    });
  });

  it('a guest sees the order placed in the same session, and nobody else does', async () => {
    const guest = visitor(s.app);
    await guest.post('/api/catalog/basket/add', { productId: s.f.beads, quantity: 1 });
    const sessionId = guest.cookies.get('sid');
    const orderId = await insertTestOrder(s.db, {
      sessionId,
      lines: [{ productId: s.f.beads, quantity: 1, price: 250.5 }],
    });
    expect((await guest.get(`${ORDERS}/${orderId}`)).statusCode).toBe(200);
    expect((await visitor(s.app).get(`${ORDERS}/${orderId}`)).statusCode).toBe(404);
    expect((await stranger.get(`${ORDERS}/${orderId}`)).statusCode).toBe(404);
  });

  it('every order call answers another shopper’s order id as not found and changes nothing', async () => {
    const orderId = await ownerOrder({ paymentState: 'pending' });
    const stock = await stockOf(s.db, s.f.beads);
    const basketBefore = (await stranger.get('/api/catalog/basket/info')).json();
    const calls: [string, (v: Visitor) => ReturnType<Visitor['get']>][] = [
      ['getMyOrder', (v) => v.get(`${ORDERS}/${orderId}`)],
      ['cancelMyOrder', (v) => v.post(`${ORDERS}/${orderId}/cancel`)],
      ['repeatMyOrder', (v) => v.post(`${ORDERS}/${orderId}/repeat`)],
      ['payMyOrder', (v) => v.post(`${ORDERS}/${orderId}/pay`)],
    ];
    for (const [name, call] of calls) {
      for (const who of [stranger, visitor(s.app)]) {
        const response = await call(who);
        expect([name, response.statusCode, response.json().error?.message]).toEqual([
          name,
          404,
          'Заказ не найден',
        ]);
      }
    }
    const [order] = await s.db.query<{ status: string; payments: number }>(
      `SELECT status, (SELECT count(*) FROM payments WHERE order_id = $1) AS payments
         FROM orders WHERE id = $1`,
      [orderId],
    );
    expect(order).toEqual({ status: 'new', payments: 0 });
    expect(await stockOf(s.db, s.f.beads)).toBe(stock);
    expect((await stranger.get('/api/catalog/basket/info')).json()).toEqual(basketBefore);
  });

  it('an order id that does not exist is not found either', async () => {
    const response = await owner.get(`${ORDERS}/2000000000`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Заказ не найден');
  });
});

describe('cancelling an order', () => {
  it('cancels an order not yet shipped: stock back, history noted, the shopper mailed', async () => {
    const before = await stockOf(s.db, s.f.paint);
    const orderId = await ownerOrder({
      lines: [{ productId: s.f.paint, quantity: 2, price: 1000 }],
    });
    expect(await stockOf(s.db, s.f.paint)).toBe(before - 2);

    const response = await owner.post(`${ORDERS}/${orderId}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      canPay: false,
    });
    expect(response.json().result.history.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Отменён покупателем',
    });
    expect(await stockOf(s.db, s.f.paint)).toBe(before);
    const mail = await s.smtp.waitFor((m) => m.subject === `Заказ № ${orderId}: Отменён`);
    expect(mail.to).toEqual(['orders-owner@example.ru']);
    expect(mail.text).toContain(`/personal/orders/${orderId}/`);
  });

  it('refuses to cancel a shipped order and changes nothing', async () => {
    const orderId = await ownerOrder({ status: 'shipped' });
    const stock = await stockOf(s.db, s.f.beads);
    const response = await owner.post(`${ORDERS}/${orderId}/cancel`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Отправленный заказ нельзя отменить');
    expect(await stockOf(s.db, s.f.beads)).toBe(stock);
    expect((await owner.get(`${ORDERS}/${orderId}`)).json().result).toMatchObject({
      status: 'shipped',
      canCancel: false,
    });
  });
});

describe('paying an order again', () => {
  it('an unpaid card order gets a new payment; paid, the order page shows it', async () => {
    const orderId = await ownerOrder({ paymentState: 'failed' });
    expect((await owner.get(`${ORDERS}/${orderId}`)).json().result.canPay).toBe(true);

    const pay = await owner.post(`${ORDERS}/${orderId}/pay`);
    expect(pay.statusCode).toBe(200);
    const { confirmationUrl } = pay.json().result;
    const paymentId = /\/payment\/test\/([^/]+)\//.exec(confirmationUrl)?.[1];
    expect(paymentId).toBeTruthy();
    const decided = await owner.post(`/api/payment/test/${paymentId}/decision`, {
      decision: 'succeeded',
    });
    expect(decided.statusCode).toBe(200);

    expect((await owner.get(`${ORDERS}/${orderId}`)).json().result).toMatchObject({
      paymentState: 'paid',
      canPay: false,
    });
    const again = await owner.post(`${ORDERS}/${orderId}/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Заказ уже оплачен');
  });

  it('an order paid on receipt is not paid online', async () => {
    const orderId = await ownerOrder();
    const response = await owner.post(`${ORDERS}/${orderId}/pay`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Этот заказ оплачивается при получении');
  });
});

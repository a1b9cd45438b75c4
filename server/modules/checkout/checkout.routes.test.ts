import { beforeEach, describe, expect, it } from 'vitest';
import { stockOf, TEST_CITY_ID } from '../../testing/shopFixtures';
import {
  countRows,
  signedUp,
  visitor,
  VISITOR_ORIGIN,
  type Visitor,
} from '../../testing/shopVisitor';
import { shopWithMailSuite } from '../../testing/shopWithMail';
import { addDays, addWorkingDays, warehouseToday } from './deliveries';
import {
  fillBasket,
  OPTIONS_URL,
  ORDER_URL,
  orderForm,
  seenBasket,
  type ErrorAnswer,
  type PlacedAnswer,
} from './testing';

const s = shopWithMailSuite();

beforeEach(async () => {
  await s.db.query('UPDATE product_stock SET stock = 5 WHERE product_id = $1', [s.f.paint]);
});

interface Options {
  location: { id: number; name: string };
  signedIn: boolean;
  productionDays: number;
  contact: { name: string; phone: string; email: string };
  deliveries: {
    kind: string;
    price: number;
    priceWithoutCoupon: number;
    freeFrom: number | null;
    minDays: number;
    maxDays: number;
    dateFrom: string;
    dateTo: string;
  }[];
  pickupPoints: { id: number; title: string; address: string; hours: string }[];
  payments: { method: string; title: string }[];
  addresses: { id: number; address: string }[];
}

const optionsOf = async (v: Visitor) => {
  const response = await v.get(OPTIONS_URL);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: Options }).result;
};
const placed = (response: { json: () => unknown }) => (response.json() as PlacedAnswer).result;
const refused = (response: { json: () => unknown }) => (response.json() as ErrorAnswer).error;

async function placeOrder(v: Visitor, overrides: Record<string, unknown> = {}) {
  return v.post(ORDER_URL, orderForm(await seenBasket(v), overrides));
}

describe('checkout options', () => {
  it("prices the city's deliveries for the basket, dated from today, with free delivery from its threshold", async () => {
    const v = await fillBasket(visitor(s.app), [{ productId: s.f.beads, quantity: 2 }]);
    const options = await optionsOf(v);
    expect(options.location).toEqual({ id: 0, name: 'Москва' });
    expect(options.signedIn).toBe(false);
    expect(options.contact).toEqual({ name: '', phone: '', email: '' });
    // issue 27 point 4: СБП first
    expect(options.payments).toEqual([
      { method: 'sbp', title: 'СБП' },
      { method: 'card', title: 'Картой онлайн' },
      { method: 'on_receipt', title: 'При получении' },
    ]);
    const today = warehouseToday();
    expect(options.deliveries.map((d) => [d.kind, d.price, d.freeFrom])).toEqual([
      ['courier', 350, 5000],
      ['pickup', 199, 3000],
      ['post', 300, null],
    ]);
    for (const delivery of options.deliveries) {
      expect(delivery.dateFrom).toBe(addDays(today, delivery.minDays));
      expect(delivery.dateTo).toBe(addDays(today, delivery.maxDays));
    }

    // 5 × 1 000 ₽ reaches the courier's 5 000 ₽ and the pickup's 3 000 ₽; post is never free.
    await fillBasket(v, [{ productId: s.f.paint, quantity: 5 }]);
    const free = await optionsOf(v);
    expect(free.deliveries.map((d) => [d.kind, d.price])).toEqual([
      ['courier', 0],
      ['pickup', 0],
      ['post', 300],
    ]);
  });

  it('issue 26 point 8: a coupon that takes the goods under the free threshold makes that delivery paid, and says what it was', async () => {
    // 5 × 1 000 ₽ makes courier free; 10% off leaves 4 500 ₽, under its 5 000 ₽ but over pickup's 3 000 ₽.
    const v = await fillBasket(visitor(s.app), [{ productId: s.f.paint, quantity: 5 }]);
    const before = await optionsOf(v);
    expect(before.deliveries.map((d) => [d.kind, d.price, d.priceWithoutCoupon])).toEqual([
      ['courier', 0, 0],
      ['pickup', 0, 0],
      ['post', 300, 300],
    ]);
    const applied = await v.post('/api/catalog/basket/applyCoupon', { coupon: 'SHOP-TEST-10' });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await optionsOf(v);
    expect(after.deliveries.map((d) => [d.kind, d.price, d.priceWithoutCoupon])).toEqual([
      ['courier', 350, 0],
      ['pickup', 0, 0],
      ['post', 300, 300],
    ]);
  });

  it('issue 26 point 4: goods made to order move every date by their working days, in the options and the order', async () => {
    await s.db.query('UPDATE products SET production_days = 3 WHERE id = $1', [s.f.paint]);
    try {
      const v = await fillBasket(visitor(s.app), [
        { productId: s.f.beads, quantity: 1 },
        { productId: s.f.paint, quantity: 1 },
      ]);
      const options = await optionsOf(v);
      expect(options.productionDays).toBe(3);
      const ready = addWorkingDays(warehouseToday(), 3);
      for (const delivery of options.deliveries) {
        expect(delivery.dateFrom).toBe(addDays(ready, delivery.minDays));
        expect(delivery.dateTo).toBe(addDays(ready, delivery.maxDays));
      }
      const courier = options.deliveries.find((d) => d.kind === 'courier');
      const { orderId } = placed(await placeOrder(v));
      const [order] = await s.db.query<{ delivery_from: string; delivery_to: string }>(
        'SELECT delivery_from::text, delivery_to::text FROM orders WHERE id = $1',
        [orderId],
      );
      expect(order).toEqual({ delivery_from: courier?.dateFrom, delivery_to: courier?.dateTo });
    } finally {
      await s.db.query('UPDATE products SET production_days = 0 WHERE id = $1', [s.f.paint]);
    }
  });

  it("lists the pickup points of the visitor's city only", async () => {
    const moscow = await s.db.query<{ id: number; title: string; address: string; hours: string }>(
      'SELECT id, title, address, hours FROM pickup_points WHERE location_id = 0 ORDER BY sort, id',
    );
    expect(moscow.length).toBeGreaterThanOrEqual(2);
    expect((await optionsOf(visitor(s.app))).pickupPoints).toEqual(moscow);

    const [point] = await s.db.query<{ id: number }>(
      `INSERT INTO pickup_points (location_id, title, address, hours)
       VALUES ($1, 'Пункт выдачи на Тестовой', 'Тестовая ул., 7', 'Ежедневно 10:00–20:00') RETURNING id`,
      [TEST_CITY_ID],
    );
    const inTestCity = visitor(s.app);
    expect(
      (await inTestCity.post('/api/location/setLocationId', { locationId: TEST_CITY_ID }))
        .statusCode,
    ).toBe(200);
    const options = await optionsOf(inTestCity);
    expect(options.location).toEqual({ id: TEST_CITY_ID, name: 'Тестоград' });
    expect(options.pickupPoints).toEqual([
      {
        id: point?.id,
        title: 'Пункт выдачи на Тестовой',
        address: 'Тестовая ул., 7',
        hours: 'Ежедневно 10:00–20:00',
      },
    ]);
  });

  it("fills in a signed-in shopper's contact and saved addresses", async () => {
    const v = await signedUp(s.app, 'options-contact@hobby.test');
    const [user] = await s.db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'options-contact@hobby.test'",
    );
    await s.db.query(
      `INSERT INTO user_addresses (user_id, address) VALUES ($1, 'Москва, Арбат, 1')`,
      [user?.id],
    );
    const options = await optionsOf(v);
    expect(options.signedIn).toBe(true);
    expect(options.contact).toEqual({
      name: 'Анна',
      phone: '',
      email: 'options-contact@hobby.test',
    });
    expect(options.addresses.map((a) => a.address)).toEqual(['Москва, Арбат, 1']);
  });
});

describe('placing an order', () => {
  it('writes the order, its lines and history, takes the stock, empties the basket, signs the new account in and mails the shopper', async () => {
    const v = await fillBasket(visitor(s.app), [
      { productId: s.f.paint, quantity: 2 },
      { productId: s.f.beads, quantity: 3 },
    ]);
    expect(
      (await v.post('/api/catalog/basket/applyCoupon', { coupon: 'SHOP-TEST-10' })).statusCode,
    ).toBe(200);
    const beadsBefore = await stockOf(s.db, s.f.beads);
    const form = orderForm(await seenBasket(v), {
      contact: { name: 'Мария', phone: '8 (900) 555-44-33', email: 'Maria.New@Hobby.test' },
      comment: 'Позвоните за час',
    });
    const response = await v.post(ORDER_URL, form);
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, account, payment } = placed(response);
    expect(account).toBe('created');
    expect(payment).toBeNull();

    // 2 × 1 000 + 3 × 250.50 = 2 751.50; 10 % off = 275.15; courier 350 (below 5 000).
    const [order] = await s.db.query<Record<string, unknown>>(
      `SELECT status, payment_state, payment, customer_name, phone, email, delivery_kind, address,
              delivery_price, delivery_from::text, delivery_to::text, items_total, discount, total,
              coupons, comment, location_id, user_id, idempotency_key
         FROM orders WHERE id = $1`,
      [orderId],
    );
    const today = warehouseToday();
    expect(order).toMatchObject({
      status: 'new',
      payment_state: 'on_receipt',
      payment: 'on_receipt',
      customer_name: 'Мария',
      phone: '+79005554433',
      email: 'maria.new@hobby.test',
      delivery_kind: 'courier',
      address: 'Москва, ул. Ленина, 1, кв. 5',
      delivery_price: 350,
      delivery_from: addDays(today, 1),
      delivery_to: addDays(today, 1),
      items_total: 2751.5,
      discount: 275.15,
      total: 2826.35,
      coupons: ['SHOP-TEST-10'],
      comment: 'Позвоните за час',
      location_id: 0,
      idempotency_key: form.idempotencyKey,
    });
    expect(
      await s.db.query(
        'SELECT product_id, name, price, old_price, quantity FROM order_items WHERE order_id = $1 ORDER BY product_id',
        [orderId],
      ),
    ).toEqual(
      [
        { product_id: s.f.paint, name: 'Картина Озеро', price: 1000, old_price: 1200, quantity: 2 },
        { product_id: s.f.beads, name: 'Бисер Радуга', price: 250.5, old_price: null, quantity: 3 },
      ].sort((a, b) => a.product_id - b.product_id),
    );
    expect(
      await s.db.query(
        'SELECT status, payment_state, note FROM order_history WHERE order_id = $1',
        [orderId],
      ),
    ).toEqual([{ status: 'new', payment_state: 'on_receipt', note: 'Заказ оформлен' }]);
    expect(await stockOf(s.db, s.f.paint)).toBe(3);
    expect(await stockOf(s.db, s.f.beads)).toBe(beadsBefore - 3);

    const basket = (await v.get('/api/catalog/basket/info')).json() as {
      result: { items: unknown[]; coupons: unknown[] };
    };
    expect(basket.result).toMatchObject({ items: [], coupons: [] });

    const [user] = await s.db.query<Record<string, unknown>>(
      'SELECT id, name, phone, mail_token FROM users WHERE email = $1',
      ['maria.new@hobby.test'],
    );
    expect(user).toMatchObject({ id: order?.user_id, name: 'Мария', phone: '+79005554433' });
    expect(await countRows(s.db, `user_subscriptions WHERE user_id = ${Number(user?.id)}`)).toBe(0);
    const info = (await v.get('/api/user/info')).json() as { result: { authorized: boolean } };
    expect(info.result.authorized).toBe(true);

    const mail = await s.smtp.waitFor((m) => m.subject === `Заказ № ${orderId} оформлен`);
    expect(mail.to).toEqual(['maria.new@hobby.test']);
    expect(mail.text).toContain('Картина Озеро — 2 шт. × 1 000 ₽ = 2 000 ₽');
    expect(mail.text).toContain('Бисер Радуга — 3 шт. × 250.50 ₽ = 751.50 ₽');
    expect(mail.text).toContain('Скидка по купонам: −275.15 ₽');
    expect(mail.text).toContain('Итого: 2 826.35 ₽');
    expect(mail.text).toContain('Курьером до двери, Москва, Москва, ул. Ленина, 1, кв. 5');
    expect(mail.text).toContain('Оплата: При получении');
    expect(mail.text).toContain(`${VISITOR_ORIGIN}/personal/orders/${orderId}/`);
    expect(mail.text).toContain('«Забыли пароль?»');
    expect(mail.text).toContain(
      `${VISITOR_ORIGIN}/api/personal/unsubscribe?token=${String(user?.mail_token)}`,
    );
  });

  it("links a guest's order to the account with that e-mail without signing the guest in", async () => {
    await signedUp(s.app, 'linked-owner@hobby.test');
    const guest = await fillBasket(visitor(s.app), [{ productId: s.f.beads, quantity: 1 }]);
    const response = await placeOrder(guest, {
      contact: { name: 'Анна', phone: '+7 900 000-00-01', email: 'LINKED-owner@hobby.test' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(placed(response).account).toBe('linked');
    const [row] = await s.db.query<{ email: string | null; session_id: string }>(
      `SELECT u.email, o.session_id FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
      [placed(response).orderId],
    );
    expect(row).toEqual({ email: 'linked-owner@hobby.test', session_id: guest.cookies.get('sid') });
    const info = (await guest.get('/api/user/info')).json() as { result: { authorized: boolean } };
    expect(info.result.authorized).toBe(false);
  });

  it("places a signed-in shopper's order on their account and saves the address when asked", async () => {
    const v = await fillBasket(await signedUp(s.app, 'signed-buyer@hobby.test'), [
      { productId: s.f.beads, quantity: 1 },
    ]);
    const response = await placeOrder(v, {
      delivery: { kind: 'post', address: 'Тула, ул. Советская, 3', saveAddress: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(placed(response).account).toBe('signedIn');
    const [row] = await s.db.query<{ email: string | null; delivery_price: number }>(
      'SELECT u.email, o.delivery_price FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1',
      [placed(response).orderId],
    );
    expect(row).toEqual({ email: 'signed-buyer@hobby.test', delivery_price: 300 });
    expect((await optionsOf(v)).addresses.map((a) => a.address)).toEqual([
      'Тула, ул. Советская, 3',
    ]);
  });

  it("delivers to a pickup point of the visitor's city, keeping its address on the order", async () => {
    const [point] = await s.db.query<{ id: number; title: string; address: string; hours: string }>(
      'SELECT id, title, address, hours FROM pickup_points WHERE location_id = 0 ORDER BY sort, id LIMIT 1',
    );
    const v = await fillBasket(visitor(s.app), [{ productId: s.f.beads, quantity: 1 }]);
    const response = await placeOrder(v, {
      delivery: { kind: 'pickup', pickupPointId: point?.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await s.db.query(
      'SELECT delivery_kind, pickup_point_id, address, delivery_price FROM orders WHERE id = $1',
      [placed(response).orderId],
    );
    expect(order).toEqual({
      delivery_kind: 'pickup',
      pickup_point_id: point?.id,
      address: point?.address,
      delivery_price: 199,
    });
    // issue 26 point 8: the confirmation and its mail name the point and its hours
    const { orderId } = placed(response);
    const confirmation = await v.get(`/api/personal/orders/${orderId}`);
    expect(confirmation.json().result.delivery).toMatchObject({
      address: point?.address,
      pickupPoint: { title: point?.title, hours: point?.hours },
    });
    const [mail] = await s.db.query<{ text_body: string }>(
      'SELECT text_body FROM mail_outbox WHERE subject = $1',
      [`Заказ № ${orderId} оформлен`],
    );
    expect(mail?.text_body).toContain(
      `, ${point?.title}, ${point?.address}.\nЧасы работы пункта выдачи: ${point?.hours}.\n`,
    );
  });

  it('issue 26 point 8: a courier order names no pickup point', async () => {
    const v = await fillBasket(visitor(s.app), [{ productId: s.f.beads, quantity: 1 }]);
    const response = await placeOrder(v);
    expect(response.statusCode, response.body).toBe(200);
    const confirmation = await v.get(`/api/personal/orders/${placed(response).orderId}`);
    expect(confirmation.json().result.delivery.pickupPoint).toBeUndefined();
  });
});

describe('orders that are not placed', () => {
  async function unchanged<T>(act: () => Promise<T>): Promise<T> {
    const before = [
      await countRows(s.db, 'orders'),
      await countRows(s.db, 'order_items'),
      await countRows(s.db, 'users'),
      await stockOf(s.db, s.f.paint),
    ];
    const result = await act();
    expect([
      await countRows(s.db, 'orders'),
      await countRows(s.db, 'order_items'),
      await countRows(s.db, 'users'),
      await stockOf(s.db, s.f.paint),
    ]).toEqual(before);
    return result;
  }

  it('refuses a price changed since the shopper saw it, naming the line with both prices', async () => {
    const v = await fillBasket(visitor(s.app), [
      { productId: s.f.paint, quantity: 1 },
      { productId: s.f.beads, quantity: 1 },
    ]);
    const seen = await seenBasket(v);
    await s.db.query(
      `UPDATE prices SET price = 1100 WHERE product_id = $1
          AND price_type_id = (SELECT price_type_id FROM locations WHERE id = 0)`,
      [s.f.paint],
    );
    try {
      const response = await unchanged(() => v.post(ORDER_URL, orderForm(seen)));
      expect(response.statusCode).toBe(409);
      expect(refused(response)).toEqual({
        code: 'PRICE_CHANGED',
        message: 'Цена изменилась. Проверьте корзину и подтвердите заказ.',
        lines: [
          {
            productId: s.f.paint,
            name: 'Картина Озеро',
            kind: 'priceChanged',
            was: 1000,
            now: 1100,
            message: 'Цена изменилась: было 1 000 ₽, стало 1 100 ₽',
          },
        ],
      });
      expect((await seenBasket(v)).length).toBe(2);
    } finally {
      await s.db.query(
        `UPDATE prices SET price = 1000 WHERE product_id = $1
            AND price_type_id = (SELECT price_type_id FROM locations WHERE id = 0)`,
        [s.f.paint],
      );
    }
  });

  it('refuses a basket that is empty or not the one confirmed', async () => {
    const v = await fillBasket(visitor(s.app), [{ productId: s.f.paint, quantity: 1 }]);
    const seen = await seenBasket(v);
    await fillBasket(v, [{ productId: s.f.paint, quantity: 1 }]);
    const changed = await unchanged(() => v.post(ORDER_URL, orderForm(seen)));
    expect(changed.statusCode).toBe(409);
    expect(refused(changed)).toEqual({
      code: 'BASKET_CHANGED',
      message: 'Корзина изменилась. Проверьте её и оформите заказ ещё раз.',
    });

    expect((await v.post('/api/catalog/basket/removeAll')).statusCode).toBe(200);
    const empty = await unchanged(() => v.post(ORDER_URL, orderForm(seen)));
    expect(empty.statusCode).toBe(409);
    expect(refused(empty)).toEqual({ code: 'BASKET_EMPTY', message: 'Корзина пуста' });

    const newcomer = await unchanged(() => visitor(s.app).post(ORDER_URL, orderForm(seen)));
    expect(refused(newcomer).code).toBe('BASKET_EMPTY');
  });

  it('refuses lines the stock no longer covers, saying what is left, and reserves nothing', async () => {
    const v = await fillBasket(visitor(s.app), [
      { productId: s.f.paint, quantity: 3 },
      { productId: s.f.beads, quantity: 1 },
    ]);
    const beads = await stockOf(s.db, s.f.beads);
    await s.db.query('UPDATE product_stock SET stock = 2 WHERE product_id = $1', [s.f.paint]);
    const response = await unchanged(() => placeOrder(v));
    expect(response.statusCode).toBe(409);
    expect(refused(response)).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Некоторых товаров нет в наличии в нужном количестве',
      lines: [
        {
          productId: s.f.paint,
          name: 'Картина Озеро',
          kind: 'outOfStock',
          available: 2,
          message: '«Картина Озеро»: в наличии только 2 шт.',
        },
      ],
    });
    expect(await stockOf(s.db, s.f.beads)).toBe(beads);

    await s.db.query('UPDATE product_stock SET stock = 0 WHERE product_id = $1', [s.f.paint]);
    const none = await unchanged(() => placeOrder(v));
    expect(refused(none).lines?.[0]?.message).toBe('«Картина Озеро»: нет в наличии');
  });

  it('asks for the address or a pickup point of the city, in Russian', async () => {
    const v = await fillBasket(visitor(s.app), [{ productId: s.f.paint, quantity: 1 }]);
    const noAddress = await unchanged(() => placeOrder(v, { delivery: { kind: 'courier' } }));
    expect(noAddress.statusCode).toBe(400);
    expect(refused(noAddress)).toEqual({ code: 'VALIDATION', message: 'Укажите адрес доставки' });

    const [elsewhere] = await s.db.query<{ id: number }>(
      'SELECT id FROM pickup_points WHERE location_id = 1 LIMIT 1',
    );
    for (const delivery of [{ kind: 'pickup' }, { kind: 'pickup', pickupPointId: elsewhere?.id }]) {
      const response = await unchanged(() => placeOrder(v, { delivery }));
      expect(response.statusCode).toBe(400);
      expect(refused(response)).toEqual({ code: 'VALIDATION', message: 'Выберите пункт выдачи' });
    }

    const unagreed = await unchanged(() => placeOrder(v, { agree: false }));
    expect(unagreed.statusCode).toBe(400);
    expect(refused(unagreed).code).toBe('VALIDATION');
  });
});

describe('the idempotency key', () => {
  it('answers a repeated request with the order it placed', async () => {
    const v = await fillBasket(visitor(s.app), [{ productId: s.f.paint, quantity: 1 }]);
    const form = orderForm(await seenBasket(v));
    const first = await v.post(ORDER_URL, form);
    const orders = await countRows(s.db, 'orders');
    const again = await v.post(ORDER_URL, form);
    expect(again.statusCode, again.body).toBe(200);
    expect(placed(again).orderId).toBe(placed(first).orderId);
    expect(await countRows(s.db, 'orders')).toBe(orders);
    expect(await stockOf(s.db, s.f.paint)).toBe(4);
  });

  it('issue 22 point 5: refuses the same key with another basket (409) and writes nothing', async () => {
    const v = await fillBasket(visitor(s.app), [{ productId: s.f.paint, quantity: 1 }]);
    const form = orderForm(await seenBasket(v));
    expect((await v.post(ORDER_URL, form)).statusCode).toBe(200);

    await fillBasket(v, [{ productId: s.f.beads, quantity: 2 }]);
    const seen = await seenBasket(v);
    const written = async () => ({
      orders: await countRows(s.db, 'orders'),
      lines: await countRows(s.db, 'order_items'),
      users: await countRows(s.db, 'users'),
      beads: await stockOf(s.db, s.f.beads),
    });
    const before = await written();
    const again = await v.post(ORDER_URL, { ...form, seen });
    expect(again.statusCode).toBe(409);
    expect(refused(again)).toEqual({
      code: 'KEY_REUSED',
      message:
        'Этот заказ уже оформлен с другим составом корзины. Обновите страницу и оформите заказ ещё раз.',
    });
    expect(await written()).toEqual(before);
    expect(await seenBasket(v)).toEqual(seen);

    // The same basket under a new key is ordered.
    const fresh = await v.post(ORDER_URL, orderForm(seen));
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it("refuses another shopper's key and changes nothing", async () => {
    const owner = await fillBasket(visitor(s.app), [{ productId: s.f.beads, quantity: 1 }]);
    const form = orderForm(await seenBasket(owner));
    expect((await owner.post(ORDER_URL, form)).statusCode).toBe(200);

    const other = await fillBasket(visitor(s.app), [{ productId: s.f.beads, quantity: 1 }]);
    const response = await other.post(ORDER_URL, { ...form, seen: await seenBasket(other) });
    expect(response.statusCode).toBe(409);
    expect(refused(response).message).toBe(
      'Этот заказ уже оформлен в другом окне. Обновите страницу и оформите заказ ещё раз.',
    );
    expect((await seenBasket(other)).length).toBe(1);
  });
});

it('limits orders per client address', async () => {
  const v = await fillBasket(visitor(s.app), [{ productId: s.f.beads, quantity: 1 }]);
  const form = orderForm(await seenBasket(v));
  await s.db.query(
    `INSERT INTO rate_limits (key, window_start, count)
     VALUES ('checkout:127.0.0.1', now(), 30)`,
  );
  const response = await v.post(ORDER_URL, form);
  expect(response.statusCode).toBe(429);
  expect(refused(response).code).toBe('RATE_LIMITED');
  expect(await countRows(s.db, `orders WHERE idempotency_key = '${form.idempotencyKey}'`)).toBe(0);
});

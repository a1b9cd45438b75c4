import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db';
import { insertShopFixtures, setStock, type ShopFixtures } from '../../testing/shopFixtures';
import { countStatuses, fireAtOnce } from '../../testing/parallel';
import {
  countRows,
  signedUp,
  shopForSuite,
  visitor,
  type Visitor,
} from '../../testing/shopVisitor';

let db: Db;
let app: FastifyInstance;
let f: ShopFixtures;

shopForSuite(async (shop) => {
  ({ db, app } = shop);
  f = await insertShopFixtures(db);
});

// Every call here comes from one address: the limits per address (issue 9 point 9) have tests of
// their own, and would otherwise refuse this file's coupons and sign-ups.
beforeEach(async () => {
  await db.query('DELETE FROM rate_limits');
});

const BASKET = '/api/catalog/basket';

interface BasketAnswer {
  result: {
    items: Array<
      Record<string, unknown> & {
        basketItemId: number;
        productId: number;
        quantity: number;
        price: number;
      }
    >;
    summary: Record<string, number>;
    coupons: Array<{ coupon: string; discountPercent: number; discountAmount: number }>;
  };
}
const basketOf = (response: { json: () => unknown }) => (response.json() as BasketAnswer).result;

async function withItems(v: Visitor = visitor(app)): Promise<Visitor> {
  expect((await v.post(`${BASKET}/add`, { productId: f.paint, quantity: 2 })).statusCode).toBe(200);
  expect((await v.post(`${BASKET}/add`, { productId: f.beads, quantity: 3 })).statusCode).toBe(200);
  return v;
}

async function basketTables() {
  return {
    baskets: await countRows(db, 'baskets'),
    items: await countRows(db, 'basket_items'),
    sessions: await countRows(db, 'sessions'),
  };
}

describe('basket info and changes', () => {
  it('R-BASKET-1: a new visitor gets an empty basket without a session being created', async () => {
    const response = await visitor(app).get(`${BASKET}/info`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(basketOf(response)).toEqual({
      items: [],
      coupons: [],
      summary: {
        count: 0,
        quantity: 0,
        sum: 0,
        oldSum: 0,
        discount: 0,
        couponDiscount: 0,
        total: 0,
      },
    });
  });

  it('R-BASKET-1: an item carries name, price, old_price, brand, category_chain, sku, quantity, basketItemId', async () => {
    const v = visitor(app);
    const response = await v.post(`${BASKET}/add`, { productId: f.paint, quantity: 2 });
    expect(response.statusCode).toBe(200);
    const [item] = basketOf(response).items;
    expect(item).toEqual({
      basketItemId: expect.any(Number),
      productId: f.paint,
      name: 'Картина Озеро',
      price: 1000,
      old_price: 1200,
      brand: 'Тестбренд',
      category_chain: 'Тестовая вышивка/Пейзажи',
      sku: 'shop-test-paint',
      quantity: 2,
      stock: 5, // issue 26 point 3: the product page's stock, for «Нет в наличии»
      url: '/product/shop-test-landscapes/shop-test-paint/',
      image: `/images/products/${f.paint}/1.svg`,
    });
  });

  it('R-BASKET-1: a line shows the product’s article as its sku and links to its page by the page’s address', async () => {
    await db.query(
      `UPDATE products SET attributes = attributes || '{"artikul": "HH-000042"}' WHERE id = $1`,
      [f.paint],
    );
    await app.catalogIndex.rebuild();
    try {
      const v = visitor(app);
      const [item] = basketOf(
        await v.post(`${BASKET}/add`, { productId: f.paint, quantity: 1 }),
      ).items;
      expect(item).toMatchObject({
        sku: 'HH-000042',
        url: '/product/shop-test-landscapes/shop-test-paint/',
      });
      const page = await app.inject({ url: item?.url as string, headers: { 'x-source': 'nuxt' } });
      expect(page.statusCode).toBe(200);
    } finally {
      await db.query(`UPDATE products SET attributes = attributes - 'artikul' WHERE id = $1`, [
        f.paint,
      ]);
      await app.catalogIndex.rebuild();
    }
  });

  it('R-BASKET-1: the summary counts lines, pieces, sums and the old-price discount', async () => {
    const v = await withItems();
    const basket = basketOf(await v.get(`${BASKET}/info`));
    expect(basket.items.map((i) => [i.productId, i.quantity])).toEqual([
      [f.paint, 2],
      [f.beads, 3],
    ]);
    expect(basket.items[1]?.image).toBeNull();
    // 2 × 1000 (was 1200) + 3 × 250.50
    expect(basket.summary).toEqual({
      count: 2,
      quantity: 5,
      sum: 2751.5,
      oldSum: 3151.5,
      discount: 400,
      couponDiscount: 0,
      total: 2751.5,
    });
  });

  it('R-BASKET-2, R-BASKET-3: add sums quantities, updateQuantity sets, remove and removeAll delete; each answers the fresh basket', async () => {
    const v = visitor(app);
    await v.post(`${BASKET}/add`, { productId: f.beads, quantity: 1 });
    let answer = await v.post(`${BASKET}/add`, { productId: f.beads, quantity: 4 });
    expect(basketOf(answer).items.map((i) => i.quantity)).toEqual([5]);
    expect(basketOf(answer)).toEqual(basketOf(await v.get(`${BASKET}/info`)));

    const lineId = basketOf(answer).items[0]?.basketItemId;
    answer = await v.post(`${BASKET}/updateQuantity`, { basketItemId: lineId, quantity: 2 });
    expect(basketOf(answer).items.map((i) => i.quantity)).toEqual([2]);
    expect(basketOf(answer).summary.sum).toBe(501);

    answer = await v.post(`${BASKET}/add`, { productId: f.paint, quantity: 1 });
    expect(basketOf(answer).items).toHaveLength(2);
    answer = await v.post(`${BASKET}/remove`, { basketItemId: lineId });
    expect(basketOf(answer).items.map((i) => i.productId)).toEqual([f.paint]);
    expect(basketOf(answer)).toEqual(basketOf(await v.get(`${BASKET}/info`)));

    answer = await v.post(`${BASKET}/removeAll`);
    expect(answer.statusCode).toBe(200);
    expect(basketOf(answer).items).toEqual([]);
    expect(basketOf(answer).summary.total).toBe(0);
  });

  it('R-BASKET-2: a line of another visitor cannot be changed or removed (404)', async () => {
    const owner = await withItems();
    const lineId = basketOf(await owner.get(`${BASKET}/info`)).items[0]?.basketItemId;
    const stranger = await withItems();
    for (const [call, body] of [
      ['remove', { basketItemId: lineId }],
      ['updateQuantity', { basketItemId: lineId, quantity: 1 }],
    ] as const) {
      const response = await stranger.post(`${BASKET}/${call}`, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Товар не найден в корзине' },
      });
    }
    expect(basketOf(await owner.get(`${BASKET}/info`)).items[0]?.quantity).toBe(2);
  });

  it('R-LOC-3: totals follow the price list of the chosen city', async () => {
    const v = await withItems();
    expect(basketOf(await v.get(`${BASKET}/info`)).summary.sum).toBe(2751.5);
    expect((await v.post('/api/location/setLocationId', { locationId: f.cityId })).statusCode).toBe(
      200,
    );
    const basket = basketOf(await v.get(`${BASKET}/info`));
    expect(basket.items.map((i) => [i.price, i.old_price])).toEqual([
      [1100, null],
      [300, null],
    ]);
    expect(basket.summary).toMatchObject({ sum: 3100, oldSum: 3100, discount: 0, total: 3100 });
  });

  it('R-BASKET-1: a signed-in user keeps the basket built as a guest (merged at sign-in)', async () => {
    const v = await withItems();
    await signedUp(app, 'basket-merge@example.ru', v);
    const basket = basketOf(await v.get(`${BASKET}/info`));
    expect(basket.items.map((i) => [i.productId, i.quantity])).toEqual([
      [f.paint, 2],
      [f.beads, 3],
    ]);
    const [row] = await db.query<{ user_id: number | null; session_id: string | null }>(
      `SELECT b.user_id, b.session_id FROM baskets b JOIN users u ON u.id = b.user_id WHERE u.email = 'basket-merge@example.ru'`,
    );
    expect(row).toMatchObject({ user_id: expect.any(Number), session_id: null });
  });
});

describe('basket stock and input errors', () => {
  it('R-BASKET-2: more than the stock answers 409 naming the amount available; the basket is unchanged', async () => {
    const v = visitor(app);
    await v.post(`${BASKET}/add`, { productId: f.paint, quantity: 3 });
    const response = await v.post(`${BASKET}/add`, { productId: f.paint, quantity: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Товара «Картина Озеро» в наличии только 5 шт.' },
    });
    const lineId = basketOf(await v.get(`${BASKET}/info`)).items[0]?.basketItemId;
    expect(basketOf(await v.get(`${BASKET}/info`)).items[0]?.quantity).toBe(3);

    const update = await v.post(`${BASKET}/updateQuantity`, { basketItemId: lineId, quantity: 6 });
    expect(update.statusCode).toBe(409);
    expect(update.json().error.message).toBe('Товара «Картина Озеро» в наличии только 5 шт.');
  });

  it('R-BASKET-2: a product out of stock answers 409 «нет в наличии»', async () => {
    const response = await visitor(app).post(`${BASKET}/add`, {
      productId: f.soldOut,
      quantity: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Товара «Набор Пустота» нет в наличии');
  });

  it('R-BASKET-2: an unknown or inactive product answers 404 «Товар не найден»', async () => {
    for (const productId of [f.hidden, 2_000_000_000]) {
      const response = await visitor(app).post(`${BASKET}/add`, { productId, quantity: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Товар не найден' } });
    }
  });

  it('R-BASKET-2: quantity outside 1..999 or malformed input answers 400 and writes nothing', async () => {
    const before = await basketTables();
    const bad: Array<[string, unknown, string]> = [
      ['add', { productId: f.beads, quantity: 0 }, 'Поле «Количество» должно быть не меньше 1'],
      [
        'add',
        { productId: f.beads, quantity: 1000 },
        'Поле «Количество» должно быть не больше 999',
      ],
      ['add', { productId: f.beads, quantity: 1.5 }, 'Поле «Количество» должно быть целым числом'],
      ['add', { productId: 0, quantity: 1 }, 'Поле «Товар» должно быть не меньше 1'],
      ['add', { quantity: 1 }, 'Не заполнено поле «Товар»'],
      [
        'updateQuantity',
        { basketItemId: 1, quantity: -1 },
        'Поле «Количество» должно быть не меньше 1',
      ],
      ['remove', { basketItemId: 'первый' }, 'Поле «Позиция корзины» должно быть целым числом'],
      ['applyCoupon', { coupon: '' }, 'Не заполнено поле «Купон»'],
    ];
    for (const [call, body, message] of bad) {
      const response = await visitor(app).post(`${BASKET}/${call}`, body);
      expect(response.statusCode, `${call} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'VALIDATION', message } });
    }
    expect(await basketTables()).toEqual(before);
  });

  it('R-BASKET-2: adding beyond 999 pieces of one product answers 400', async () => {
    const v = visitor(app);
    await v.post(`${BASKET}/add`, { productId: f.beads, quantity: 990 });
    const response = await v.post(`${BASKET}/add`, { productId: f.beads, quantity: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Можно заказать не больше 999 шт. одного товара');
    expect(basketOf(await v.get(`${BASKET}/info`)).items[0]?.quantity).toBe(990);
  });
});

describe('basket coupons', () => {
  it('R-BASKET-2: applyCoupon (any letter case) shows the coupon and its discount; applying it twice is harmless', async () => {
    const v = await withItems();
    await v.post(`${BASKET}/applyCoupon`, { coupon: ' shop-test-10 ' });
    const response = await v.post(`${BASKET}/applyCoupon`, { coupon: 'SHOP-TEST-10' });
    expect(response.statusCode).toBe(200);
    const basket = basketOf(response);
    expect(basket.coupons).toEqual([
      { coupon: 'SHOP-TEST-10', discountPercent: 10, discountAmount: 0 },
    ]);
    // 10 % of 2751.50
    expect(basket.summary).toMatchObject({ sum: 2751.5, couponDiscount: 275.15, total: 2476.35 });
  });

  it('R-BASKET-2: removeCoupon takes the discount away; removing an absent coupon is harmless', async () => {
    const v = await withItems();
    await v.post(`${BASKET}/applyCoupon`, { coupon: 'SHOP-TEST-10' });
    const removed = await v.post(`${BASKET}/removeCoupon`, { coupon: 'shop-test-10' });
    expect(removed.statusCode).toBe(200);
    expect(basketOf(removed).coupons).toEqual([]);
    expect(basketOf(removed).summary).toMatchObject({ couponDiscount: 0, total: 2751.5 });
    expect((await v.post(`${BASKET}/removeCoupon`, { coupon: 'SHOP-TEST-10' })).statusCode).toBe(
      200,
    );
  });

  it('R-BASKET-2: an unknown or switched-off coupon answers 404 «Купон «X» не найден»', async () => {
    const v = await withItems();
    for (const coupon of ['NO-SUCH-COUPON', 'SHOP-TEST-OFF']) {
      const response = await v.post(`${BASKET}/applyCoupon`, { coupon });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `Купон «${coupon}» не найден` },
      });
    }
    expect(basketOf(await v.get(`${BASKET}/info`)).coupons).toEqual([]);
  });

  it('R-BASKET-2: an expired coupon answers 400 «Срок действия купона «X» истёк»', async () => {
    const v = await withItems();
    const response = await v.post(`${BASKET}/applyCoupon`, { coupon: 'SHOP-TEST-EXPIRED' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'COUPON_EXPIRED', message: 'Срок действия купона «SHOP-TEST-EXPIRED» истёк' },
    });
    expect(basketOf(await v.get(`${BASKET}/info`)).summary.couponDiscount).toBe(0);
  });

  it('issue 10 point 2: a coupon applied before its expiry stops discounting once it has expired', async () => {
    await db.query(
      `INSERT INTO coupons (code, discount_percent, expires_at, active)
       VALUES ('SHOP-TEST-SOON', 10, now() + interval '1 hour', true)`,
    );
    const v = await withItems();
    const applied = basketOf(await v.post(`${BASKET}/applyCoupon`, { coupon: 'SHOP-TEST-SOON' }));
    expect(applied.summary).toMatchObject({ couponDiscount: 275.15, total: 2476.35 });

    // The expiry passes while the coupon sits in the basket.
    await db.query(
      `UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE code = 'SHOP-TEST-SOON'`,
    );
    const later = basketOf(await v.get(`${BASKET}/info`));
    expect(later.coupons).toEqual([]);
    expect(later.summary).toMatchObject({ couponDiscount: 0, total: 2751.5 });
  });
});

/** A product of its own for a test that changes stock: on sale in Москва at `price`. */
async function productWithStock(code: string, stock: number, price = 440): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO products (code, name, active) VALUES ($1, $2, true) RETURNING id`,
    [code, `Товар ${code}`],
  );
  await setStock(db, row!.id, stock);
  await db.query(
    `INSERT INTO prices (product_id, price_type_id, price) SELECT $1, price_type_id, $2 FROM locations WHERE id = 0`,
    [row?.id, price],
  );
  return row?.id as number;
}

/** A guest whose session exists already (a favorite), so parallel calls share one session. */
async function guestWithSession(): Promise<Visitor> {
  const v = visitor(app);
  expect((await v.post('/api/favorites/add', { id: f.beads })).statusCode).toBe(200);
  expect(v.cookies.get('sid')).toBeTruthy();
  return v;
}

const addOne = (v: Visitor, productId: number) => () =>
  v.post(`${BASKET}/add`, { productId, quantity: 1 });

describe('basket changes at once (issue 9 point 1)', () => {
  it('issue 9 point 1: 50 parallel adds of one product in one session give exactly 50 pieces', async () => {
    const v = await guestWithSession();
    const answers = await fireAtOnce(50, addOne(v, f.beads));
    expect(countStatuses(answers)).toEqual({ 200: 50 });
    expect(
      basketOf(await v.get(`${BASKET}/info`)).items.map((i) => [i.productId, i.quantity]),
    ).toEqual([[f.beads, 50]]);
  });

  it('issue 9 point 1: 50 parallel adds of a product with stock 10 give 10 pieces and 40 answers 409 naming the stock', async () => {
    const productId = await productWithStock('shop-test-ten', 10);
    const v = await guestWithSession();
    const answers = await fireAtOnce(50, addOne(v, productId));
    expect(countStatuses(answers)).toEqual({ 200: 10, 409: 40 });
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({
        error: {
          code: 'CONFLICT',
          message: 'Товара «Товар shop-test-ten» в наличии только 10 шт.',
        },
      });
    }
    expect(basketOf(await v.get(`${BASKET}/info`)).items.map((i) => i.quantity)).toEqual([10]);
  });

  it('issue 9 point 1: a signed-in user adding on several devices at once loses nothing either', async () => {
    const phone = await signedUp(app, 'basket-parallel@example.ru');
    const laptop = visitor(app);
    for (const [name, value] of phone.cookies) laptop.cookies.set(name, value);
    const answers = await fireAtOnce(40, (i) =>
      (i % 2 ? phone : laptop).post(`${BASKET}/add`, { productId: f.beads, quantity: 2 }),
    );
    expect(countStatuses(answers)).toEqual({ 200: 40 });
    expect(basketOf(await phone.get(`${BASKET}/info`)).items.map((i) => i.quantity)).toEqual([80]);
  });

  it('issue 9 point 1: parallel updates of a line never pass the stock', async () => {
    const productId = await productWithStock('shop-test-update', 7);
    const v = await guestWithSession();
    const lineId = basketOf(await v.post(`${BASKET}/add`, { productId, quantity: 1 })).items[0]
      ?.basketItemId;
    const answers = await fireAtOnce(10, (i) =>
      v.post(`${BASKET}/updateQuantity`, { basketItemId: lineId, quantity: i + 1 }),
    );
    expect(countStatuses(answers)).toEqual({ 200: 7, 409: 3 });
    expect(basketOf(await v.get(`${BASKET}/info`)).items[0]?.quantity).toBeLessThanOrEqual(7);
  });
});

describe('coupon combinations (issue 9 point 10)', () => {
  const certificateId = async (nominal: number) =>
    (
      await db.query<{ product_id: number }>(
        `SELECT product_id FROM gift_certificates WHERE nominal = $1`,
        [nominal],
      )
    )[0]?.product_id as number;

  it('issue 9 point 10: a second coupon that is not combinable answers 409 in Russian and changes nothing', async () => {
    const v = await withItems();
    expect((await v.post(`${BASKET}/applyCoupon`, { coupon: 'HOBBY10' })).statusCode).toBe(200);
    for (const coupon of ['SHOP-TEST-300', 'PODAROK500']) {
      const response = await v.post(`${BASKET}/applyCoupon`, { coupon });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'COUPON_NOT_COMBINABLE',
          message: `Купон «${coupon}» нельзя применить вместе с купоном «HOBBY10»`,
        },
      });
    }
    const basket = basketOf(await v.get(`${BASKET}/info`));
    expect(basket.coupons.map((c) => c.coupon)).toEqual(['HOBBY10']);
    expect(basket.summary).toMatchObject({ couponDiscount: 275.15, total: 2476.35 });
  });

  it('issue 9 point 10: coupons marked combinable stack; a stand-alone one cannot join them', async () => {
    const v = await withItems();
    await v.post(`${BASKET}/applyCoupon`, { coupon: 'podarok500' });
    const both = await v.post(`${BASKET}/applyCoupon`, { coupon: 'DRUZYA5' });
    expect(both.statusCode).toBe(200);
    expect(basketOf(both).coupons.map((c) => c.coupon)).toEqual(['PODAROK500', 'DRUZYA5']);
    // 5 % of 2751.50 is 137.58, plus 500
    expect(basketOf(both).summary).toMatchObject({ couponDiscount: 637.58, total: 2113.92 });
    const alone = await v.post(`${BASKET}/applyCoupon`, { coupon: 'HOBBY10' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.message).toBe(
      'Купон «HOBBY10» нельзя применить вместе с купоном «PODAROK500»',
    );
  });

  it('issue 9 point 10: the demo gift certificate stays at its nominal and a 440 ₽ item never becomes free', async () => {
    const v = visitor(app);
    await v.post(`${BASKET}/add`, { productId: await certificateId(1000), quantity: 1 });
    await v.post(`${BASKET}/applyCoupon`, { coupon: 'PODAROK500' });
    await v.post(`${BASKET}/applyCoupon`, { coupon: 'DRUZYA5' });
    expect(basketOf(await v.get(`${BASKET}/info`)).summary).toMatchObject({
      sum: 1000,
      couponDiscount: 0,
      total: 1000,
    });

    const item = await productWithStock('shop-test-440', 5, 440);
    const answer = basketOf(await v.post(`${BASKET}/add`, { productId: item, quantity: 1 }));
    // 5 % and 500 ₽ would take all of the 440 ₽: 1 ₽ of it is left to pay, the certificate in full.
    expect(answer.summary).toMatchObject({ sum: 1440, couponDiscount: 439, total: 1001 });
  });

  it('issue 9 point 10: two stand-alone coupons applied at once: one is taken, the other answers 409', async () => {
    const v = await withItems();
    const answers = await fireAtOnce(2, (i) =>
      v.post(`${BASKET}/applyCoupon`, { coupon: ['HOBBY10', 'SHOP-TEST-10'][i] }),
    );
    expect(countStatuses(answers)).toEqual({ 200: 1, 409: 1 });
    expect(basketOf(await v.get(`${BASKET}/info`)).coupons).toHaveLength(1);
  });
});

describe('guest basket merged at sign-in (issue 9 point 2)', () => {
  async function signIn(v: Visitor, login: string) {
    const response = await v.post('/api/user/auth', { login, password: 'секретный-пароль' });
    expect(response.statusCode).toBe(200);
    return response.json() as { result: { authorized: boolean }; notices: string[] };
  }

  it('issue 9 point 2: the merge keeps the stock and says in Russian what it reduced', async () => {
    const productId = await productWithStock('shop-test-merge', 10);
    const soldOutLater = await productWithStock('shop-test-gone', 3);
    const user = await signedUp(app, 'merge-stock@example.ru');
    await user.post(`${BASKET}/add`, { productId, quantity: 10 });
    await user.post(`${BASKET}/applyCoupon`, { coupon: 'PODAROK500' });
    await user.post('/api/user/logout');

    const guest = visitor(app);
    await guest.post(`${BASKET}/add`, { productId, quantity: 10 });
    await guest.post(`${BASKET}/add`, { productId: soldOutLater, quantity: 2 });
    await guest.post(`${BASKET}/add`, { productId: f.beads, quantity: 1 });
    await guest.post(`${BASKET}/applyCoupon`, { coupon: 'HOBBY10' });
    await db.query(`UPDATE product_stock SET stock = 0 WHERE product_id = $1`, [soldOutLater]);

    const answer = await signIn(guest, 'merge-stock@example.ru');
    expect(answer.result.authorized).toBe(true);
    expect(answer.notices).toEqual([
      '«Товар shop-test-gone» убран из корзины: товара нет в наличии',
      '«Товар shop-test-merge»: в корзине 10 шт. вместо 20, в наличии только 10 шт.',
      'Купон «PODAROK500» убран из корзины: он не сочетается с купоном «HOBBY10»',
    ]);
    const basket = basketOf(await guest.get(`${BASKET}/info`));
    expect(basket.items.map((i) => [i.productId, i.quantity])).toEqual([
      [productId, 10],
      [f.beads, 1],
    ]);
    expect(basket.coupons.map((c) => c.coupon)).toEqual(['HOBBY10']);
  });

  it('issue 9 point 2: a merge within the stock tells nothing; registration answers the notices too', async () => {
    const guest = await withItems();
    const response = await guest.post('/api/user/register', {
      name: 'Анна',
      email: 'merge-quiet@example.ru',
      password: 'секретный-пароль',
      consent: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: { authorized: true }, notices: [] });
    expect(basketOf(await guest.get(`${BASKET}/info`)).summary.quantity).toBe(5);
  });
});

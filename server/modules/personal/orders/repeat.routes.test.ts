import { beforeEach, describe, expect, it } from 'vitest';
import {
  insertTestOrder,
  setStock,
  shopWithMailSuite,
  suiteShopper,
  visitor,
  type Visitor,
} from '../testing';

const s = shopWithMailSuite();
const shopper = suiteShopper(s, 'repeat-shopper@example.ru');

beforeEach(async () => {
  await shopper.post('/api/catalog/basket/removeAll');
  await s.db.query(`UPDATE product_stock SET stock = 5 WHERE product_id = $1`, [s.f.paint]);
});

interface BasketLine {
  productId: number;
  quantity: number;
  price: number;
}
const basketLines = async (v: Visitor): Promise<BasketLine[]> =>
  (await v.get('/api/catalog/basket/info')).json().result.items.map((i: BasketLine) => ({
    productId: i.productId,
    quantity: i.quantity,
    price: i.price,
  }));

describe('repeating an order', () => {
  it('puts every line back into the basket when all is as it was', async () => {
    const orderId = await insertTestOrder(s.db, {
      userId: shopper.id,
      lines: [
        { productId: s.f.paint, quantity: 1, price: 1000 },
        { productId: s.f.beads, quantity: 3, price: 250.5 },
      ],
    });
    const response = await shopper.post(`/api/personal/orders/${orderId}/repeat`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { added: 2, problems: [] } });
    expect(await basketLines(shopper)).toEqual([
      { productId: s.f.paint, quantity: 1, price: 1000 },
      { productId: s.f.beads, quantity: 3, price: 250.5 },
    ]);
  });

  it('tells line by line what is no longer sold, what is short and what costs something else', async () => {
    const orderId = await insertTestOrder(s.db, {
      userId: shopper.id,
      lines: [
        { productId: s.f.hidden, quantity: 1, price: 700 },
        { productId: s.f.soldOut, quantity: 1, price: 500 },
        { productId: s.f.beads, quantity: 2, price: 199 },
        { productId: s.f.paint, quantity: 4, price: 1000 },
      ],
    });
    // insertTestOrder took the pieces from stock as checkout does; paint has 2 left now
    await s.db.query(`UPDATE product_stock SET stock = 2 WHERE product_id = $1`, [s.f.paint]);

    const response = await shopper.post(`/api/personal/orders/${orderId}/repeat`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({
      added: 2,
      problems: [
        {
          productId: s.f.hidden,
          name: 'Набор Снятый',
          kind: 'unavailable',
          message: '«Набор Снятый» больше не продаётся',
        },
        {
          productId: s.f.soldOut,
          name: 'Набор Пустота',
          kind: 'outOfStock',
          available: 0,
          message: '«Набор Пустота»: нет в наличии',
        },
        {
          productId: s.f.beads,
          name: 'Бисер Радуга',
          kind: 'priceChanged',
          was: 199,
          now: 250.5,
          message: '«Бисер Радуга»: цена изменилась: было 199 ₽, стало 250.50 ₽',
        },
        {
          productId: s.f.paint,
          name: 'Картина Озеро',
          kind: 'outOfStock',
          available: 2,
          message: '«Картина Озеро»: в наличии только 2 шт.',
        },
      ],
    });
    expect(await basketLines(shopper)).toEqual([
      { productId: s.f.beads, quantity: 2, price: 250.5 },
      { productId: s.f.paint, quantity: 2, price: 1000 },
    ]);
  });

  it('a line the basket holds already is added to, up to the stock', async () => {
    await shopper.post('/api/catalog/basket/add', { productId: s.f.paint, quantity: 4 });
    const orderId = await insertTestOrder(s.db, {
      userId: shopper.id,
      lines: [{ productId: s.f.paint, quantity: 1, price: 1000 }],
    });
    await s.db.query(`UPDATE product_stock SET stock = 5 WHERE product_id = $1`, [s.f.paint]);
    const response = await shopper.post(`/api/personal/orders/${orderId}/repeat`);
    expect(response.json().result).toEqual({ added: 1, problems: [] });
    expect(await basketLines(shopper)).toEqual([
      { productId: s.f.paint, quantity: 5, price: 1000 },
    ]);

    const again = await shopper.post(`/api/personal/orders/${orderId}/repeat`);
    expect(again.json().result).toMatchObject({
      added: 0,
      problems: [{ kind: 'outOfStock', message: '«Картина Озеро»: в наличии только 5 шт.' }],
    });
  });

  it('a line whose product was deleted is named as bought and not added', async () => {
    const [gone] = await s.db.query<{ id: number }>(
      `INSERT INTO products (code, name, active) VALUES ('repeat-gone', 'Набор Исчезнувший', true)
       RETURNING id`,
    );
    await setStock(s.db, gone!.id, 3);
    const orderId = await insertTestOrder(s.db, {
      userId: shopper.id,
      lines: [{ productId: gone?.id as number, quantity: 1, price: 300 }],
    });
    await s.db.query(`DELETE FROM products WHERE id = $1`, [gone?.id]);
    const response = await shopper.post(`/api/personal/orders/${orderId}/repeat`);
    expect(response.json().result).toEqual({
      added: 0,
      problems: [
        {
          productId: null,
          name: 'Набор Исчезнувший',
          kind: 'unavailable',
          message: '«Набор Исчезнувший» больше не продаётся',
        },
      ],
    });
  });

  it('a guest repeats the order of the session into the session’s basket', async () => {
    const guest = visitor(s.app);
    await guest.post('/api/catalog/basket/add', { productId: s.f.beads, quantity: 1 });
    const orderId = await insertTestOrder(s.db, {
      sessionId: guest.cookies.get('sid'),
      lines: [{ productId: s.f.paint, quantity: 1, price: 1000 }],
    });
    const response = await guest.post(`/api/personal/orders/${orderId}/repeat`);
    expect(response.json().result).toEqual({ added: 1, problems: [] });
    expect((await basketLines(guest)).map((l) => l.productId)).toEqual([s.f.beads, s.f.paint]);
  });
});

import { describe, expect, it } from 'vitest';
import { countStatuses, fireAtOnce } from '../../testing/parallel';
import { stockOf } from '../../testing/shopFixtures';
import { countRows, visitor, type Visitor } from '../../testing/shopVisitor';
import { shopWithMailSuite } from '../../testing/shopWithMail';
import {
  fillBasket,
  orderForm,
  placeFrom,
  seenBasket,
  type ErrorAnswer,
  type PlacedAnswer,
} from './testing';

const s = shopWithMailSuite();

const ordersOf = async (productId: number) =>
  (
    await s.db.query<{ orders: number; pieces: number }>(
      `SELECT count(DISTINCT order_id) AS orders, coalesce(sum(quantity), 0)::int AS pieces
         FROM order_items WHERE product_id = $1`,
      [productId],
    )
  )[0];

async function shoppersWithOnePiece(count: number, productId: number): Promise<Visitor[]> {
  const shoppers: Visitor[] = [];
  for (let i = 0; i < count; i++)
    shoppers.push(await fillBasket(visitor(s.app), [{ productId, quantity: 1 }]));
  return shoppers;
}

describe('checkouts at the same moment', () => {
  it('50 shoppers for the last 10 pieces: exactly 10 orders, 40 clear refusals, stock 0', async () => {
    await s.db.query('UPDATE product_stock SET stock = 10 WHERE product_id = $1', [s.f.beads]);
    const shoppers = await shoppersWithOnePiece(50, s.f.beads);
    const forms = await Promise.all(shoppers.map(async (v) => orderForm(await seenBasket(v))));

    const answers = await fireAtOnce(50, (i) =>
      placeFrom(s.app, shoppers[i] as Visitor, `10.0.${i}.1`, forms[i]),
    );

    expect(countStatuses(answers)).toEqual({ 200: 10, 409: 40 });
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      const { error } = answer.json() as ErrorAnswer;
      expect(error.code).toBe('OUT_OF_STOCK');
      expect(error.lines).toEqual([
        expect.objectContaining({
          productId: s.f.beads,
          kind: 'outOfStock',
          available: 0,
          message: '«Бисер Радуга»: нет в наличии',
        }),
      ]);
    }
    expect(await ordersOf(s.f.beads)).toEqual({ orders: 10, pieces: 10 });
    expect(await stockOf(s.db, s.f.beads)).toBe(0);
    // The refused shoppers keep their baskets to change them.
    const refused = shoppers.filter((_, i) => answers[i]?.statusCode === 409);
    expect((await Promise.all(refused.map(seenBasket))).every((lines) => lines.length === 1)).toBe(
      true,
    );
  });

  it('the same key sent five times at once places one order, answered to every request', async () => {
    await s.db.query('UPDATE product_stock SET stock = 100 WHERE product_id = $1', [s.f.beads]);
    const [shopper] = await shoppersWithOnePiece(1, s.f.beads);
    const form = orderForm(await seenBasket(shopper as Visitor));
    const before = await countRows(s.db, 'orders');

    const answers = await fireAtOnce(5, (i) =>
      placeFrom(s.app, shopper as Visitor, `10.1.${i}.1`, form),
    );

    expect(countStatuses(answers)).toEqual({ 200: 5 });
    const ids = new Set(answers.map((a) => (a.json() as PlacedAnswer).result.orderId));
    expect(ids.size).toBe(1);
    expect(await countRows(s.db, 'orders')).toBe(before + 1);
    expect(await stockOf(s.db, s.f.beads)).toBe(99);
  });

  it('two guests ordering with one new e-mail at once get one account between them', async () => {
    await s.db.query('UPDATE product_stock SET stock = 100 WHERE product_id = $1', [s.f.beads]);
    const shoppers = await shoppersWithOnePiece(2, s.f.beads);
    const contact = { name: 'Ольга', phone: '+7 900 777-66-55', email: 'twice-at-once@hobby.test' };
    const forms = await Promise.all(
      shoppers.map(async (v) => orderForm(await seenBasket(v), { contact })),
    );

    const answers = await fireAtOnce(2, (i) =>
      placeFrom(s.app, shoppers[i] as Visitor, `10.2.${i}.1`, forms[i]),
    );

    expect(countStatuses(answers)).toEqual({ 200: 2 });
    expect(answers.map((a) => (a.json() as PlacedAnswer).result.account).sort()).toEqual([
      'created',
      'linked',
    ]);
    expect(await countRows(s.db, "users WHERE email = 'twice-at-once@hobby.test'")).toBe(1);
    const [owners] = await s.db.query<{ owners: number }>(
      `SELECT count(DISTINCT o.user_id) AS owners FROM orders o
         JOIN users u ON u.id = o.user_id WHERE u.email = 'twice-at-once@hobby.test'`,
    );
    expect(owners?.owners).toBe(1);
  });

  it('two new guests with one phone at once both get accounts; the phone goes to one of them', async () => {
    await s.db.query('UPDATE product_stock SET stock = 100 WHERE product_id = $1', [s.f.beads]);
    const shoppers = await shoppersWithOnePiece(2, s.f.beads);
    const forms = await Promise.all(
      shoppers.map(async (v, i) =>
        orderForm(await seenBasket(v), {
          contact: { name: 'Семья', phone: '+7 900 444-33-22', email: `family-${i}@hobby.test` },
        }),
      ),
    );

    const answers = await fireAtOnce(2, (i) =>
      placeFrom(s.app, shoppers[i] as Visitor, `10.3.${i}.1`, forms[i]),
    );

    expect(countStatuses(answers)).toEqual({ 200: 2 });
    expect(answers.map((a) => (a.json() as PlacedAnswer).result.account)).toEqual([
      'created',
      'created',
    ]);
    expect(
      await s.db.query(
        `SELECT phone FROM users WHERE email IN ('family-0@hobby.test', 'family-1@hobby.test')
          ORDER BY phone NULLS LAST`,
      ),
    ).toEqual([{ phone: '+79004443322' }, { phone: null }]);
  });
});

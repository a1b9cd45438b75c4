import { describe, expect, it } from 'vitest';
import { countStatuses, fireAtOnce } from '../../testing/parallel';
import { setStock } from '../../testing/shopFixtures';
import { VISITOR_ORIGIN, visitor } from '../../testing/shopVisitor';
import { shopWithMailSuite, suiteShopper } from '../../testing/shopWithMail';
import { mailDueNotices } from './service';

// Issue 26 point 3: «Сообщить о поступлении», on both engines (TEST_DATABASE_URL adds PostgreSQL).
const s = shopWithMailSuite();
const shopper = suiteShopper(s, 'notice-shopper@example.ru');

const NOTICES = '/api/stock-notices';

const addressesOf = async (productId: number) =>
  (
    await s.db.query<{ email: string }>(
      `SELECT email FROM stock_notices WHERE product_id = $1 ORDER BY email`,
      [productId],
    )
  ).map((row) => row.email);

const outboxTo = (email: string) =>
  s.db.query<{ subject: string; text_body: string }>(
    `SELECT subject, text_body FROM mail_outbox WHERE recipient = $1 ORDER BY id`,
    [email],
  );

/** A product of its own per test, out of stock, priced like the fixtures' sold-out one. */
async function outOfStockProduct(code: string): Promise<number> {
  const [row] = await s.db.query<{ id: number }>(
    `INSERT INTO products (code, name, active, images, section_id)
     SELECT $1, 'Набор «Вернётся»', true, 1, section_id FROM products WHERE id = $2
     RETURNING id`,
    [code, s.f.soldOut],
  );
  await s.db.query(
    `INSERT INTO prices (product_id, price_type_id, price)
     SELECT $1, price_type_id, price FROM prices WHERE product_id = $2`,
    [row!.id, s.f.soldOut],
  );
  return row!.id;
}

describe('cards and basket lines tell the stock', () => {
  it('a card says whether the product is in stock, as its page does', async () => {
    const response = await visitor(s.app).post('/api/favorites/products', {
      ids: [s.f.paint, s.f.soldOut],
    });
    expect(response.json().result.map((card: { available: boolean }) => card.available)).toEqual([
      true,
      false,
    ]);
  });
});

describe('subscribing', () => {
  it('a guest leaves an address once, whatever its letter case or how often', async () => {
    const productId = await outOfStockProduct('notice-guest');
    const guest = visitor(s.app);
    const ok = await guest.post(NOTICES, { productId, email: 'Guest@Example.ru', consent: true });
    expect(ok.json()).toEqual({ result: { email: 'guest@example.ru' } });
    const again = await guest.post(NOTICES, {
      productId,
      email: 'guest@example.ru',
      consent: true,
    });
    expect(again.statusCode).toBe(200);
    expect(await addressesOf(productId)).toEqual(['guest@example.ru']);
  });

  it('a double click stores one address (parallel requests)', async () => {
    const productId = await outOfStockProduct('notice-parallel');
    const answers = await fireAtOnce(10, () =>
      visitor(s.app).post(NOTICES, { productId, email: 'twice@example.ru', consent: true }),
    );
    expect(countStatuses(answers)).toEqual({ 200: 10 });
    expect(await addressesOf(productId)).toEqual(['twice@example.ru']);
  });

  it('a guest must give an address; a signed-in shopper’s own is taken', async () => {
    const productId = await outOfStockProduct('notice-account');
    const guest = await visitor(s.app).post(NOTICES, { productId, consent: true });
    expect(guest.statusCode).toBe(400);
    expect(guest.json().error.message).toBe(
      'Укажите электронную почту, на которую сообщить о поступлении',
    );
    const own = await shopper.post(NOTICES, { productId, consent: true });
    expect(own.json()).toEqual({ result: { email: 'notice-shopper@example.ru' } });
    expect(await addressesOf(productId)).toEqual(['notice-shopper@example.ru']);
  });

  it('a product in stock, an unknown one or one off sale takes no address', async () => {
    const email = 'nothing@example.ru';
    const inStock = await visitor(s.app).post(NOTICES, {
      productId: s.f.paint,
      email,
      consent: true,
    });
    expect([inStock.statusCode, inStock.json().error.message]).toEqual([
      409,
      'Товар уже в наличии: его можно положить в корзину',
    ]);
    for (const productId of [s.f.hidden, 2_000_000_000])
      expect(
        (await visitor(s.app).post(NOTICES, { productId, email, consent: true })).statusCode,
      ).toBe(404);
    expect(await outboxTo(email)).toEqual([]);
  });
});

describe('the mail when the product is back', () => {
  it('each subscriber gets one mail with a link that unsubscribes without signing in', async () => {
    const productId = await outOfStockProduct('notice-back');
    for (const email of ['first@example.ru', 'second@example.ru'])
      await visitor(s.app).post(NOTICES, { productId, email, consent: true });

    await setStock(s.db, productId, 3);
    await Promise.all([mailDueNotices(s.db), mailDueNotices(s.db)]);
    await mailDueNotices(s.db);
    await setStock(s.db, productId, 4); // more of it, not a return: nobody is mailed again
    await mailDueNotices(s.db);

    for (const email of ['first@example.ru', 'second@example.ru']) {
      const mails = await outboxTo(email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Снова в наличии: Набор «Вернётся»']);
    }
    void s.app.mailer.flush();
    const mail = await s.smtp.waitFor((m) => m.to.includes('first@example.ru'));
    expect(mail.text).toContain('Товар «Набор «Вернётся»», о поступлении которого вы просили');
    // No PUBLIC_URL in the suites: the links lead where the shopper subscribed (issue 26 point 6).
    expect(mail.text).toContain(`${VISITOR_ORIGIN}/product/`);
    const link = /https?:\/\/\S+\/api\/stock-notices\/unsubscribe\?token=\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    expect(link!.startsWith(`${VISITOR_ORIGIN}/api/`)).toBe(true);
    const unsubscribed = await visitor(s.app).get(link!.slice(VISITOR_ORIGIN.length));
    expect(unsubscribed.statusCode).toBe(302);
    expect(unsubscribed.headers.location).toMatch(
      /^\/product\/.+\/notice-back\/\?stock_notice=off$/,
    );
    expect(await addressesOf(productId)).toEqual(['second@example.ru']);
  });

  it('the notice stays for the next return; a rolled-back write marks nothing', async () => {
    const productId = await outOfStockProduct('notice-again');
    await visitor(s.app).post(NOTICES, { productId, email: 'again@example.ru', consent: true });
    await setStock(s.db, productId, 1);
    await mailDueNotices(s.db);
    await setStock(s.db, productId, 0);
    await s.db
      .transaction(async (tx) => {
        await tx.query(`UPDATE product_stock SET stock = 5 WHERE product_id = $1`, [productId]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await mailDueNotices(s.db);
    expect(await outboxTo('again@example.ru')).toHaveLength(1);

    await setStock(s.db, productId, 2);
    await mailDueNotices(s.db);
    expect(await outboxTo('again@example.ru')).toHaveLength(2);
  });

  it('a product that ran out again before the sweep is not mailed', async () => {
    const productId = await outOfStockProduct('notice-gone');
    await visitor(s.app).post(NOTICES, { productId, email: 'late@example.ru', consent: true });
    await s.db.transaction(async (tx) => {
      await tx.query(`UPDATE product_stock SET stock = 1 WHERE product_id = $1`, [productId]);
      await tx.query(`UPDATE product_stock SET stock = 0 WHERE product_id = $1`, [productId]);
    });
    await mailDueNotices(s.db);
    expect(await outboxTo('late@example.ru')).toEqual([]);
  });

  it('a wrong or cut link leads to the home page and deletes nothing', async () => {
    const productId = await outOfStockProduct('notice-wrong-link');
    await visitor(s.app).post(NOTICES, { productId, email: 'kept@example.ru', consent: true });
    for (const query of [`token=${'x'.repeat(43)}`, 'token=cut', '']) {
      const response = await visitor(s.app).get(`${NOTICES}/unsubscribe?${query}`);
      expect([query, response.statusCode, response.headers.location]).toEqual([
        query,
        302,
        '/?stock_notice=unknown',
      ]);
    }
    expect(await addressesOf(productId)).toEqual(['kept@example.ru']);
  });
});

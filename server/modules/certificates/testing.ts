import type { Db } from '../../lib/db';
import { setStock } from '../../testing/shopFixtures';

/** Test helpers of gift certificates, for this module's suites and the checkout's. */

/**
 * A gift certificate product on sale in Moscow at its nominal, as the demo has them (a product of
 * kind gift_certificate with a gift_certificates row). Answers its product id.
 */
export async function insertCertificateProduct(db: Db, nominal: number): Promise<number> {
  const [product] = await db.query<{ id: number }>(
    `INSERT INTO products (code, name, kind, active)
     VALUES ($1, $2, 'gift_certificate', true) RETURNING id`,
    [
      `shop-test-certificate-${nominal}-${Math.random().toString(36).slice(2)}`,
      `Подарочный сертификат на ${nominal} ₽`,
    ],
  );
  const id = product?.id as number;
  await setStock(db, id, 100_000);
  await db.query(
    `INSERT INTO prices (product_id, price_type_id, price)
     SELECT $1, price_type_id, $2 FROM locations WHERE id = 0`,
    [id, nominal],
  );
  await db.query(`INSERT INTO gift_certificates (product_id, nominal) VALUES ($1, $2)`, [
    id,
    nominal,
  ]);
  return id;
}

let issued = 0;

/**
 * A certificate as if an order had bought it: `balance` left of `nominal`, blocked on request.
 * Its code is made of the suite's counter, e.g. HOBBY-TEST-0000-0001.
 */
export async function insertCertificate(
  db: Db,
  {
    nominal = 1000,
    balance = nominal,
    blocked = false,
  }: { nominal?: number; balance?: number; blocked?: boolean } = {},
): Promise<{ id: number; code: string }> {
  issued += 1;
  const code = `HOBBY-TEST-${String(Math.floor(issued / 10000)).padStart(4, '0')}-${String(issued % 10000).padStart(4, '0')}`;
  const [row] = await db.query<{ id: number; code: string }>(
    `INSERT INTO certificates (code, nominal, balance, blocked_at)
     VALUES ($1, $2, $3, CASE WHEN $4 THEN now() END) RETURNING id, code`,
    [code, nominal, balance, blocked],
  );
  return row as { id: number; code: string };
}

/** What is left on the certificate. */
export async function balanceOf(db: Db, id: number): Promise<number> {
  const [row] = await db.query<{ balance: number }>(
    `SELECT balance FROM certificates WHERE id = $1`,
    [id],
  );
  return row?.balance ?? Number.NaN;
}

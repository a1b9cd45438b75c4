import type { Queryable, Transaction } from '../shared';

/** Another user with this e-mail or phone (the unique indexes decide at the write too). */
export async function contactsTakenByOthers(
  db: Queryable,
  userId: number,
  { email, phone }: { email: string | null; phone: string | null },
): Promise<{ email: boolean; phone: boolean }> {
  const rows = await db.query<{ email: string | null; phone: string | null }>(
    `SELECT email, phone FROM users WHERE id <> $1 AND (email = $2 OR phone = $3)`,
    [userId, email, phone],
  );
  return {
    email: email !== null && rows.some((row) => row.email === email),
    phone: phone !== null && rows.some((row) => row.phone === phone),
  };
}

export async function passwordHashOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string }>(
    `SELECT password_hash FROM users WHERE id = $1`,
    [userId],
  );
  return row?.password_hash ?? null;
}

export interface AddressRow {
  id: number;
  address: string;
}

export function addressesOf(db: Queryable, userId: number): Promise<AddressRow[]> {
  return db.query<AddressRow>(
    `SELECT id, address FROM user_addresses WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
}

/**
 * Locks the user's row until the transaction ends, so that adds of one user's addresses run one
 * after another and the count checked is the count written to.
 */
export async function lockUser(tx: Transaction, userId: number): Promise<void> {
  await tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
}

export async function hasAddress(
  tx: Transaction,
  userId: number,
  address: string,
): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM user_addresses WHERE user_id = $1 AND address = $2`, [
    userId,
    address,
  ]);
  return rows.length > 0;
}

export async function countAddresses(tx: Transaction, userId: number): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    `SELECT count(*) AS count FROM user_addresses WHERE user_id = $1`,
    [userId],
  );
  return row?.count ?? 0;
}

export async function insertAddress(
  tx: Transaction,
  userId: number,
  address: string,
): Promise<void> {
  await tx.query(`INSERT INTO user_addresses (user_id, address) VALUES ($1, $2)`, [
    userId,
    address,
  ]);
}

/**
 * Keeps an order's delivery address in the user's book (the checkout asks, in the order's
 * transaction); one saved already is left as it is.
 */
export async function saveOrderAddress(
  tx: Queryable,
  userId: number,
  address: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO user_addresses (user_id, address) VALUES ($1, $2) ON CONFLICT (user_id, address) DO NOTHING`,
    [userId, address],
  );
}

export async function deleteAddress(
  db: Queryable,
  userId: number,
  addressId: number,
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM user_addresses WHERE id = $1 AND user_id = $2 RETURNING id`,
    [addressId, userId],
  );
  return rows.length > 0;
}

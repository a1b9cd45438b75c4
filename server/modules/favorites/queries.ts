import type { Queryable } from '../../lib/db/types';
import type { Shopper } from '../session';

/**
 * Whose favorites: a user's (table `favorites`) or a guest session's (table `session_favorites`,
 * migration 003). Both tables have the same shape, so every statement is written once.
 */
export type FavoritesOwner = Shopper;

function target(owner: FavoritesOwner): { table: string; column: string; key: number | string } {
  return owner.kind === 'user'
    ? { table: 'favorites', column: 'user_id', key: owner.userId }
    : { table: 'session_favorites', column: 'session_id', key: owner.sessionId };
}

/**
 * Locks the owner's row (the user, or the guest session) until the transaction ends, so that
 * changes of one owner's list that delete and insert run one after another, also across server
 * processes: two lists set at once must leave one of them, not a mix of both.
 */
export async function lockFavoritesOwner(tx: Queryable, owner: FavoritesOwner): Promise<void> {
  const [table, key] =
    owner.kind === 'user' ? ['users', owner.userId] : ['sessions', owner.sessionId];
  await tx.query(`SELECT 1 FROM ${table} WHERE id = $1 FOR NO KEY UPDATE`, [key]);
}

/** Ids in the order they were added. */
export async function favoriteIds(db: Queryable, owner: FavoritesOwner): Promise<number[]> {
  const { table, column, key } = target(owner);
  const rows = await db.query<{ product_id: number }>(
    `SELECT product_id FROM ${table} WHERE ${column} = $1 ORDER BY created_at, product_id`,
    [key],
  );
  return rows.map((row) => row.product_id);
}

/** The ids of `ids` that name no product at all. */
export async function unknownProductIds(db: Queryable, ids: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT u.id FROM unnest($1::int[]) WITH ORDINALITY AS u (id, n)
      WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = u.id)
      ORDER BY u.n`,
    [ids],
  );
  return rows.map((row) => row.id);
}

export async function addFavorites(
  db: Queryable,
  owner: FavoritesOwner,
  ids: readonly number[],
): Promise<void> {
  const { table, column, key } = target(owner);
  await db.query(
    `INSERT INTO ${table} (${column}, product_id)
     SELECT $1, id FROM unnest($2::int[]) AS u (id)
     ON CONFLICT DO NOTHING`,
    [key, ids],
  );
}

/** Removes every favorite of the owner that is not in `keep`. */
export async function removeFavoritesExcept(
  db: Queryable,
  owner: FavoritesOwner,
  keep: readonly number[],
): Promise<void> {
  const { table, column, key } = target(owner);
  await db.query(`DELETE FROM ${table} WHERE ${column} = $1 AND product_id <> ALL ($2::int[])`, [
    key,
    keep,
  ]);
}

export async function removeFavorite(
  db: Queryable,
  owner: FavoritesOwner,
  id: number,
): Promise<void> {
  const { table, column, key } = target(owner);
  await db.query(`DELETE FROM ${table} WHERE ${column} = $1 AND product_id = $2`, [key, id]);
}

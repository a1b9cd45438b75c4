import type { Db, Queryable } from '../../lib/db/types';
import { badRequest } from '../../lib/errors';
import {
  addFavorites,
  favoriteIds,
  lockFavoritesOwner,
  removeFavorite as deleteFavorite,
  removeFavoritesExcept,
  unknownProductIds,
  type FavoritesOwner,
} from './queries';

/** The owner is asked for only when a change is valid: a refused change leaves no guest session behind. */
export type ClaimOwner = () => Promise<FavoritesOwner>;

function unknownProductsMessage(ids: readonly number[]): string {
  return ids.length === 1
    ? `Товар с id ${ids[0]} не найден`
    : `Товары с id ${ids.join(', ')} не найдены`;
}

/** A visitor who has never stored anything has no favorites. */
export async function getFavorites(db: Queryable, owner: FavoritesOwner | null): Promise<number[]> {
  return owner ? favoriteIds(db, owner) : [];
}

/** spec §4: the client pushes its whole list (after a merge); the server keeps exactly these ids. */
export async function setFavorites(
  db: Db,
  ids: readonly number[],
  claimOwner: ClaimOwner,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  await rejectUnknown(db, unique);
  const owner = await claimOwner();
  await db.transaction(async (tx) => {
    await lockFavoritesOwner(tx, owner);
    await removeFavoritesExcept(tx, owner, unique);
    await addFavorites(tx, owner, unique);
  });
  return favoriteIds(db, owner);
}

export async function addFavorite(
  db: Queryable,
  id: number,
  claimOwner: ClaimOwner,
): Promise<number[]> {
  await rejectUnknown(db, [id]);
  const owner = await claimOwner();
  await addFavorites(db, owner, [id]);
  return favoriteIds(db, owner);
}

/**
 * Removing is never refused, not even for an id that names no product any more: the client's
 * stored list may still hold a product deleted since, and must be able to drop it.
 */
export async function removeFavorite(
  db: Queryable,
  id: number,
  claimOwner: ClaimOwner,
): Promise<number[]> {
  const owner = await claimOwner();
  await deleteFavorite(db, owner, id);
  return favoriteIds(db, owner);
}

async function rejectUnknown(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const unknown = await unknownProductIds(db, ids);
  if (unknown.length > 0) throw badRequest(unknownProductsMessage(unknown), 'UNKNOWN_PRODUCT');
}

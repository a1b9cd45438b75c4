import type { Db, Queryable } from '../../lib/db/types';
import { badRequest } from '../../lib/errors';
import { productImageUrl, productUrl } from '../../lib/productLinks';
import {
  addFavorites,
  favoriteIds,
  lockFavoritesOwner,
  productCards,
  removeFavorite as deleteFavorite,
  removeFavoritesExcept,
  unknownProductIds,
  type FavoritesOwner,
  type ProductCardRow,
} from './queries';
import type { Schema } from '../../lib/api/contract';

/** The owner is asked for only when a change is valid: a refused change leaves no guest session behind. */
export type ClaimOwner = () => Promise<FavoritesOwner>;

/** openapi.yaml `ProductCard`. */
export type ProductCard = Schema<'ProductCard'>;

export function unknownProductsMessage(ids: readonly number[]): string {
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

/** Cards for the favorites page, priced for the visitor's city, in the order of `ids`. */
export async function favoriteProductCards(
  db: Queryable,
  ids: readonly number[],
  locationId: number,
): Promise<ProductCard[]> {
  const rows = await productCards(db, [...new Set(ids)], locationId);
  return rows.map(toProductCard);
}

/** The one row-to-card mapping of the shop, so a card looks the same in every list. */
export function toProductCard(row: ProductCardRow): ProductCard {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    url: productUrl(row.section_code, row.code),
    image: productImageUrl(row.id, row.images),
    price: row.price,
    old_price: row.old_price,
    isNew: row.is_new,
    brand: row.brand,
  };
}

async function rejectUnknown(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const unknown = await unknownProductIds(db, ids);
  if (unknown.length > 0) throw badRequest(unknownProductsMessage(unknown), 'UNKNOWN_PRODUCT');
}

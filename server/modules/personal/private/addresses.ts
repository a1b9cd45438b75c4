import { badRequest, conflict, type Db, notFound, type Queryable, type Schema } from '../shared';
import { ADDRESS_NOT_FOUND, ADDRESS_REQUIRED, MAX_ADDRESSES, TOO_MANY_ADDRESSES } from './messages';
import {
  addressesOf,
  countAddresses,
  deleteAddress,
  hasAddress,
  insertAddress,
  lockUser,
} from './queries';

/** openapi.yaml `SavedAddress`. */
export type SavedAddress = Schema<'SavedAddress'>;

export function savedAddresses(db: Queryable, userId: number): Promise<SavedAddress[]> {
  return addressesOf(db, userId);
}

/**
 * Saves a delivery address, at most MAX_ADDRESSES per user; an address saved already (spaces
 * aside) is not saved twice, and is no error. The user's row is locked, so two adds at once
 * cannot both pass the limit.
 */
export async function addAddress(db: Db, userId: number, typed: string): Promise<SavedAddress[]> {
  const address = typed.trim().replace(/\s+/g, ' ');
  if (!address) throw badRequest(ADDRESS_REQUIRED, 'VALIDATION');
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (await hasAddress(tx, userId, address)) return;
    if ((await countAddresses(tx, userId)) >= MAX_ADDRESSES) throw conflict(TOO_MANY_ADDRESSES);
    await insertAddress(tx, userId, address);
  });
  return savedAddresses(db, userId);
}

export async function removeAddress(
  db: Queryable,
  userId: number,
  addressId: number,
): Promise<SavedAddress[]> {
  if (!(await deleteAddress(db, userId, addressId))) throw notFound(ADDRESS_NOT_FOUND);
  return savedAddresses(db, userId);
}

import { SqlParams } from '../../lib/db';
import type { Queryable } from '../../lib/db/types';
import { queueMailSql, type OutgoingMail } from '../../lib/mail';
import { photoKitLineSql, usedUpBasketSql, type PhotoKitLineRow } from '../basket';
import { spendCertificateSql } from '../certificates';
import { recordConsentSql, type GivenConsent } from '../consents';
import { claimOrderKeySql, writePlacedOrder, type NewOrder } from '../orders';
import { insertPaymentSql, type OpenedPayment } from '../payment';
import type { Shopper } from '../session';

export interface PickupPointRow {
  id: number;
  title: string;
  address: string;
  hours: string;
}

export function cityPickupPoints(db: Queryable, locationId: number): Promise<PickupPointRow[]> {
  return db.query<PickupPointRow>(
    `SELECT id, title, address, hours FROM pickup_points WHERE location_id = $1 ORDER BY sort, id`,
    [locationId],
  );
}

/** A pickup point of the city `locationId`; null for another city's or an unknown one. */
export async function findCityPickupPoint(
  db: Queryable,
  id: number,
  locationId: number,
): Promise<PickupPointRow | null> {
  const [row] = await db.query<PickupPointRow>(
    `SELECT id, title, address, hours FROM pickup_points WHERE id = $1 AND location_id = $2`,
    [id, locationId],
  );
  return row ?? null;
}

/**
 * The photo kits `ids` by id, as their lines carry them (issue 26 point 8: the order's mail names
 * their options). Read apart from the basket's lines, which a kit's details made slower.
 */
export async function photoKitsById(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, PhotoKitLineRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ kit: PhotoKitLineRow }>(
    `SELECT ${photoKitLineSql('k')} AS kit FROM photo_kits k WHERE k.id = ANY ($1::int[])`,
    [ids],
  );
  return new Map(rows.map(({ kit }) => [kit.id, kit]));
}

export interface ContactRow {
  name: string;
  phone: string;
  email: string;
}

export async function userContact(db: Queryable, userId: number): Promise<ContactRow | null> {
  const [row] = await db.query<ContactRow>(
    `SELECT name, coalesce(phone, '') AS phone, coalesce(email, '') AS email FROM users WHERE id = $1`,
    [userId],
  );
  return row ?? null;
}

export function savedAddresses(
  db: Queryable,
  userId: number,
): Promise<{ id: number; address: string }[]> {
  return db.query(
    `SELECT id, address FROM user_addresses WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
}

/**
 * Claims the checkout attempt's key with the order's row (its details are written by
 * `writeOrder` once the basket is checked) and then locks the shopper's basket row to the end
 * of the transaction, in one statement. Null when an order already holds the key: PostgreSQL
 * makes a parallel claim of the same key wait until the first commits (then null) or rolls back
 * (then this claim wins), so one key never gives two orders. The basket is locked only after the
 * key is claimed (the lateral join runs for the claimed row), so a repeated request never holds
 * the basket while it waits for the key; a basket change or a second checkout of the same basket
 * waits until this order is placed or refused. `basketId` is null when the shopper has none.
 */
export async function claimOrder(
  tx: Queryable,
  key: string,
  sessionId: string | null,
  owner: Shopper,
): Promise<{ orderId: number; basketId: number | null } | null> {
  const params = new SqlParams();
  const claim = claimOrderKeySql(params, key, sessionId);
  const ownerId = params.add(owner.kind === 'user' ? owner.userId : owner.sessionId);
  const [row] = await tx.query<{ id: number; basket_id: number | null }>(
    `WITH claimed AS (
       ${claim}
     )
     SELECT claimed.id, basket.id AS basket_id
       FROM claimed
       LEFT JOIN LATERAL (
         SELECT b.id FROM baskets b
          WHERE ${owner.kind === 'user' ? `b.user_id = ${ownerId}::int` : `b.session_id = ${ownerId}::text`}
            AND claimed.id IS NOT NULL
          FOR UPDATE
       ) basket ON true`,
    params.values,
  );
  return row ? { orderId: row.id, basketId: row.basket_id } : null;
}

export interface KeyedOrderRow {
  id: number;
  user_id: number | null;
  session_id: string | null;
}

export async function findOrderByKey(tx: Queryable, key: string): Promise<KeyedOrderRow | null> {
  const [row] = await tx.query<KeyedOrderRow>(
    `SELECT id, user_id, session_id FROM orders WHERE idempotency_key = $1`,
    [key],
  );
  return row ?? null;
}

/** The lines of a placed order, as its basket was priced when it was placed. */
export function findOrderLines(db: Queryable, orderId: number) {
  return db.query<{ product_id: number; name: string; quantity: number; price: number }>(
    `SELECT product_id, name, quantity, price::float8 AS price FROM order_items WHERE order_id = $1`,
    [orderId],
  );
}

/** The order the checkout places, and the basket it was placed from. */
export interface OrderInput extends NewOrder {
  /** The basket the order was placed from: its lines and coupons are used up. */
  basketId: number | null;
  /** The certificate (locked by the transaction) that pays `certificatePaid`; null for none. */
  certificateId: number | null;
}

/**
 * Writes the claimed order (the orders module's writePlacedOrder) and, in the same statement,
 * empties the basket it was placed from (lines and coupons), queues the order's mail, records the
 * shopper's consent, takes the certificate's part off its balance and records its card payment
 * (if any): one statement of the embedded engine's one connection, not six.
 */
export async function writeOrder(
  tx: Queryable,
  order: OrderInput,
  {
    mail,
    consent,
    payment,
  }: { mail: OutgoingMail; consent: GivenConsent; payment: OpenedPayment | null },
): Promise<void> {
  const { certificateId } = order;
  await writePlacedOrder(tx, order, (params) => ({
    ...usedUpBasketSql(params, order.basketId),
    mailed: queueMailSql(mail, params),
    consented: recordConsentSql(consent, params),
    ...(certificateId !== null &&
      spendCertificateSql(params, {
        certificateId,
        orderId: order.id,
        amount: order.certificatePaid,
      })),
    ...(payment && { paid: insertPaymentSql(payment, params) }),
  }));
}

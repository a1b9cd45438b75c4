import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../lib/db/types';
import type { RequestSession } from './types';

/** Sessions live 30 days and are extended while used (rolling). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

interface SessionRow {
  id: string;
  user_id: number | null;
  location_id: number | null;
  /** last_seen_at is older than an hour: time to extend the session. */
  stale: boolean;
  name: string | null;
  is_admin: boolean | null;
  is_editor: boolean | null;
}

/** A live (not expired) session with its user; `stale` says it is time to extend it. */
export async function findSession(
  db: Queryable,
  id: string,
): Promise<{ session: RequestSession; stale: boolean } | null> {
  const [row] = await db.query<SessionRow>(
    `SELECT s.id, s.user_id, s.location_id, s.last_seen_at < now() - interval '1 hour' AS stale,
            u.name, u.is_admin, u.is_editor
       FROM sessions s LEFT JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.expires_at > now()`,
    [id],
  );
  if (!row) return null;
  const user =
    row.user_id === null
      ? null
      : {
          id: row.user_id,
          name: row.name ?? '',
          isAdmin: !!row.is_admin,
          isEditor: !!row.is_editor,
        };
  return {
    session: { id: row.id, userId: row.user_id, locationId: row.location_id, user },
    stale: row.stale,
  };
}

export async function extendSession(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE sessions SET last_seen_at = now(), expires_at = now() + make_interval(secs => $2::int) WHERE id = $1`,
    [id, SESSION_TTL_SECONDS],
  );
}

/** The city the shopper chose (the location module's choice). */
export async function setSessionLocation(
  db: Queryable,
  sessionId: string,
  locationId: number,
): Promise<void> {
  await db.query(`UPDATE sessions SET location_id = $2 WHERE id = $1`, [sessionId, locationId]);
}

export async function insertSession(
  db: Queryable,
  session: { id: string; userId: number | null; locationId: number | null },
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, user_id, location_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4::int))`,
    [session.id, session.userId, session.locationId, SESSION_TTL_SECONDS],
  );
}

export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE id = $1`, [id]);
}

export interface UserCredentials {
  id: number;
  password_hash: string;
}

export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<UserCredentials | null> {
  const [row] = await db.query<UserCredentials>(
    `SELECT id, password_hash FROM users WHERE email = $1`,
    [email],
  );
  return row ?? null;
}

export async function findUserByPhone(
  db: Queryable,
  phone: string,
): Promise<UserCredentials | null> {
  const [row] = await db.query<UserCredentials>(
    `SELECT id, password_hash FROM users WHERE phone = $1`,
    [phone],
  );
  return row ?? null;
}

export async function insertUser(
  db: Queryable,
  user: { name: string; email: string | null; phone: string | null; passwordHash: string },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (name, email, phone, password_hash) VALUES ($1, $2, $3, $4) RETURNING id`,
    [user.name, user.email, user.phone, user.passwordHash],
  );
  if (!row) throw new Error('INSERT INTO users returned no row');
  return row.id;
}

/** Starts a password_hash that no password matches (lib/password.ts's hashes start 'scrypt$'). */
const NO_PASSWORD = '!';

/** The password_hash of an account made at checkout: no password anyone knows. */
export const noPasswordHash = () => `${NO_PASSWORD}${randomBytes(24).toString('base64url')}`;

/** A users column list's `hasPassword`: false for an account that has never had a password. */
export const HAS_PASSWORD_SQL = `left(password_hash, 1) <> '${NO_PASSWORD}' AS "hasPassword"`;

export interface UserProfileRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  hasPassword: boolean;
}

export async function findUserProfile(db: Queryable, id: number): Promise<UserProfileRow | null> {
  const [row] = await db.query<UserProfileRow>(
    `SELECT id, name, email, phone, ${HAS_PASSWORD_SQL} FROM users WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

export async function findUserIdByEmail(tx: Queryable, email: string): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [email]);
  return row?.id ?? null;
}

/**
 * A shopper's account made at a guest checkout (checkout/account.ts). Null, without an error
 * that would end the transaction, when another user has this e-mail or this phone already (also
 * one a parallel checkout made a moment ago: the insert waits for it).
 */
export async function insertShopperUser(
  tx: Queryable,
  user: {
    name: string;
    email: string;
    phone: string | null;
    passwordHash: string;
    mailToken: string;
  },
): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO users (name, email, phone, password_hash, mail_token) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING id`,
    [user.name, user.email, user.phone, user.passwordHash, user.mailToken],
  );
  return row?.id ?? null;
}

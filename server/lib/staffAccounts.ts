import { randomBytes } from 'node:crypto';
import type { Queryable } from './db/types';
import { hashPassword } from './password';

export type StaffRole = 'admin' | 'editor';

/** The shortest password a staff account may get (the same floor as registration, openapi.yaml). */
export const MIN_STAFF_PASSWORD_LENGTH = 8;

/** 18 url-safe characters, 108 random bits: printed once and never stored in clear (issue 9.13). */
export function generatePassword(): string {
  return randomBytes(14).toString('base64url').slice(0, 18);
}

/**
 * Creates the staff account, or gives an existing account of that email the role and the new
 * password. Returns whether the account is new.
 */
export async function saveStaffAccount(
  db: Queryable,
  account: { email: string; password: string; role: StaffRole; name: string },
): Promise<{ created: boolean }> {
  const [row] = await db.query<{ created: boolean }>(
    `INSERT INTO users (name, email, password_hash, is_admin, is_editor)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO UPDATE
       SET password_hash = EXCLUDED.password_hash,
           is_admin = users.is_admin OR EXCLUDED.is_admin,
           is_editor = users.is_editor OR EXCLUDED.is_editor
     RETURNING xmax = 0 AS created`,
    [
      account.name,
      account.email.trim().toLowerCase(),
      await hashPassword(account.password),
      account.role === 'admin',
      account.role === 'editor',
    ],
  );
  return { created: row?.created ?? false };
}

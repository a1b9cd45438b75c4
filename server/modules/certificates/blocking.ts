import type { Queryable } from '../../lib/db/types';
import { conflict, notFound } from '../../lib/errors';
import { CERTIFICATE_ALREADY_BLOCKED } from './messages';

/**
 * Blocks a certificate in the caller's transaction (a staff action, logged by the caller): from
 * now on it pays for nothing; orders it already paid stay as they are. The row is locked, so a
 * checkout paying with it at this moment either finished before (and its use stays) or sees it
 * blocked. 404 for an unknown id, 409 when it is blocked already. Answers the code.
 */
export async function blockCertificate(tx: Queryable, id: number): Promise<{ code: string }> {
  const [row] = await tx.query<{ code: string; blocked: boolean }>(
    `SELECT code, blocked_at IS NOT NULL AS blocked FROM certificates WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound('Сертификат не найден');
  if (row.blocked) throw conflict(CERTIFICATE_ALREADY_BLOCKED);
  await tx.query(`UPDATE certificates SET blocked_at = now() WHERE id = $1`, [id]);
  return { code: row.code };
}

import { SqlParams } from '../db/sqlParams';
import type { Queryable } from '../db/types';

/** One mail of the shop, in Russian: a plain text and an HTML version of the same content. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The one-click unsubscribe link of a mailing topic (`unsubscribeUrl`): sent as
   * List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). Transactional mail leaves it out.
   */
  unsubscribeUrl?: string;
}

/**
 * Queues a mail in the caller's transaction: it is sent only once that commits (an order that
 * rolled back mails nothing) and survives a crash between commit and sending. Call
 * `app.mailer.flush()` after the commit to send it at once.
 */
export async function queueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  const params = new SqlParams();
  await db.query(queueMailSql(mail, params), params.values);
}

/**
 * queueMail as a part of a larger statement (a data-modifying WITH of the statement that writes
 * what the mail is about, one round trip instead of two).
 */
export function queueMailSql(mail: OutgoingMail, params: SqlParams): string {
  return `INSERT INTO mail_outbox (recipient, subject, text_body, html_body, unsubscribe_url)
          VALUES (${[mail.to, mail.subject, mail.text, mail.html, mail.unsubscribeUrl ?? null]
            .map((value) => params.add(value))
            .join(', ')})`;
}

export interface ClaimedMail extends OutgoingMail {
  id: number;
}

/** How long a process may take to send a claimed mail before another one may try it. */
const CLAIM_SECONDS = 120;
/** A mail the server refused this often stays in the table with its last error, for an operator. */
const MAX_MAIL_ATTEMPTS = 5;

/**
 * Claims unsent mail for this process in one statement: a row claimed by another process is
 * skipped until its claim runs out, so two processes never send the same mail twice.
 */
export function claimMail(db: Queryable, limit: number): Promise<ClaimedMail[]> {
  return db.query<ClaimedMail>(
    `UPDATE mail_outbox SET claimed_until = now() + make_interval(secs => $1), attempts = attempts + 1
      WHERE id IN (SELECT id FROM mail_outbox
                    WHERE sent_at IS NULL AND attempts < $2
                      AND (claimed_until IS NULL OR claimed_until < now())
                    ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id, recipient AS "to", subject, text_body AS text, html_body AS html,
                unsubscribe_url AS "unsubscribeUrl"`,
    [CLAIM_SECONDS, MAX_MAIL_ATTEMPTS, limit],
  );
}

/** Marks a round's sent mail in one statement. */
export async function markSent(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE mail_outbox SET sent_at = now(), claimed_until = NULL WHERE id = ANY ($1::int[])`,
    [ids],
  );
}

/** A failed mail is retried by the next sweep (its claim is released). */
export async function markFailed(db: Queryable, id: number, error: string): Promise<void> {
  await db.query(`UPDATE mail_outbox SET claimed_until = NULL, last_error = $2 WHERE id = $1`, [
    id,
    error.slice(0, 1000),
  ]);
}

import type { Db, Queryable, Schema, Transaction } from './shared';

/** Issue 12 point 6: one staff save, as the screens list them. */
export type StaffChange = Schema<'StaffChange'>;

export interface ChangeRecord {
  userId: number;
  tool: string;
  subject: string;
  before: unknown;
  after: unknown;
}

/** Call it with the writing transaction, so a change and its record commit or fail together. */
export async function recordChange(tx: Queryable, change: ChangeRecord): Promise<void> {
  await tx.query(
    // clock_timestamp, not now(): the time of this write, not of its transaction's start, which
    // may have waited for another staff member's write to the same subject
    `INSERT INTO staff_changes (at, user_id, tool, subject, before, after)
     VALUES (clock_timestamp(), $1, $2, $3, $4::jsonb, $5::jsonb)`,
    [
      change.userId,
      change.tool,
      change.subject,
      JSON.stringify(change.before ?? null),
      JSON.stringify(change.after ?? null),
    ],
  );
}

/** What a logged write changes: `state` reads the subject as its change log keeps it. */
export interface LoggedSubject {
  userId: number;
  tool: string;
  subject: string;
  state: (tx: Transaction) => Promise<unknown>;
}

/**
 * Runs a staff write in one transaction together with its change log record (issue 12 point 6):
 * the subject's state before and after the write, so both commit or fail together.
 */
export async function loggedWrite<T>(
  db: Db,
  subject: LoggedSubject,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return (await runLogged(db, subject, write, false)).result;
}

/** A staff save's outcome: `changed` false when it changed nothing and so wrote nothing. */
export interface Saved<T> {
  result: T;
  changed: boolean;
}

/**
 * loggedWrite for a staff save that may change nothing (issue 24 point 1): when the subject reads
 * the same after the write as before, the transaction is rolled back, so no row (not even the
 * log's) is written and the caller, told `changed: false`, announces no catalogue change.
 * `compared` reads what must also be unchanged beyond the logged state (default: nothing more).
 */
export async function loggedSave<T>(
  db: Db,
  subject: LoggedSubject & { compared?: (tx: Transaction) => Promise<unknown> },
  write: (tx: Transaction) => Promise<T>,
): Promise<Saved<T>> {
  try {
    return await runLogged(db, subject, write, true, subject.compared);
  } catch (error) {
    if (error instanceof Unchanged) return { result: error.result as T, changed: false };
    throw error;
  }
}

/** Thrown out of a save's transaction to roll it back: the save changed nothing. */
class Unchanged {
  constructor(readonly result: unknown) {}
}

function runLogged<T>(
  db: Db,
  { userId, tool, subject, state }: LoggedSubject,
  write: (tx: Transaction) => Promise<T>,
  skipUnchanged: boolean,
  compared: (tx: Transaction) => Promise<unknown> = async () => null,
): Promise<Saved<T>> {
  return db.transaction(async (tx) => {
    // Writes to one subject queue up: a delete-then-insert racing another write would hit a
    // unique key, and each log record must see the state its own write started from.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [tool, subject]);
    const before = await state(tx);
    const extraBefore = skipUnchanged ? JSON.stringify(await compared(tx)) : '';
    const result = await write(tx);
    const after = await state(tx);
    if (
      skipUnchanged &&
      JSON.stringify(before) === JSON.stringify(after) &&
      extraBefore === JSON.stringify(await compared(tx))
    )
      throw new Unchanged(result);
    await recordChange(tx, { userId, tool, subject, before, after });
    return { result, changed: true };
  });
}

/** The subject's latest changes, newest first (ids grow in the order the writes were made). */
export async function recentChanges(
  db: Queryable,
  tool: string,
  subject: string,
  limit = 20,
): Promise<StaffChange[]> {
  const rows = await db.query<{
    id: number;
    at: Date;
    user_id: number | null;
    user_name: string | null;
    before: StaffChange['before'];
    after: StaffChange['after'];
  }>(
    `SELECT c.id, c.at, c.user_id, coalesce(nullif(u.name, ''), u.email) AS user_name,
            c.before, c.after
       FROM staff_changes c LEFT JOIN users u ON u.id = c.user_id
      WHERE c.tool = $1 AND c.subject = $2
      ORDER BY c.id DESC LIMIT $3`,
    [tool, subject, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    userId: row.user_id,
    userName: row.user_name ?? '',
    before: row.before,
    after: row.after,
  }));
}

import type { catalogChanged, Db, Queryable, Schema, Transaction } from './shared';

/** Issue 12 point 6: one staff save, as the screens list them. */
export type StaffChange = Schema<'StaffChange'>;

export interface ChangeRecord {
  userId: number;
  tool: string;
  subject: string;
  before: unknown;
  after: unknown;
  /** The record this change reverts (issue 25 point 6); a revert is never merged with an edit. */
  revertOf?: number;
  /** false: every call is a record of its own (an order's status changes are events, not edits). */
  coalesce?: boolean;
}

/**
 * Issue 25 point 6: one staff member's consecutive edits of one subject within this window are one
 * record (a screen that saves as staff type writes once per keystroke), holding the first before
 * and the last after.
 */
const COALESCE_WINDOW = '60 seconds';

/**
 * Call it with the writing transaction, so a change and its record commit or fail together. Every
 * caller holds the subject's lock (runLogged, or the row's lock), so the latest record read here is
 * still the latest when it is merged into.
 */
export async function recordChange(tx: Queryable, change: ChangeRecord): Promise<void> {
  const after = JSON.stringify(change.after ?? null);
  if (change.coalesce !== false && change.revertOf === undefined) {
    const [latest] = await tx.query<{ id: number; mergeable: boolean; undone: boolean }>(
      `SELECT id,
              user_id = $3 AND revert_of IS NULL
                AND at > clock_timestamp() - $4::interval AS mergeable,
              before = $5::jsonb AS undone
         FROM staff_changes WHERE tool = $1 AND subject = $2
        ORDER BY id DESC LIMIT 1`,
      [change.tool, change.subject, change.userId, COALESCE_WINDOW, after],
    );
    if (latest?.mergeable) {
      // Edits that end where they began changed nothing: no record is left of them.
      if (latest.undone) await tx.query('DELETE FROM staff_changes WHERE id = $1', [latest.id]);
      else
        await tx.query(
          'UPDATE staff_changes SET after = $2::jsonb, at = clock_timestamp() WHERE id = $1',
          [latest.id, after],
        );
      return;
    }
  }
  await tx.query(
    // clock_timestamp, not now(): the time of this write, not of its transaction's start, which
    // may have waited for another staff member's write to the same subject
    `INSERT INTO staff_changes (at, user_id, tool, subject, before, after, revert_of)
     VALUES (clock_timestamp(), $1, $2, $3, $4::jsonb, $5::jsonb, $6)`,
    [
      change.userId,
      change.tool,
      change.subject,
      JSON.stringify(change.before ?? null),
      after,
      change.revertOf ?? null,
    ],
  );
}

/** What a logged write changes: `state` reads the subject as its change log keeps it. */
export interface LoggedSubject {
  userId: number;
  tool: string;
  subject: string;
  state: (tx: Transaction) => Promise<unknown>;
  /** Set for a revert (issue 25 point 6): the record whose before the write restores. */
  revertOf?: number;
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
  { userId, tool, subject, state, revertOf }: LoggedSubject,
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
    await recordChange(tx, { userId, tool, subject, before, after, revertOf });
    return { result, changed: true };
  });
}

/**
 * The latest changes of one subject, or of every subject of the tool without one, newest first
 * (ids grow in the order the writes were made).
 */
export async function recentChanges(
  db: Queryable,
  tool: string,
  subject?: string,
  limit = 20,
): Promise<StaffChange[]> {
  const rows = await db.query<ChangeRow>(
    `${SELECT_CHANGES} WHERE c.tool = $1 AND ($2::text IS NULL OR c.subject = $2)
      ORDER BY c.id DESC LIMIT $3`,
    [tool, subject ?? null, limit],
  );
  return rows.map(toStaffChange);
}

/** One record with its tool, or undefined when there is none with this id. */
export async function changeById(
  db: Queryable,
  id: number,
): Promise<(StaffChange & { tool: string; subject: string }) | undefined> {
  const [row] = await db.query<ChangeRow & { tool: string }>(`${SELECT_CHANGES} WHERE c.id = $1`, [
    id,
  ]);
  return row && { ...toStaffChange(row), tool: row.tool, subject: row.subject };
}

const SELECT_CHANGES = `
  SELECT c.id, c.at, c.user_id, coalesce(nullif(u.name, ''), u.email) AS user_name, c.tool,
         c.subject, c.before, c.after, c.revert_of
    FROM staff_changes c LEFT JOIN users u ON u.id = c.user_id`;

interface ChangeRow {
  id: number;
  at: Date;
  user_id: number | null;
  user_name: string | null;
  subject: string;
  before: StaffChange['before'];
  after: StaffChange['after'];
  revert_of: number | null;
}

function toStaffChange(row: ChangeRow): StaffChange {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    userId: row.user_id,
    userName: row.user_name ?? '',
    subject: row.subject,
    before: row.before,
    after: row.after,
    revertOf: row.revert_of,
  };
}

/** The record a revert restores: its subject goes back to its before. */
export interface RevertedChange {
  id: number;
  subject: string;
  before: unknown;
}

/**
 * Issue 25 point 6: a tool whose changes can be reverted. `revert` restores the record's before
 * through the tool's own save path, as a logged change naming the record, and resolves to whether
 * it changed anything; the shop then reloads `reloads` (catalogChanged) as after a save.
 */
export interface Reverter {
  tool: string;
  reloads: Parameters<typeof catalogChanged>[1];
  revert: (db: Db, userId: number, change: RevertedChange) => Promise<boolean>;
}

import type { Queryable } from './shared';

/** Issue 12 point 6: one staff save, as the screens list them (openapi.yaml `StaffChange`). */
export interface StaffChange {
  id: number;
  at: string;
  userId: number | null;
  userName: string;
  before: unknown;
  after: unknown;
}

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
    before: unknown;
    after: unknown;
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

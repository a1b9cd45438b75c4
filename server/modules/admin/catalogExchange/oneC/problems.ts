import type { Queryable } from '../shared';

export interface Problem {
  /** What could not be mapped: «Товар «Имя» (Ид …)», «Тип цен «Розница»». */
  item: string;
  reason: string;
}

/** Lists what an import could not map for staff, each once per import. */
export async function storeProblems(
  tx: Queryable,
  importId: number,
  problems: readonly Problem[],
): Promise<void> {
  if (!problems.length) return;
  await tx.query(
    `INSERT INTO exchange_1c_problems (import_id, item, reason)
     SELECT DISTINCT $1::int, u.item, u.reason FROM unnest($2::text[], $3::text[]) AS u(item, reason)
      WHERE NOT EXISTS (SELECT 1 FROM exchange_1c_problems p
                         WHERE p.import_id = $1 AND p.item = u.item AND p.reason = u.reason)`,
    [importId, problems.map((p) => p.item), problems.map((p) => p.reason)],
  );
}

import { createHash } from 'node:crypto';
import type { Queryable } from '../../shared';
import type { ColumnMapping, MappableColumn } from '../rows/header';

/**
 * issue 25 point 1: a column of the file the shop cannot match by name, as the dry run offers it
 * to staff: the property the check suggests and the one that is read (null: the column is not
 * loaded). `confirmed`: staff chose it, now or for an earlier file with the same header.
 */
export interface ColumnChoice extends MappableColumn {
  suggestedPropertyId: number | null;
  propertyId: number | null;
  confirmed: boolean;
}

/** The key a mapping is remembered by: the header's cells as the file has them. */
const headerHash = (header: readonly string[]) =>
  createHash('sha256').update(JSON.stringify(header)).digest('hex');

/** The confirmed choices as the header plan takes them. */
const mappingOf = (choices: readonly ColumnChoice[]): ColumnMapping =>
  new Map(choices.filter((c) => c.confirmed).map((c) => [c.index, c.propertyId]));

/**
 * The mapping a job reads its file with: the job's own confirmed choices once it has any (staff
 * changed them, or its dry run took them from the remembered ones), else the mapping remembered
 * for this header.
 */
export async function columnMappingFor(
  db: Queryable,
  jobChoices: readonly ColumnChoice[],
  header: readonly string[],
): Promise<ColumnMapping> {
  if (jobChoices.some((c) => c.confirmed)) return mappingOf(jobChoices);
  const [remembered] = await db.query<{ columns: Record<string, number | null> }>(
    'SELECT columns FROM catalog_import_column_mappings WHERE header_hash = $1',
    [headerHash(header)],
  );
  return new Map(
    Object.entries(remembered?.columns ?? {}).map(([index, id]) => [Number(index), id]),
  );
}

/** The confirmed choices are remembered for the next file with the same header. */
export async function rememberMapping(
  tx: Queryable,
  header: readonly string[],
  choices: readonly ColumnChoice[],
  userId: number,
): Promise<void> {
  const columns = Object.fromEntries(mappingOf(choices));
  await tx.query(
    `INSERT INTO catalog_import_column_mappings (header_hash, columns, user_id)
     VALUES ($1, $2, $3)
     ON CONFLICT (header_hash)
     DO UPDATE SET columns = excluded.columns, user_id = excluded.user_id, updated_at = now()`,
    [headerHash(header), JSON.stringify(columns), userId],
  );
}

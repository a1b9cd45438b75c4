import type { Queryable, Schema } from '../shared';

/** One normalising rule of a column for the sections it names (openapi.yaml `CsvColumnRule`). */
export type CsvColumnRule = Schema<'CsvColumnRule'>;

/** openapi.yaml `CsvColumn` (spec §3 "CSV column"); IN_FILTER is 0 or 1 as the screen posts it. */
export type CsvColumn = Schema<'CsvColumn'>;

export type NewCsvColumn = Omit<CsvColumn, 'ID'>;

export interface SectionRow {
  id: number;
  name: string;
  parent_id: number | null;
  depth: number;
}

const COLUMNS = `id AS "ID", code AS "CODE", sort AS "SORT", name AS "NAME",
  description AS "DESCRIPTION", examples AS "EXAMPLES",
  CASE WHEN in_filter THEN 1 ELSE 0 END AS "IN_FILTER", filter_data AS "FILTER_DATA"`;

/** All columns in the order of the CSV file: SORT, then id for columns of one SORT. */
export const allColumns = (db: Queryable) =>
  db.query<CsvColumn>(`SELECT ${COLUMNS} FROM csv_columns ORDER BY sort, id`);

/** The catalogue's sections, each level in display order (the filter screen's order). */
export const allSections = (db: Queryable) =>
  db.query<SectionRow>('SELECT id, name, parent_id, depth FROM sections ORDER BY sort, id');

export async function deleteColumns(tx: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length) await tx.query('DELETE FROM csv_columns WHERE id = ANY($1::int[])', [ids]);
}

const values = (c: NewCsvColumn) => [
  c.CODE,
  c.SORT,
  c.NAME,
  c.DESCRIPTION,
  c.EXAMPLES,
  c.IN_FILTER === 1,
  JSON.stringify(c.FILTER_DATA),
];

export async function updateColumn(tx: Queryable, column: CsvColumn): Promise<void> {
  await tx.query(
    `UPDATE csv_columns SET code = $2, sort = $3, name = $4, description = $5, examples = $6,
            in_filter = $7, filter_data = $8::jsonb
      WHERE id = $1`,
    [column.ID, ...values(column)],
  );
}

export async function insertColumn(tx: Queryable, column: NewCsvColumn): Promise<void> {
  await tx.query(
    `INSERT INTO csv_columns (code, sort, name, description, examples, in_filter, filter_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    values(column),
  );
}

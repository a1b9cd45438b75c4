import { badRequest, HttpError, type Db, type Queryable, type Schema } from '../../shared';
import { rememberMapping, type ColumnChoice } from './columns';
import type { NewValue } from './newValues';
import type { StoredChoices } from './session';

const NOT_CHECKED_MESSAGE =
  'Задание не ждёт решения: сопоставление можно менять только у проверенного файла';

type ChoicesUpdate = Schema<'CatalogImportChoicesUpdate'>;

/** issue 25 points 1 and 2: what the dry run found for staff to confirm, with what they choose from. */
export async function choicesView(
  db: Queryable,
  job: StoredChoices,
): Promise<Schema<'CatalogImportChoices'>> {
  const propertyIds = [...new Set(job.new_values.map((v) => v.propertyId))];
  const [properties, values] = await Promise.all([
    db.query<{ id: number; name: string; code: string }>(
      'SELECT id, name, code FROM properties ORDER BY name, id',
    ),
    db.query<{ id: number; propertyId: number; value: string }>(
      `SELECT id, property_id AS "propertyId", value FROM property_values
        WHERE property_id = ANY($1::int[]) ORDER BY sort, value, id`,
      [propertyIds],
    ),
  ]);
  const names = new Map(properties.map((p) => [p.id, p.name]));
  return {
    columns: job.column_choices,
    properties,
    newValues: job.new_values.map((v) => ({
      ...v,
      propertyName: names.get(v.propertyId) ?? '',
      options: values.flatMap((o) =>
        o.propertyId === v.propertyId ? [{ id: o.id, value: o.value }] : [],
      ),
    })),
  };
}

interface LockedJob extends StoredChoices {
  status: string;
  header: string[] | null;
}

/**
 * Staff's choices on a checked job. Columns they change are remembered for the header and the
 * file is checked again with them (its figures follow the mapping); value choices are kept for
 * the write. Resolves to true when the job went back to checking.
 */
export async function updateChoices(
  db: Db,
  jobId: number,
  update: ChoicesUpdate,
  userId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx.query<LockedJob>(
      `SELECT status, header, column_choices, new_values FROM catalog_import_jobs
        WHERE id = $1 FOR UPDATE`,
      [jobId],
    );
    if (!job) throw new HttpError(404, 'NOT_FOUND', 'Задание импорта не найдено');
    if (job.status !== 'checked') throw new HttpError(409, 'CONFLICT', NOT_CHECKED_MESSAGE);
    const newValues = await chosenValues(tx, job.new_values, update.values ?? []);
    const columns = await chosenColumns(tx, job.column_choices, update.columns ?? []);
    const recheck = columns !== job.column_choices;
    if (recheck) await rememberMapping(tx, job.header ?? [], columns, userId);
    await tx.query(
      `UPDATE catalog_import_jobs
          SET column_choices = $2, new_values = $3,
              status = CASE WHEN $4 THEN 'checking' ELSE status END,
              lease_owner = NULL, lease_until = '-infinity'
        WHERE id = $1`,
      [jobId, JSON.stringify(columns), JSON.stringify(newValues), recheck],
    );
    return recheck;
  });
}

/** The job's columns with staff's choices; the same array when nothing changes. */
async function chosenColumns(
  tx: Queryable,
  columns: ColumnChoice[],
  chosen: NonNullable<ChoicesUpdate['columns']>,
): Promise<ColumnChoice[]> {
  const ids = chosen.flatMap((c) => (c.propertyId === null ? [] : [c.propertyId]));
  const known = new Set(
    (
      await tx.query<{ id: number }>('SELECT id FROM properties WHERE id = ANY($1::int[])', [ids])
    ).map((p) => p.id),
  );
  let changed = false;
  const byIndex = new Map(columns.map((c) => [c.index, c]));
  for (const { index, propertyId } of chosen) {
    const column = byIndex.get(index);
    if (!column) throw badRequest(`Колонка ${index + 1} не предлагалась для сопоставления`);
    if (propertyId !== null && !known.has(propertyId))
      throw badRequest(`Свойство ${propertyId} не найдено`);
    if (column.confirmed && column.propertyId === propertyId) continue;
    changed = true;
    byIndex.set(index, { ...column, propertyId, confirmed: true });
  }
  return changed ? columns.map((c) => byIndex.get(c.index)!) : columns;
}

/** The job's new values with the existing value staff mapped each to (null: created as new). */
async function chosenValues(
  tx: Queryable,
  values: NewValue[],
  chosen: NonNullable<ChoicesUpdate['values']>,
): Promise<NewValue[]> {
  const ids = chosen.flatMap((c) => (c.valueId === null ? [] : [c.valueId]));
  const owners = new Map(
    (
      await tx.query<{ id: number; property_id: number }>(
        'SELECT id, property_id FROM property_values WHERE id = ANY($1::int[])',
        [ids],
      )
    ).map((v) => [v.id, v.property_id]),
  );
  const key = (propertyId: number, value: string) => `${propertyId}\u0000${value.toLowerCase()}`;
  const result = new Map(values.map((v) => [key(v.propertyId, v.value), v]));
  for (const { propertyId, value, valueId } of chosen) {
    const entry = result.get(key(propertyId, value.trim()));
    if (!entry) throw badRequest(`Значения «${value}» нет среди новых значений файла`);
    if (valueId !== null && owners.get(valueId) !== propertyId)
      throw badRequest(`Значение ${valueId} не из этого свойства`);
    result.set(key(propertyId, value.trim()), { ...entry, valueId });
  }
  return [...result.values()];
}

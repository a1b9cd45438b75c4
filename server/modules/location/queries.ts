import type { Queryable } from '../../lib/db/types';

/** spec §3 / §9: the default city 'Москва' has location id 0. */
export const DEFAULT_LOCATION_ID = 0;

export interface LocationRow {
  id: number;
  name: string;
  kladr: string | null;
  path_string: string;
  phone: string;
  phone_normalized: string;
}

const LOCATION_COLUMNS = 'id, name, kladr, path_string, phone, phone_normalized';
// Russian alphabetical order: PGlite has no Russian collation, ICU's root collation sorts it right
// on both engines (TOOLCHAIN.md).
const BY_SORT_THEN_NAME = 'ORDER BY sort, name COLLATE "und-x-icu", id';

export async function findLocation(db: Queryable, id: number): Promise<LocationRow | null> {
  const [row] = await db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM locations WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/** The location `id`, or the default one when `id` is gone (deleted since it was chosen). */
export async function findLocationOrDefault(db: Queryable, id: number): Promise<LocationRow> {
  const [row] = await db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM locations WHERE id IN ($1, $2) ORDER BY id = $1 DESC LIMIT 1`,
    [id, DEFAULT_LOCATION_ID],
  );
  if (!row) throw new Error(`locations has no default row (id ${DEFAULT_LOCATION_ID})`);
  return row;
}

/**
 * SQL for the price list of the location whose id is the parameter `param` (e.g. '$3'), or of
 * the default location when that one is gone: prices depend on the city (spec §1). A subquery,
 * so that priced reads need no extra round trip to the database.
 */
export function priceTypeOfLocationSql(param: string): string {
  return `(SELECT price_type_id FROM locations WHERE id IN (${param}::int, ${DEFAULT_LOCATION_ID})
            ORDER BY id = ${param}::int DESC LIMIT 1)`;
}

/** The short list of main cities offered first (`is_default_list`). */
export function defaultListLocations(db: Queryable): Promise<LocationRow[]> {
  return db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM locations WHERE is_default_list ${BY_SORT_THEN_NAME}`,
  );
}

/** Every city beyond the default list. */
export function additionalLocations(db: Queryable): Promise<LocationRow[]> {
  return db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM locations WHERE NOT is_default_list ${BY_SORT_THEN_NAME}`,
  );
}

/**
 * Cities whose name starts with `prefix`, case-insensitively, in Russian alphabetical order.
 * lower() under the ICU collation folds Cyrillic too (under "C" it folds ASCII only).
 */
export function searchLocationsByPrefix(
  db: Queryable,
  prefix: string,
  limit: number,
): Promise<LocationRow[]> {
  return db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM locations
      WHERE starts_with(lower(name COLLATE "und-x-icu"), lower($1 COLLATE "und-x-icu"))
      ORDER BY name COLLATE "und-x-icu", id
      LIMIT $2`,
    [prefix, limit],
  );
}

import type { Queryable } from '../../lib/db/types';

export interface CityRow {
  id: number;
  code: string;
  name: string;
  /** The name after 'в' (where to): 'Москву'; the name itself when it does not change. */
  name_accusative: string;
  kladr: string | null;
  phone: string;
  phone_normalized: string;
}

const CITY_COLUMNS =
  'id, code, name, coalesce(name_accusative, name) AS name_accusative, kladr, phone, phone_normalized';

export async function cityByCode(db: Queryable, code: string): Promise<CityRow | undefined> {
  const rows = await db.query<CityRow>(`SELECT ${CITY_COLUMNS} FROM locations WHERE code = $1`, [
    code,
  ]);
  return rows[0];
}

/** The city `id`, or the default city 0 'Москва' when it is gone (spec §3). */
export async function cityByIdOrDefault(db: Queryable, id: number): Promise<CityRow> {
  const rows = await db.query<CityRow>(
    `SELECT ${CITY_COLUMNS} FROM locations WHERE id IN ($1, 0) ORDER BY id = $1 DESC LIMIT 1`,
    [id],
  );
  if (!rows[0]) throw new Error('locations has no default row (id 0)');
  return rows[0];
}

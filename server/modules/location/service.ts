import type { Queryable } from '../../lib/db/types';
import { notFound } from '../../lib/errors';
import {
  additionalLocations,
  DEFAULT_LOCATION_ID,
  defaultListLocations,
  findLocation,
  findLocationOrDefault,
  searchLocationsByPrefix,
  type LocationRow,
} from './queries';
import { setSessionLocation } from '../session';
import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `Location` (spec §3: id, name, kladr, pathString). */
export type Location = Schema<'Location'>;

/** openapi.yaml `Phone` (spec §3: value, normalized). */
export type Phone = Schema<'Phone'>;

const LOCATION_NOT_FOUND = 'Город не найден';
/** The city search answers at most this many names (enough for a drop-down). */
const LOCATION_SEARCH_LIMIT = 20;

function toLocation(row: LocationRow): Location {
  return { id: row.id, name: row.name, kladr: row.kladr ?? '', pathString: row.path_string };
}

export function toPhone(row: LocationRow): Phone {
  return { value: row.phone, normalized: row.phone_normalized };
}

/** The city the visitor chose; a city deleted since then falls back to the default one. */
export async function currentLocation(db: Queryable, locationId: number): Promise<Location> {
  return toLocation(await findLocationOrDefault(db, locationId));
}

export async function defaultLocation(db: Queryable): Promise<Location> {
  return toLocation(await findLocationOrDefault(db, DEFAULT_LOCATION_ID));
}

/**
 * The phone of the city `locationId`, the default city's when that one is gone, or null in a shop
 * that has no cities yet (an empty demo).
 */
export async function phoneOfLocation(db: Queryable, locationId: number): Promise<string | null> {
  const row = (await findLocation(db, locationId)) ?? (await findLocation(db, DEFAULT_LOCATION_ID));
  return row?.phone ?? null;
}

export async function locationById(db: Queryable, id: number): Promise<LocationRow> {
  const row = await findLocation(db, id);
  if (!row) throw notFound(LOCATION_NOT_FOUND);
  return row;
}

/**
 * spec §3/§4: the chosen city is kept on the session (prices and the phone follow it). The session
 * is asked for only once the city is known to exist, so a bad id leaves nothing behind.
 */
export async function chooseLocation(
  db: Queryable,
  id: number,
  sessionId: () => Promise<string>,
): Promise<Location> {
  const row = await locationById(db, id);
  await setSessionLocation(db, await sessionId(), row.id);
  return toLocation(row);
}

export async function defaultList(db: Queryable): Promise<Location[]> {
  return (await defaultListLocations(db)).map(toLocation);
}

export async function additionalCities(db: Queryable): Promise<Location[]> {
  return (await additionalLocations(db)).map(toLocation);
}

export async function searchLocations(db: Queryable, query: string): Promise<Location[]> {
  const prefix = query.trim();
  if (!prefix) return [];
  return (await searchLocationsByPrefix(db, prefix, LOCATION_SEARCH_LIMIT)).map(toLocation);
}

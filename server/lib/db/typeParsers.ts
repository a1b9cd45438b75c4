import pg from 'pg';

/**
 * Value normalisation for both engines, in one place (ARCHITECTURE §5):
 * - int8 (`count(*)`, bigint) and numeric (prices) -> JS number, arrays of them -> number[];
 * - date -> 'YYYY-MM-DD' string (pg would make a local-midnight Date, PGlite a UTC one);
 * - timestamptz/timestamp -> JS Date (the default of both engines);
 * - json/jsonb -> parsed value; other arrays -> JS arrays (defaults of both engines).
 */
const OID = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  int8Array: 1016,
  numericArray: 1231,
  textArray: 1009,
} as const;

const toNumber = (value: string) => Number(value);
const keepText = (value: string) => value;

/** PGlite `parsers` option; PGlite applies element parsers to arrays itself. */
export const pgliteParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: toNumber,
  [OID.numeric]: toNumber,
  [OID.date]: keepText,
};

// pg's TypeId lists builtin scalar oids only, so look the text[] parser up through a wider signature.
const builtinParser = pg.types.getTypeParser as (oid: number) => (value: string) => unknown;
const parseTextArray = builtinParser(OID.textArray) as (value: string) => (string | null)[];
const parseNumberArray = (value: string) =>
  parseTextArray(value).map((item) => (item === null ? null : Number(item)));

/** `pg` per-pool `types` option (does not touch pg's global parsers). */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number) => {
    switch (oid) {
      case OID.int8:
      case OID.numeric:
        return toNumber;
      case OID.int8Array:
      case OID.numericArray:
        return parseNumberArray;
      case OID.date:
        return keepText;
      default:
        return builtinParser(oid);
    }
  }) as pg.CustomTypesConfig['getTypeParser'],
};

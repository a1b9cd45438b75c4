/**
 * Reading one cell's text as a value. Staff fill files in spreadsheets, so numbers come with
 * thousands separated by spaces and a decimal comma ('1 290,50') as often as '1290.50'.
 */

/** Spaces a spreadsheet puts between thousands: plain, no-break, narrow no-break, thin. */
const THOUSANDS = /[\s\u00a0\u202f\u2009]/g;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** int4 (ids, sort, stock). */
const MAX_INTEGER = 2_147_483_647;
/** numeric(12, 2): prices. */
export const MAX_PRICE = 9_999_999_999.99;

/** The number in `raw`, or null when it is not one ('12,5р', '1.2.3', ''). */
export function parseNumber(raw: string): number | null {
  const text = raw.replace(THOUSANDS, '').replace(',', '.');
  return DECIMAL.test(text) ? Number(text) : null;
}

/** A whole number ('5', '5.00' as a Bitrix quantity is written), or null. */
export function parseInteger(raw: string): number | null {
  const value = parseNumber(raw);
  return value !== null && Number.isInteger(value) && Math.abs(value) <= MAX_INTEGER ? value : null;
}

/** Prices are stored with two decimals, so they are compared and written rounded. */
export const roundPrice = (value: number) => Math.round(value * 100) / 100;

const YES = new Set(['y', '1', 'да']);
const NO = new Set(['n', '0', 'нет']);

/**
 * Y/N as the shop exports it; 1/0 and да/нет as staff type it in a spreadsheet (and a Bitrix
 * file writes Y/N). Anything else is null.
 */
export function parseFlag(raw: string): boolean | null {
  const text = raw.trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return null;
}

/**
 * A size as staff and other shops write it ('30 x 40', '30х40' with a Cyrillic х, '30×40',
 * '30 X 40 см', '30*40 cm') in the shop's form '30x40'; null when `raw` is not a size.
 */
const SIZE =
  /^(\d+(?:[.,]\d+)?)\s*[xх×*]\s*(\d+(?:[.,]\d+)?)(?:\s*[xх×*]\s*(\d+(?:[.,]\d+)?))?\s*(?:см|cm)?\.?$/iu;

export function normaliseSize(raw: string): string | null {
  const match = SIZE.exec(raw.trim());
  if (!match) return null;
  return match
    .slice(1)
    .filter((part): part is string => part !== undefined)
    .map((part) => part.replace(',', '.'))
    .join('x');
}

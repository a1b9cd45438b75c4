/**
 * Number formatting of spec §9 (R-CONST-1): 2 decimals, a space between thousands, a dot as the
 * decimal mark.
 *
 * Choices:
 * - The thousands separator is a plain space (U+0020), as the spec writes it, so that the output
 *   can be compared, copied and parsed back without invisible characters. Components that must not
 *   wrap a number (Price) set `white-space: nowrap` instead of relying on a no-break space.
 * - Rounding is half away from zero on the decimal the user sees: Intl rounds the shortest decimal
 *   representation of the double, so 1.005 gives '1.01' where `toFixed` would give '1.00'.
 * - Negative zero and values that round to zero print without a sign ('0.00', not '-0.00').
 * - NaN and ±Infinity are not amounts; they print as an em dash so a broken value is visible but
 *   does not break the layout.
 */

const NOT_A_NUMBER = '—';

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** Adds one to a string of decimal digits, keeping its length unless it carries over: '099' → '100'. */
function plusOne(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * |n| rounded half up to `places` decimals, as its whole and fraction digits. It starts from
 * `Number#toString`, the shortest decimal that reads back as `n`, as Intl.NumberFormat does (so
 * 1.005 rounds to 1.01), without Intl: a page's first Intl object loads the browser's locale data,
 * 60–120 ms of a phone's main thread before the shop's first paint answers a tap (issue 24 point 8).
 */
function rounded(n: number, places: number): { whole: string; fraction: string } {
  const [, whole = '0', fraction = '', exponent = '0'] = DECIMAL.exec(Math.abs(n).toString()) ?? [];
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + places + 1, '0');
  const kept = digits.slice(0, point + places);
  const up = digits[point + places]! >= '5';
  const result = (up ? plusOne(kept || '0') : kept).padStart(places + 1, '0');
  return {
    whole: result.slice(0, result.length - places),
    fraction: result.slice(result.length - places),
  };
}

/** `places` decimals after a dot, a space between thousands, a minus only when not zero. */
function grouped(n: number, places: number): string {
  const { whole, fraction } = rounded(n, places);
  const sign = n < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  const thousands = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, ' ');
  return `${sign}${thousands}${places > 0 ? `.${fraction}` : ''}`;
}

/** 1234.5 → '1 234.50'; -1234.5 → '-1 234.50'; 0 → '0.00'. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return NOT_A_NUMBER;
  return grouped(n, 2);
}

/** A count in whole units with the same grouping: 32000 → '32 000' (drills in a chart). */
export function formatWholeNumber(n: number): string {
  if (!Number.isFinite(n)) return NOT_A_NUMBER;
  return grouped(n, 0);
}

/** The ruble sign after the amount, separated by a space, as shoppers read prices in Russian. */
const RUBLE = '₽';

/**
 * A price for shoppers: whole amounts without decimals ('1 990 ₽'), others with two
 * ('1 990.50 ₽'), so that kopecks are never hidden and never padded with '.00'.
 */
export function formatPrice(n: number): string {
  if (!Number.isFinite(n)) return NOT_A_NUMBER;
  const amount = formatNumber(n);
  const whole = amount.endsWith('.00') ? grouped(n, 0) : amount;
  return `${whole} ${RUBLE}`;
}

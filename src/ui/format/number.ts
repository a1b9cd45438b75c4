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

const grouped = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: 'negative',
  });

const twoDecimals = grouped(2);
const wholeNumber = grouped(0);

// en-US groups with commas; the spec wants spaces and already uses the dot for decimals.
const withSpaces = (s: string) => s.replace(/,/g, ' ');

/** 1234.5 → '1 234.50'; -1234.5 → '-1 234.50'; 0 → '0.00'. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return NOT_A_NUMBER;
  return withSpaces(twoDecimals.format(n));
}

/** A count in whole units with the same grouping: 32000 → '32 000' (drills in a chart). */
export function formatWholeNumber(n: number): string {
  if (!Number.isFinite(n)) return NOT_A_NUMBER;
  return withSpaces(wholeNumber.format(n));
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
  const whole = amount.endsWith('.00') ? withSpaces(wholeNumber.format(n)) : amount;
  return `${whole} ${RUBLE}`;
}

/** The three Russian noun forms: for 1 (товар), for 2–4 (товара), for 5–20 and 0 (товаров). */
export type PluralForms = readonly [one: string, few: string, many: string];

/**
 * Russian plural of spec §9 (R-CONST-2): `plural(21, ['товар', 'товара', 'товаров'])` → 'товар'.
 *
 * Negative numbers take the form of their absolute value (−1 товар). A fractional number takes the
 * "few" form, as Russian grammar uses the genitive singular with fractions (1.5 товара).
 */
export function plural(n: number, forms: PluralForms): string {
  const [one, few, many] = forms;
  const abs = Math.abs(n);
  if (!Number.isInteger(abs)) return Number.isFinite(abs) ? few : many;
  const lastTwo = abs % 100;
  const last = abs % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

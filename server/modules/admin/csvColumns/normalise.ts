import type { CsvColumn, CsvColumnRule } from './queries';

/**
 * How the catalogue CSV exchange turns an imported cell into a filter value (docs/catalog.md,
 * "CSV column descriptions"). Pure, so the exchange (issue 14) and the save's checks share it.
 *
 * FILTER_RULES run in their order on the trimmed cell:
 * - `numeric`: a size — the numbers joined by 'x', units and spaces dropped ('40 x 50 см' → '40x50',
 *   '40х50' with a Cyrillic 'х', '40×50', '40*50' alike);
 * - `lowercase`: the text in lower case;
 * - `FROM => TO`: a cell equal to FROM (any letter case, trimmed) becomes TO.
 * FILTER_VARIANTS, when given, are the only values the filter takes: the result is the variant
 * it equals in any letter case, else nothing.
 */
const NAMED_RULES = ['numeric', 'lowercase'] as const;
const REPLACE = /^(.+?)\s*=>\s*(.*)$/;

/** A FILTER_RULES entry the normaliser knows: a named rule or `FROM => TO`. */
export const isKnownRule = (rule: string): boolean =>
  (NAMED_RULES as readonly string[]).includes(rule.trim()) || REPLACE.test(rule.trim());

function applyRule(value: string, rule: string): string {
  const name = rule.trim();
  if (name === 'numeric') {
    const numbers = value.replace(/,/g, '.').match(/\d+(?:\.\d+)?/g);
    return numbers ? numbers.join('x') : value;
  }
  if (name === 'lowercase') return value.toLowerCase();
  const replace = REPLACE.exec(name);
  if (replace && value.toLowerCase() === replace[1]!.trim().toLowerCase())
    return replace[2]!.trim();
  return value;
}

/** The column's rule for products of `sectionId`: the first naming it in SECTION_IDS or SECTION_ID. */
function ruleForSection(
  column: Pick<CsvColumn, 'FILTER_DATA'>,
  sectionId: number,
): CsvColumnRule | undefined {
  return column.FILTER_DATA.find(
    (rule) => rule.SECTION_ID === sectionId || rule.SECTION_IDS.includes(sectionId),
  );
}

/**
 * The filter value of `raw` for a product of `sectionId`, or null when the column's rule for that
 * section allows no such value (the exchange then reports the cell). A section without a rule
 * keeps the trimmed cell.
 */
export function normaliseCell(
  column: Pick<CsvColumn, 'FILTER_DATA'>,
  sectionId: number,
  raw: string,
): string | null {
  const value = raw.trim();
  const rule = ruleForSection(column, sectionId);
  if (!rule) return value;
  const result = rule.FILTER_RULES.reduce(applyRule, value);
  if (rule.FILTER_VARIANTS.length === 0) return result;
  const wanted = result.toLowerCase();
  return rule.FILTER_VARIANTS.find((variant) => variant.toLowerCase() === wanted) ?? null;
}

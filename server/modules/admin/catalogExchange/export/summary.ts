import type { Queryable } from '../shared';
import { standIn1251, UNWRITABLE_1251_PATTERN } from '../csvText';
import type { ExportPlan } from './plan';
import { inSections } from './queries';

/** A character the chosen encoding cannot hold, what the file has instead, and how often. */
interface ExportReplacement {
  character: string;
  standIn: string;
  /** Products with the character in one of the file's cells. */
  products: number;
}

interface ExportSummary {
  /** The products the file will hold. */
  products: number;
  /** The file's name, as the download will give it. */
  fileName: string;
  /** windows-1251 only: the characters written as stand-ins, the most frequent first. */
  replaced: ExportReplacement[];
}

const TEXT_PARAMETERS: Record<string, string> = {
  XML_ID: 'p.xml_id',
  CODE: 'p.code',
  NAME: 'p.name',
  PREVIEW_TEXT: 'p.preview_text',
  DETAIL_TEXT: 'p.detail_text',
};

/**
 * issue 25 point 5: what the staff member learns before the download starts: how many products
 * the file holds and, in windows-1251, which characters of its cells the code page lacks and what
 * is written for them. The database's own pattern matching finds them, so the file need not be
 * made twice: once over each product's chosen text columns (ids, prices, stock and flags are
 * ASCII), and once over the chosen list properties' values, whose products are then found by
 * their value ids (a lookup of each product's values would cost 5 of the 6 seconds at 100 000).
 */
export async function exportSummary(
  db: Queryable,
  plan: ExportPlan,
  fileName: string,
): Promise<ExportSummary> {
  const { condition, listed } = inSections(plan.sectionIds, plan.everySection, 1);
  const params: unknown[] = listed ? [plan.sectionIds] : [];
  const [count] = await db.query<{ products: number }>(
    `SELECT count(*)::int AS products FROM products p WHERE ${condition}`,
    params,
  );
  const parameter = (value: unknown) => `$${params.push(value)}`;
  const pattern = parameter(UNWRITABLE_1251_PATTERN);
  const { texts, lists } = textSources(plan, parameter);
  const found: string[] = [];
  if (plan.encoding === 'windows-1251' && texts.length)
    found.push(`SELECT m[1] AS character, t.id
                  FROM (SELECT p.id, concat_ws(' ', ${texts.join(', ')}) AS text
                          FROM products p WHERE ${condition}) t
                 CROSS JOIN LATERAL regexp_matches(t.text, ${pattern}, 'g') AS m`);
  if (plan.encoding === 'windows-1251' && lists.length)
    found.push(`SELECT c.character, p.id
                  FROM (SELECT m[1] AS character, array_agg(v.id) AS value_ids
                          FROM property_values v
                         CROSS JOIN LATERAL regexp_matches(v.value, ${pattern}, 'g') AS m
                         WHERE v.property_id = ANY(${parameter(lists)}::int[])
                         GROUP BY 1) c
                  JOIN products p ON p.value_ids && c.value_ids AND ${condition}`);
  const replaced = found.length
    ? await db.query<{ character: string; products: number }>(
        `SELECT character, count(DISTINCT id)::int AS products
           FROM (${found.join(' UNION ALL ')}) found
          GROUP BY 1 ORDER BY 2 DESC, 1`,
        params,
      )
    : [];
  return {
    products: count!.products,
    fileName,
    replaced: replaced.map((row) => ({ ...row, standIn: standIn1251(row.character) })),
  };
}

/**
 * The file's text cells: the parameters and string properties a product holds, as SQL on `p`
 * (property codes as parameters), and the list properties whose values' names the cells hold.
 */
function textSources(
  plan: ExportPlan,
  parameter: (value: unknown) => string,
): { texts: string[]; lists: number[] } {
  const texts: string[] = [];
  const lists: number[] = [];
  for (const column of plan.columns) {
    if (column.kind === 'parameter' && TEXT_PARAMETERS[column.parameter])
      texts.push(TEXT_PARAMETERS[column.parameter]!);
    if (column.kind !== 'property') continue;
    if (column.property.type === 'list') lists.push(column.property.id);
    else if (column.property.type === 'string')
      texts.push(`p.attributes->>${parameter(column.property.code)}::text`);
  }
  return { texts, lists };
}

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
 * is written for them. One pass of the database's own pattern matching over the chosen text
 * columns (ids, prices, stock and flags are ASCII), so the file need not be made twice.
 */
export async function exportSummary(
  db: Queryable,
  plan: ExportPlan,
  fileName: string,
): Promise<ExportSummary> {
  const { condition, listed } = inSections(plan.sectionIds, plan.everySection, 1);
  const sections = listed ? [plan.sectionIds] : [];
  const [count] = await db.query<{ products: number }>(
    `SELECT count(*)::int AS products FROM products p WHERE ${condition}`,
    sections,
  );
  const texts = plan.encoding === 'windows-1251' ? textColumns(plan, sections.length + 1) : null;
  const found = texts
    ? await db.query<{ character: string; products: number }>(
        `SELECT m[1] AS character, count(DISTINCT t.id)::int AS products
           FROM (SELECT p.id, concat_ws(' ', ${texts.sql}) AS text
                   FROM products p WHERE ${condition}) t
          CROSS JOIN LATERAL regexp_matches(t.text, ${texts.patternAt}, 'g') AS m
          GROUP BY 1 ORDER BY 2 DESC, 1`,
        [...sections, ...texts.params],
      )
    : [];
  return {
    products: count!.products,
    fileName,
    replaced: found.map((row) => ({ ...row, standIn: standIn1251(row.character) })),
  };
}

/**
 * The text cells of a product as SQL (the parameters and string properties it reads, the names
 * of its list values), with the pattern's parameter; null when the file has no text column.
 */
function textColumns(plan: ExportPlan, firstParameter: number) {
  const sql: string[] = [];
  const params: unknown[] = [];
  const parameter = (value: unknown) => `$${firstParameter + params.push(value) - 1}`;
  for (const column of plan.columns)
    if (column.kind === 'parameter' && TEXT_PARAMETERS[column.parameter])
      sql.push(TEXT_PARAMETERS[column.parameter]!);
  const properties = plan.columns.flatMap((column) =>
    column.kind === 'property' ? [column.property] : [],
  );
  const strings = properties.filter((p) => p.type === 'string').map((p) => p.code);
  const lists = properties.filter((p) => p.type === 'list').map((p) => p.id);
  if (strings.length)
    sql.push(`(SELECT string_agg(p.attributes->>code, ' ')
                 FROM unnest(${parameter(strings)}::text[]) AS code)`);
  if (lists.length)
    sql.push(`(SELECT string_agg(v.value, ' ') FROM property_values v
                WHERE v.id = ANY(p.value_ids) AND v.property_id = ANY(${parameter(lists)}::int[]))`);
  if (sql.length === 0) return null;
  const patternAt = parameter(UNWRITABLE_1251_PATTERN);
  return { sql: sql.join(', '), params, patternAt };
}

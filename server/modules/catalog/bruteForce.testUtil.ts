import type { Schema } from '../../lib/api/contract';
import type { Db } from '../../lib/db/types';

/**
 * The catalogue's answers computed the slow way, straight from SQL (the source of truth), for the
 * tests that compare the in-process index with it. Independent of the module's own code: the
 * section scope (subtree plus related sections' subtrees) is a recursive query here.
 */
export interface SqlFilter {
  sectionCode: string | null;
  /** Selected value ids by property code. */
  values: Record<string, number[]>;
  priceFrom?: number;
  priceTo?: number;
  /** Only products in stock (the «В наличии» filter). */
  inStock?: boolean;
  /** Price list of location 0 'Москва' unless given. */
  priceTypeId?: number;
}

async function sectionScopeIds(db: Db, code: string): Promise<number[]> {
  const [row] = await db.query<{ ids: number[] }>(
    `WITH RECURSIVE tree AS (
        SELECT id FROM sections WHERE code = $1
        UNION SELECT s.id FROM sections s JOIN tree t ON s.parent_id = t.id),
      related AS (
        SELECT unnest(applied_items) AS id FROM section_relations WHERE section_id IN (SELECT id FROM tree)
        UNION SELECT s.id FROM sections s JOIN related r ON s.parent_id = r.id)
     SELECT array_agg(id) AS ids FROM (SELECT id FROM tree UNION SELECT id FROM related) x`,
    [code],
  );
  return row?.ids ?? [];
}

/** WHERE clause and parameters of a filter, leaving out the property `except`. */
async function where(db: Db, filter: SqlFilter, except?: string) {
  const params: unknown[] = [filter.priceTypeId ?? 1];
  const conditions = ['p.active'];
  if (filter.sectionCode) {
    params.push(await sectionScopeIds(db, filter.sectionCode));
    conditions.push(
      `EXISTS (SELECT 1 FROM product_sections ps WHERE ps.product_id = p.id AND ps.section_id = ANY($${params.length}::int[]))`,
    );
  }
  for (const [code, ids] of Object.entries(filter.values)) {
    if (code === except || ids.length === 0) continue;
    params.push(ids);
    conditions.push(`p.value_ids && $${params.length}::int[]`);
  }
  if (filter.inStock)
    conditions.push(
      'EXISTS (SELECT 1 FROM product_stock st WHERE st.product_id = p.id AND st.stock > 0)',
    );
  if (filter.priceFrom !== undefined) {
    params.push(filter.priceFrom);
    conditions.push(`pr.price >= $${params.length}`);
  }
  if (filter.priceTo !== undefined) {
    params.push(filter.priceTo);
    conditions.push(`pr.price <= $${params.length}`);
  }
  return { sql: conditions.join(' AND '), params };
}

const FROM = 'FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = $1';

/** Number, min and max price of the products the filter shows. */
export async function sqlFigures(db: Db, filter: SqlFilter) {
  const { sql, params } = await where(db, filter);
  const [row] = await db.query<{ count: number; min: number | null; max: number | null }>(
    `SELECT count(*) AS count, min(pr.price) AS min, max(pr.price) AS max ${FROM} WHERE ${sql}`,
    params,
  );
  return { count: row?.count ?? 0, min: row?.min ?? 0, max: row?.max ?? 0 };
}

/** Facet counts of one property: its own selection left out, every other one applied. */
export async function sqlFacetCounts(
  db: Db,
  filter: SqlFilter,
  propertyCode: string,
): Promise<Map<string, number>> {
  const { sql, params } = await where(db, filter, propertyCode);
  params.push(propertyCode);
  const rows = await db.query<{ slug: string; count: number }>(
    `SELECT v.slug, count(*) AS count ${FROM}
       JOIN property_values v ON v.id = ANY(p.value_ids)
       JOIN properties pp ON pp.id = v.property_id AND pp.code = $${params.length}
      WHERE ${sql} GROUP BY v.slug`,
    params,
  );
  return new Map(rows.map((row) => [row.slug, row.count]));
}

/** Product ids of the filter in price order (ties by id), the listing's order. */
export async function sqlIdsByPrice(
  db: Db,
  filter: SqlFilter,
  direction: 'ASC' | 'DESC',
  limit: number,
): Promise<number[]> {
  const { sql, params } = await where(db, filter);
  const rows = await db.query<{ id: number }>(
    `SELECT p.id ${FROM} WHERE ${sql} ORDER BY pr.price ${direction}, p.id LIMIT ${limit}`,
    params,
  );
  return rows.map((row) => row.id);
}

export async function valueIds(db: Db, propertyCode: string, slugs: string[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT v.id FROM property_values v JOIN properties p ON p.id = v.property_id
      WHERE p.code = $1 AND v.slug = ANY($2::text[])`,
    [propertyCode, slugs],
  );
  return rows.map((row) => row.id);
}

/** The SQL filter of a section page's selection, read from the page's own chips. */
export async function sqlFilterOf(db: Db, data: Schema<'SectionPageData'>): Promise<SqlFilter> {
  const values: Record<string, number[]> = {};
  for (const item of data.filter) {
    const slugs = item.values.filter((value) => value.selected).map((value) => value.slug);
    if (slugs.length > 0) values[item.code] = await valueIds(db, item.code, slugs);
  }
  return {
    sectionCode: data.section?.code ?? null,
    values,
    priceFrom: data.price.from ?? undefined,
    priceTo: data.price.to ?? undefined,
    inStock: data.inStock.selected,
  };
}

import type { Queryable } from '../shared';
import type { ExportColumn } from './plan';

/**
 * Products read per query: a keyset page of the export, by engine. On PostgreSQL small, so that a
 * page's rows die young: 2000-row pages lived long enough to be promoted to V8's old space, and a
 * 100 000-product export grew the server by about 90 MB of garbage awaiting a full collection
 * (500: under 40 MB). The embedded engine pays more per query (a round trip to its worker) and
 * its server's heap is larger already, so there 2000 are faster and grow it by less than 40 MB.
 */
export const PAGE_SIZE = { postgres: 500, pglite: 2000 } as const;

export const pageSizeOf = (db: Queryable) =>
  (db as { engine?: keyof typeof PAGE_SIZE }).engine === 'pglite'
    ? PAGE_SIZE.pglite
    : PAGE_SIZE.postgres;

export interface ProductRow {
  id: number;
  xml_id?: string | null;
  code?: string;
  name?: string;
  active?: boolean;
  section_id?: number | null;
  sort?: number;
  preview_text?: string;
  detail_text?: string;
  stock?: number;
  value_ids?: number[];
  attributes?: Record<string, unknown>;
}

export interface PriceRow {
  product_id: number;
  price_type_id: number;
  /** numeric(12,2) as PostgreSQL prints it: '1290.00'. */
  price: string;
  old_price: string | null;
}

export interface ListValue {
  id: number;
  property_id: number;
  value: string;
}

const PARAMETER_FIELDS: Record<string, keyof ProductRow> = {
  XML_ID: 'xml_id',
  CODE: 'code',
  NAME: 'name',
  ACTIVE: 'active',
  SECTION_ID: 'section_id',
  SORT: 'sort',
  PREVIEW_TEXT: 'preview_text',
  DETAIL_TEXT: 'detail_text',
};

/**
 * The next keyset page: products after `afterId` in id order, only the fields the columns read,
 * limited to the main sections chosen (null: all). Each page is its own short query, so nothing
 * holds a transaction open across the download.
 */
export function productPageQuery(
  columns: readonly ExportColumn[],
  sectionIds: number[] | null,
  everySection = false,
) {
  const fields = new Set<keyof ProductRow>(['id']);
  for (const column of columns) {
    if (column.kind === 'parameter' && column.parameter !== 'ID')
      fields.add(PARAMETER_FIELDS[column.parameter]!);
    if (column.kind === 'stock') fields.add('stock');
    if (column.kind === 'property')
      fields.add(column.property.type === 'list' ? 'value_ids' : 'attributes');
  }
  // The planner weighs each id of a list on every page: 300 of them cost more than the page.
  const listed = sectionIds !== null && !everySection;
  const inSections = everySection
    ? 'AND section_id IS NOT NULL'
    : listed
      ? 'AND section_id = ANY($3::int[])'
      : '';
  const sql = `SELECT ${[...fields].join(', ')} FROM products
    WHERE id > $1 ${inSections} ORDER BY id LIMIT $2`;
  return (db: Queryable, afterId: number, pageSize: number) =>
    db.query<ProductRow>(sql, listed ? [afterId, pageSize, sectionIds] : [afterId, pageSize]);
}

/**
 * The chosen price lists' prices of one page of products, in one query. (Joined into the page
 * query instead, the planner cannot see the page is 2000 rows and hashes every price of each
 * list: 400 times slower.)
 */
export function pagePrices(
  db: Queryable,
  productIds: readonly number[],
  priceTypeIds: readonly number[],
): Promise<PriceRow[]> {
  return db.query<PriceRow>(
    `SELECT product_id, price_type_id, price::text AS price, old_price::text AS old_price
       FROM prices WHERE product_id = ANY($1::int[]) AND price_type_id = ANY($2::int[])`,
    [productIds, priceTypeIds],
  );
}

/** The values of the chosen list properties, in the order a cell lists them. */
export function listValues(db: Queryable, propertyIds: readonly number[]): Promise<ListValue[]> {
  return db.query<ListValue>(
    `SELECT id, property_id, value FROM property_values
      WHERE property_id = ANY($1::int[]) ORDER BY property_id, sort, id`,
    [propertyIds],
  );
}

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
  /** The chosen price lists' prices, `PRICES_SEPARATOR`-joined `type:price:old price` (see below). */
  prices?: string | null;
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
  const { condition, listed } = inSections(sectionIds, everySection, 3);
  const priceTypeIds = [
    ...new Set(columns.flatMap((c) => (c.kind === 'price' ? [c.priceTypeId] : []))),
  ];
  const selected = [...fields].map((field) =>
    field === 'stock'
      ? '(SELECT st.stock FROM product_stock st WHERE st.product_id = p.id) AS stock'
      : `p.${field}`,
  );
  // Each product's prices as one text, read by index in the page query itself: as rows of their
  // own (4 a product) the embedded engine spent most of the export handing them over, and joined
  // as rows the planner hashed every price of each list for a 2000-product page.
  if (priceTypeIds.length)
    selected.push(`(SELECT string_agg(concat_ws(':', pr.price_type_id, pr.price, pr.old_price),
                                      '${PRICES_SEPARATOR}')
                       FROM prices pr
                      WHERE pr.product_id = p.id AND pr.price_type_id IN (${priceTypeIds.join(', ')}))
                    AS prices`);
  const sql = `SELECT ${selected.join(', ')} FROM products p
    WHERE p.id > $1 AND ${condition} ORDER BY p.id LIMIT $2`;
  return (db: Queryable, afterId: number, pageSize: number) =>
    db.query<ProductRow>(sql, listed ? [afterId, pageSize, sectionIds] : [afterId, pageSize]);
}

/**
 * The products of the export's sections as a condition on `p`, the section list (when `listed`)
 * being parameter `$n`. The planner weighs each id of a list on every page: 300 of them cost more
 * than the page, so every section is asked as "has a section".
 */
export function inSections(
  sectionIds: number[] | null,
  everySection: boolean,
  n: number,
): { condition: string; listed: boolean } {
  if (everySection) return { condition: 'p.section_id IS NOT NULL', listed: false };
  if (sectionIds === null) return { condition: 'true', listed: false };
  return { condition: `p.section_id = ANY($${n}::int[])`, listed: true };
}

/** Between two prices of one product in `ProductRow.prices` (numbers never hold it). */
const PRICES_SEPARATOR = ',';

/** `ProductRow.prices` read back: per price list, its price and old price as PostgreSQL prints them. */
export function pricesOf(text: string | null | undefined): Map<number, [string, string]> {
  const prices = new Map<number, [string, string]>();
  if (!text) return prices;
  for (const entry of text.split(PRICES_SEPARATOR)) {
    const [type, price = '', oldPrice = ''] = entry.split(':');
    prices.set(Number(type), [price, oldPrice]);
  }
  return prices;
}

/** The values of the chosen list properties, in the order a cell lists them. */
export function listValues(db: Queryable, propertyIds: readonly number[]): Promise<ListValue[]> {
  return db.query<ListValue>(
    `SELECT id, property_id, value FROM property_values
      WHERE property_id = ANY($1::int[]) ORDER BY property_id, sort, id`,
    [propertyIds],
  );
}

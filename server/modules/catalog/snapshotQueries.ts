import type { Queryable } from '../../lib/db/types';

/** The rows the in-process catalogue index is built from (SQL stays the source of truth). */
/**
 * Active products in id order, one line each: `id mainSection popularity created valueIds code`,
 * fields split by spaces, `valueIds` comma-separated, the code last (it may hold spaces).
 */
interface ProductLines {
  lines: string;
}
/** A price list as two comma-separated lists in one order: product ids and their prices. */
interface PriceListRow {
  price_type_id: number;
  product_ids: string;
  prices: string;
}
interface SectionRow {
  id: number;
  parent_id: number | null;
  code: string;
  name: string;
  sort: number;
  active: boolean;
  description: string | null;
}
interface PropertyRow {
  id: number;
  code: string;
  name: string;
  is_size: boolean;
}
interface ValueRow {
  id: number;
  property_id: number;
  value: string;
  slug: string;
}
export interface FilterConfigRow {
  id: number;
  uf_section_id: number;
  uf_property_id: number;
  uf_name: string;
  uf_use_default: boolean;
  uf_sort: number;
  uf_values: string[];
}
export interface SeoFilterRow {
  id: number;
  uf_base_url: string;
  uf_property_id: number | null;
  uf_active: boolean;
  uf_use_default: boolean;
  uf_re_link: boolean;
  uf_to_lower_case: boolean;
  uf_meta: { H1?: string; TITLE?: string; DESCRIPTION?: string };
  uf_replaces: { DISPLAY_NAME?: string; REPLACE?: string }[];
  uf_sort: number;
}

/** An applied section relation: the section shows the products of the sections `items`. */
export interface RelationRow {
  section_id: number;
  items: number[];
}

/** The staff's settings for the section pages, read again on a presentation change alone. */
export interface PresentationRows {
  filterConfig: FilterConfigRow[];
  binds: { section_id: number; bind_section_id: number }[];
  disabled: { section_id: number; property_id: number }[];
  seo: SeoFilterRow[];
}

export interface CatalogRows extends PresentationRows {
  products: ProductLines;
  /** Every product's section links (inactive products' too), comma-separated in one order. */
  productSections: { product_ids: string; section_ids: string };
  priceLists: PriceListRow[];
  sections: SectionRow[];
  relations: RelationRow[];
  properties: PropertyRow[];
  values: ValueRow[];
  locations: { id: number; price_type_id: number }[];
}

/**
 * Products per statement of the three big reads. On the embedded engine a shopper's query waits
 * for the statement on its one connection: a whole read of the full demo's product lines held it
 * for 0.45-0.5 s after every import, a tenth of it for about 50 ms (docs/benchmarks.md, issue 24
 * point 2).
 */
const IDS_PER_READ = 10_000;

/**
 * Everything the index needs. Products, product links and price lists come as a few texts: 100
 * 000 one-line rows cost about four times as much to ship out of the embedded database (measured
 * on the full demo: 8.2 s against 2.1 s), and at 1 000 000 products arrays cost a sort per
 * aggregate and seconds of parsing each (issue 24 point 4). Each is read a range of product ids
 * at a time (IDS_PER_READ), the three side by side, each on a connection of its own on
 * PostgreSQL. Links and prices of inactive products come too, which spares a join; the index
 * skips them. A product is in one range, so each product's lines come from one moment.
 */
export async function loadCatalogRows(
  db: Queryable,
  idsPerRead = IDS_PER_READ,
): Promise<CatalogRows> {
  const [{ last } = { last: 0 }] = await db.query<{ last: number }>(
    'SELECT coalesce(max(id), 0) AS last FROM products',
  );
  const [products, productSections, priceLists] = await Promise.all([
    inIdRanges(last, idsPerRead, (from, to) =>
      db.query<ProductLines>(
        `SELECT coalesce(string_agg(concat_ws(' ', id, coalesce(section_id, 0), popularity,
                  extract(epoch FROM created_at)::float8, array_to_string(value_ids, ','), code),
                E'\\n' ORDER BY id), '') AS lines
           FROM products WHERE active AND id > $1 AND id <= $2`,
        [from, to],
      ),
    ),
    inIdRanges(last, idsPerRead, (from, to) =>
      db.query<CatalogRows['productSections']>(
        `SELECT coalesce(string_agg(product_id::text, ','), '') AS product_ids,
                coalesce(string_agg(section_id::text, ','), '') AS section_ids
           FROM product_sections WHERE product_id > $1 AND product_id <= $2`,
        [from, to],
      ),
    ),
    inIdRanges(last, idsPerRead, (from, to) =>
      db.query<PriceListRow>(
        `SELECT price_type_id, string_agg(product_id::text, ',') AS product_ids,
                string_agg(price::text, ',') AS prices
           FROM prices WHERE product_id > $1 AND product_id <= $2 GROUP BY price_type_id`,
        [from, to],
      ),
    ),
  ]);
  return {
    products: { lines: joinedField(products, 'lines', '\n') },
    productSections: {
      product_ids: joinedField(productSections, 'product_ids', ','),
      section_ids: joinedField(productSections, 'section_ids', ','),
    },
    priceLists: mergedPriceLists(priceLists),
    sections: await db.query<SectionRow>(
      'SELECT id, parent_id, code, name, sort, active, description FROM sections ORDER BY sort, id',
    ),
    relations: await loadRelations(db),
    properties: await db.query<PropertyRow>(
      `SELECT id, code, name, is_size FROM properties WHERE type = 'list'`,
    ),
    values: await db.query<ValueRow>(
      'SELECT id, property_id, value, slug FROM property_values ORDER BY sort, id',
    ),
    ...(await loadPresentationRows(db)),
    locations: await db.query('SELECT id, price_type_id FROM locations'),
  };
}

/** The rows of `read` over the product ids 1..last, `size` ids at a time, in id order. */
async function inIdRanges<Row>(
  last: number,
  size: number,
  read: (after: number, upTo: number) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let after = 0; after < last; after += size)
    rows.push(...(await read(after, Math.min(after + size, last))));
  return rows;
}

/** A text field of the ranges' rows as one text, the empty ranges left out. */
const joinedField = <Row extends Record<Key, string>, Key extends string>(
  rows: readonly Row[],
  key: Key,
  separator: string,
) =>
  rows
    .map((row) => row[key])
    .filter((part) => part !== '')
    .join(separator);

/** One list per price type from the ranges' lists. */
function mergedPriceLists(rows: PriceListRow[]): PriceListRow[] {
  const byType = new Map<number, PriceListRow[]>();
  for (const row of rows) {
    const lists = byType.get(row.price_type_id);
    if (lists) lists.push(row);
    else byType.set(row.price_type_id, [row]);
  }
  return [...byType].map(([priceTypeId, lists]) => ({
    price_type_id: priceTypeId,
    product_ids: joinedField(lists, 'product_ids', ','),
    prices: joinedField(lists, 'prices', ','),
  }));
}

/** What the shop shows is what staff applied, not what they only saved (section relations tool). */
export function loadRelations(db: Queryable): Promise<RelationRow[]> {
  return db.query(
    "SELECT section_id, applied_items AS items FROM section_relations WHERE applied_items <> '{}'",
  );
}

export async function loadPresentationRows(db: Queryable): Promise<PresentationRows> {
  return {
    filterConfig: await db.query<FilterConfigRow>(
      `SELECT id, uf_section_id, uf_property_id, uf_name, uf_use_default, uf_sort, uf_values
         FROM filter_config ORDER BY uf_sort, id`,
    ),
    binds: await db.query('SELECT section_id, bind_section_id FROM filter_binds'),
    disabled: await db.query('SELECT section_id, property_id FROM filter_disabled_properties'),
    seo: await db.query<SeoFilterRow>(
      `SELECT id, uf_base_url, uf_property_id, uf_active, uf_use_default, uf_re_link,
              uf_to_lower_case, uf_meta, uf_replaces, uf_sort
         FROM seo_filter ORDER BY uf_sort, id`,
    ),
  };
}

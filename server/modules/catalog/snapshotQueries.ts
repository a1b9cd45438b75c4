import type { Queryable } from '../../lib/db/types';

/** The rows the in-process catalogue index is built from (SQL stays the source of truth). */
/**
 * Active products in id order as one row of parallel arrays: `codes` joined by newlines,
 * `value_ids` as one text, each product's ids comma-separated and products separated by spaces.
 */
interface ProductColumns {
  ids: number[];
  codes: string;
  section_ids: number[];
  popularity: number[];
  created: number[];
  value_ids: string;
}
interface PriceListRow {
  price_type_id: number;
  product_ids: number[];
  prices: number[];
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
  products: ProductColumns;
  productSections: { product_ids: number[]; section_ids: number[] };
  priceLists: PriceListRow[];
  sections: SectionRow[];
  relations: RelationRow[];
  properties: PropertyRow[];
  values: ValueRow[];
  locations: { id: number; price_type_id: number }[];
}

/**
 * Everything the index needs, one statement each. Products, product links and price lists come
 * as a few rows of big arrays: 100 000 one-line rows cost about four times as much to ship out of
 * the embedded database (measured on the full demo: 8.2 s against 2.1 s).
 */
export async function loadCatalogRows(db: Queryable): Promise<CatalogRows> {
  const [products] = await db.query<ProductColumns>(
    `SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids,
            coalesce(string_agg(code, E'\\n' ORDER BY id), '') AS codes,
            coalesce(array_agg(coalesce(section_id, 0) ORDER BY id), '{}') AS section_ids,
            coalesce(array_agg(popularity ORDER BY id), '{}') AS popularity,
            coalesce(array_agg(extract(epoch FROM created_at)::float8 ORDER BY id), '{}') AS created,
            coalesce(string_agg(array_to_string(value_ids, ','), ' ' ORDER BY id), '') AS value_ids
       FROM products WHERE active`,
  );
  const [productSections] = await db.query<CatalogRows['productSections']>(
    `SELECT coalesce(array_agg(ps.product_id), '{}') AS product_ids,
            coalesce(array_agg(ps.section_id), '{}') AS section_ids
       FROM product_sections ps JOIN products p ON p.id = ps.product_id AND p.active`,
  );
  const priceLists = await db.query<PriceListRow>(
    `SELECT pr.price_type_id, array_agg(pr.product_id) AS product_ids,
            array_agg(pr.price) AS prices
       FROM prices pr JOIN products p ON p.id = pr.product_id AND p.active
      GROUP BY pr.price_type_id`,
  );
  return {
    products: products ?? {
      ids: [],
      codes: '',
      section_ids: [],
      popularity: [],
      created: [],
      value_ids: '',
    },
    productSections: productSections ?? { product_ids: [], section_ids: [] },
    priceLists,
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

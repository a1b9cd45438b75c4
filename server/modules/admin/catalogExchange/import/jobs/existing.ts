import type { Queryable } from '../../shared';
import type { ParsedRow } from '../rows';
import type { ExistingProduct, ProductKey, Rejection, StoredText } from '../rows/types';

export interface BatchKeys {
  ids: number[];
  xmlIds: string[];
  codes: string[];
}

/**
 * A stored product as the lookup's JSON holds it: each price as [type id, price, old price], the
 * long texts whole or as their MD5s.
 */
type FoundProduct = Omit<ExistingProduct, 'prices' | 'preview_text' | 'detail_text'> & {
  preview_text?: string;
  detail_text?: string;
  preview_md5?: string;
  detail_md5?: string;
  prices: [number, number, number | null][] | null;
};

/**
 * How the lookup gives the long texts: whole, or as MD5s when the file is UTF-8 and a cell is
 * compared with them as it is (no `asWritten` stand-ins to apply to the stored text).
 */
export type LongTexts = 'whole' | 'md5';

const LONG_TEXTS_SQL: Record<LongTexts, string> = {
  whole: 'p.preview_text, p.detail_text',
  md5: 'md5(p.preview_text) AS preview_md5, md5(p.detail_text) AS detail_md5',
};

/**
 * The products a batch's keys name, each once, with their values, attributes and prices. They come
 * as one JSON value: the embedded engine hands each column of each row to a parser of its own,
 * which made this lookup the largest cost of a dry run's batch (a third more per 100-row batch
 * than one document that `JSON.parse` reads, measured on the full demo). Each product's prices
 * come as number arrays, not objects: building four JSON objects a product took a third of the
 * lookup's time on the embedded engine; the long texts as MD5s took 1.2 ms off the 4 left for
 * 100 products of the full demo, more where descriptions are long (docs/benchmarks.md, issue 24
 * point 2).
 */
export async function loadExisting(
  db: Queryable,
  keys: BatchKeys,
  longTexts: LongTexts = 'whole',
): Promise<ExistingProduct[]> {
  if (!keys.ids.length && !keys.xmlIds.length && !keys.codes.length) return [];
  const [row] = await db.query<{ products: FoundProduct[] }>(
    `SELECT coalesce(json_agg(found), '[]') AS products FROM (
       SELECT p.id, p.xml_id, p.code, p.name, p.active, p.section_id, p.sort,
              ${LONG_TEXTS_SQL[longTexts]}, st.stock, p.value_ids, p.attributes, pr.prices
         FROM products p
         JOIN product_stock st ON st.product_id = p.id
         LEFT JOIN LATERAL (
           SELECT array_agg(ARRAY[price_type_id, price, old_price]::float8[]
                            ORDER BY price_type_id) AS prices
             FROM prices WHERE product_id = p.id
         ) pr ON true
        WHERE p.id = ANY($1::int[]) OR p.xml_id = ANY($2::text[]) OR p.code = ANY($3::text[])
     ) found`,
    [keys.ids, keys.xmlIds, keys.codes],
  );
  return (row?.products ?? []).map(({ preview_md5, detail_md5, ...product }) => ({
    ...product,
    preview_text: longText(product.preview_text, preview_md5),
    detail_text: longText(product.detail_text, detail_md5),
    prices: (product.prices ?? []).map(([priceTypeId, price, oldPrice]) => ({
      priceTypeId,
      price,
      oldPrice,
    })),
  }));
}

const longText = (whole: string | undefined, md5: string | undefined): StoredText =>
  md5 === undefined ? (whole ?? '') : { md5 };

/** Lookups of a batch's products by each key. */
export class ExistingIndex {
  private readonly byId = new Map<number, ExistingProduct>();
  private readonly byXmlId = new Map<string, ExistingProduct>();
  private readonly byCode = new Map<string, ExistingProduct>();

  constructor(products: readonly ExistingProduct[]) {
    for (const product of products) {
      this.byId.set(product.id, product);
      if (product.xml_id !== null) this.byXmlId.set(product.xml_id, product);
      this.byCode.set(product.code, product);
    }
  }

  /**
   * issue 25 point 4: the row's own key decides: its ID, else its XML_ID, else its CODE only when
   * it has no XML_ID. A row with an unknown ID or XML_ID never falls back to a weaker key, so a
   * new XML_ID whose CODE another product has is that product's clash (`takenKeys`), not it.
   */
  find(key: ProductKey): ExistingProduct | null {
    if (key.id !== null) return this.byId.get(key.id) ?? null;
    if (key.xmlId !== null) return this.byXmlId.get(key.xmlId) ?? null;
    return (key.code !== null ? this.byCode.get(key.code) : undefined) ?? null;
  }

  /**
   * products.code and products.xml_id are unique: a row giving `product` a code or an external id
   * another product holds would fail the write, so both phases refuse it.
   */
  takenKeys(row: ParsedRow, product: ExistingProduct | null): Rejection[] {
    const taken = (
      holder: ExistingProduct | undefined,
      column: string | undefined,
      what: string,
    ): Rejection[] =>
      holder && holder.id !== product?.id
        ? [
            {
              line: row.line,
              column: column ?? null,
              reason: `${what} уже у товара «${holder.name}»`,
            },
          ]
        : [];
    const { code, xml_id: xmlId } = row.fields;
    return [
      ...(code === undefined
        ? []
        : taken(this.byCode.get(code), row.fieldColumns.code, `Символьный код «${code}»`)),
      ...(xmlId == null
        ? []
        : taken(this.byXmlId.get(xmlId), row.fieldColumns.xml_id, `Внешний код «${xmlId}»`)),
    ];
  }
}

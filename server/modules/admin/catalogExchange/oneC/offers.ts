import type { Queryable } from '../shared';
import type { StoredForWrite } from '../import/jobs/write';
import type { ExistingProduct, PriceCell, ProductPatch } from '../import/rows/types';
import type { ExchangeContext } from './context';
import { NO_PRICE_LIST, priceTypeItem } from './priceTypeLinks';
import type { Problem } from './problems';
import { listOf, textOf, type XmlNode } from './xmlItems';

/**
 * ТипыЦен onto the shop's price lists: by Ид once mapped, else a list of the same name (or code)
 * without one is taken over. A type no list matches is listed for staff, never guessed.
 */
export async function mapPriceTypes(
  tx: Queryable,
  context: ExchangeContext,
  types: XmlNode,
  problems: Problem[],
): Promise<void> {
  for (const type of types.children.filter((c) => c.name === 'ТипЦены')) {
    const xmlId = textOf(type, 'Ид');
    const name = textOf(type, 'Наименование');
    if (!xmlId || context.priceTypesByXmlId.has(xmlId)) continue;
    const [taken] = await tx.query<{ id: number }>(
      `UPDATE price_types SET xml_id = $1
        WHERE id = (SELECT id FROM price_types
                     WHERE xml_id IS NULL AND (lower(name) = lower($2) OR lower(code) = lower($2))
                     ORDER BY id LIMIT 1)
        RETURNING id`,
      [xmlId, name],
    );
    if (taken) context.priceTypesByXmlId.set(xmlId, taken.id);
    else
      problems.push({
        item: priceTypeItem(name, xmlId),
        reason: NO_PRICE_LIST,
      });
  }
}

const offerName = (offer: XmlNode) =>
  `Предложение «${textOf(offer, 'Наименование') || '—'}» (Ид ${textOf(offer, 'Ид') || '—'})`;

/** The product an offer's Ид names: 1C writes `товар#характеристика` for a characteristic. */
export function offerProductXmlId(offer: XmlNode): string | null {
  const [product, characteristic] = textOf(offer, 'Ид').split('#');
  return characteristic ? null : product || null;
}

/** What an offer compares with and writes: no texts (the goods' full reading of issue 14). */
export type OfferProduct = StoredForWrite & Pick<ExistingProduct, 'xml_id' | 'stock' | 'prices'>;

/**
 * The products a batch of offers names, by Ид, with their prices: two plain reads instead of the
 * goods' reading of every column and prices as JSON, which took 4.4 of the 100 000-offer file's
 * 20.5 s on the embedded engine (docs/benchmarks.md, issue 28 point 5).
 */
export async function loadOfferProducts(
  tx: Queryable,
  xmlIds: readonly string[],
): Promise<Map<string, OfferProduct>> {
  const products = await tx.query<Omit<OfferProduct, 'prices'>>(
    `SELECT p.id, p.xml_id, p.section_id, st.stock, p.value_ids, p.attributes
       FROM products p JOIN product_stock st ON st.product_id = p.id
      WHERE p.xml_id = ANY($1::text[])`,
    [xmlIds],
  );
  const byId = new Map(products.map((p) => [p.id, { ...p, prices: [] as PriceCell[] }]));
  const prices = await tx.query<PriceCell & { productId: number }>(
    `SELECT product_id AS "productId", price_type_id AS "priceTypeId", price::float8 AS price,
            old_price::float8 AS "oldPrice"
       FROM prices WHERE product_id = ANY($1::int[]) ORDER BY product_id, price_type_id`,
    [[...byId.keys()]],
  );
  for (const { productId, ...cell } of prices) byId.get(productId)?.prices.push(cell);
  return new Map([...byId.values()].map((p) => [p.xml_id as string, p]));
}

const money = (text: string) => Number(text.replace(',', '.').replace(/\s/g, ''));

/**
 * One Предложение as a patch of prices and stock only (what differs), or null when nothing
 * changes or it names no product of the shop.
 */
export function offerPatch(
  context: ExchangeContext,
  offer: XmlNode,
  existing: OfferProduct | null,
  problems: Problem[],
): ProductPatch | null {
  if (offerProductXmlId(offer) === null) {
    problems.push({
      item: offerName(offer),
      reason: 'Характеристики товаров магазин не хранит: предложение не загружено',
    });
    return null;
  }
  if (!existing) {
    problems.push({ item: offerName(offer), reason: 'Товара с таким Ид нет в магазине' });
    return null;
  }
  const prices: PriceCell[] = [];
  for (const price of listOf(offer, 'Цены', 'Цена')) {
    const priceTypeId = context.priceTypesByXmlId.get(textOf(price, 'ИдТипаЦены'));
    const value = money(textOf(price, 'ЦенаЗаЕдиницу'));
    if (priceTypeId === undefined) continue;
    if (!Number.isFinite(value) || value < 0) {
      problems.push({
        item: offerName(offer),
        reason: `Цена «${textOf(price, 'ЦенаЗаЕдиницу')}» не число`,
      });
      continue;
    }
    const before = existing.prices.find((cell) => cell.priceTypeId === priceTypeId);
    if (before?.price !== value)
      prices.push({ priceTypeId, price: value, oldPrice: before?.oldPrice ?? null });
  }
  const fields: ProductPatch['fields'] = {};
  const quantity = textOf(offer, 'Количество');
  if (quantity) {
    const stock = Math.max(0, Math.floor(money(quantity)));
    if (Number.isFinite(stock) && stock !== existing.stock) fields.stock = stock;
  }
  if (!prices.length && !Object.keys(fields).length) return null;
  return { line: 0, productId: existing.id, fields, prices, listValues: [], attributes: {} };
}

import { badRequest, type Queryable, type Schema } from '../shared';

type PriceTypeLink = Schema<'Exchange1cPriceTypeLink'>;

/** The problem an import lists for a 1C price type no price list takes (offers.ts). */
export const NO_PRICE_LIST =
  'Нет прайс-листа магазина с таким названием: цены этого типа не записаны';
export const priceTypeItem = (name: string, xmlId: string) => `Тип цен «${name}» (Ид ${xmlId})`;
const PRICE_TYPE_ITEM = /^Тип цен «(.*)» \(Ид (.+)\)$/;

/** The imports whose unmapped price types the screen offers to map. */
const RECENT_IMPORTS = 20;

/** The 1C price types mapped onto price lists (price_types.xml_id), by Ид. */
export async function priceTypeLinks(db: Queryable): Promise<PriceTypeLink[]> {
  return db.query<PriceTypeLink>(
    `SELECT xml_id AS "xmlId", id AS "priceListId" FROM price_types
      WHERE xml_id IS NOT NULL ORDER BY xml_id`,
  );
}

/**
 * issue 28 point 3: every 1C price type seen: the mapped ones (named by their list, which the
 * import took over by name) and those recent imports listed as without a list.
 */
export async function seenPriceTypes(db: Queryable): Promise<Schema<'Exchange1cPriceType'>[]> {
  const [mapped, unmapped] = await Promise.all([
    db.query<Schema<'Exchange1cPriceType'>>(
      `SELECT xml_id AS "xmlId", name, id AS "priceListId" FROM price_types
        WHERE xml_id IS NOT NULL ORDER BY name, id`,
    ),
    db.query<{ item: string }>(
      `SELECT DISTINCT item FROM exchange_1c_problems
        WHERE reason = $1
          AND import_id IN (SELECT id FROM exchange_1c_imports ORDER BY id DESC LIMIT $2)
        ORDER BY item`,
      [NO_PRICE_LIST, RECENT_IMPORTS],
    ),
  ]);
  const known = new Set(mapped.map((type) => type.xmlId));
  const seen = [...mapped];
  for (const { item } of unmapped) {
    const [, name, xmlId] = PRICE_TYPE_ITEM.exec(item) ?? [];
    if (name === undefined || xmlId === undefined || known.has(xmlId)) continue;
    known.add(xmlId);
    seen.push({ xmlId, name, priceListId: null });
  }
  return seen;
}

/**
 * The posted mapping replaces the stored one for the types it names: each price list takes at
 * most one 1C type (its xml_id), and a type set to no list is no longer mapped (the next import
 * takes over a list of its name again, or lists it for staff).
 */
export async function linkPriceTypes(tx: Queryable, links: PriceTypeLink[]): Promise<void> {
  const xmlIds = links.map((link) => link.xmlId);
  const twice = xmlIds.find((id, i) => xmlIds.indexOf(id) !== i);
  if (twice !== undefined) throw badRequest(`Тип цен 1С с Ид ${twice} передан дважды`);
  const lists = await tx.query<{ id: number; name: string }>('SELECT id, name FROM price_types');
  const byId = new Map(lists.map((list) => [list.id, list.name]));
  const taken = new Set<number>();
  for (const { priceListId } of links) {
    if (priceListId === null) continue;
    const name = byId.get(priceListId);
    if (name === undefined) throw badRequest(`Прайс-лист ${priceListId} не найден`);
    if (taken.has(priceListId))
      throw badRequest(`Прайс-лист «${name}» выбран для двух типов цен 1С: оставьте один`);
    taken.add(priceListId);
  }
  await tx.query('UPDATE price_types SET xml_id = NULL WHERE xml_id = ANY ($1::text[])', [xmlIds]);
  for (const { xmlId, priceListId } of links)
    if (priceListId !== null)
      await tx.query('UPDATE price_types SET xml_id = $1 WHERE id = $2', [xmlId, priceListId]);
}

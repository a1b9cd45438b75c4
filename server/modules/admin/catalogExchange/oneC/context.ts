import type { Queryable } from '../shared';
import { loadCheckContext, type CheckContext } from '../import/rows';

/** 1C's identifiers of the shop's rows, beside the CSV import's lookups (loaded once per call). */
export interface ExchangeContext {
  check: CheckContext;
  sectionsByXmlId: Map<string, number>;
  propertiesByXmlId: Map<string, number>;
  /** Per property: value texts by ИдЗначения. */
  valuesByXmlId: Map<number, Map<string, string>>;
  priceTypesByXmlId: Map<string, number>;
}

export async function loadExchangeContext(db: Queryable): Promise<ExchangeContext> {
  const [check, sections, properties, values, priceTypes] = await Promise.all([
    loadCheckContext(db, 'utf-8'),
    db.query<{ id: number; xml_id: string }>(
      'SELECT id, xml_id FROM sections WHERE xml_id IS NOT NULL',
    ),
    db.query<{ id: number; xml_id: string }>(
      'SELECT id, xml_id FROM properties WHERE xml_id IS NOT NULL',
    ),
    db.query<{ property_id: number; xml_id: string; value: string }>(
      'SELECT property_id, xml_id, value FROM property_values WHERE xml_id IS NOT NULL',
    ),
    db.query<{ id: number; xml_id: string }>(
      'SELECT id, xml_id FROM price_types WHERE xml_id IS NOT NULL',
    ),
  ]);
  const valuesByXmlId = new Map<number, Map<string, string>>();
  for (const value of values) {
    let byId = valuesByXmlId.get(value.property_id);
    if (!byId) valuesByXmlId.set(value.property_id, (byId = new Map()));
    byId.set(value.xml_id, value.value);
  }
  const byXmlId = (rows: { id: number; xml_id: string }[]) =>
    new Map(rows.map((row) => [row.xml_id, row.id]));
  return {
    check,
    sectionsByXmlId: byXmlId(sections),
    propertiesByXmlId: byXmlId(properties),
    valuesByXmlId,
    priceTypesByXmlId: byXmlId(priceTypes),
  };
}

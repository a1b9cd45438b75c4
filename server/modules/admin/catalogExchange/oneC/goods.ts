import { plural } from '@shared';
import { normaliseCell, translit, type Queryable } from '../shared';
import { normaliseSize } from '../import/rows/cells';
import type { ExistingProduct, ProductPatch } from '../import/rows/types';
import type { ExchangeContext } from './context';
import type { Problem } from './problems';
import { childOf, listOf, textOf, type XmlNode } from './xmlItems';

/** The shop's property that holds Артикул (the demo's and the CSV exchange's). */
const ARTICLE_PROPERTY = 'artikul';

/** The unit every good of the shop is sold in: шт, code 796 of ОКЕИ (what 1C sends for it). */
const PIECE_CODE = '796';
const PIECE_NAMES = new Set(['шт', 'шт.', 'штука']);
const UNIT_NOT_LOADED = 'Не загружается: в магазине все товары продаются поштучно';

/** The problem line of an import's goods with further groups (one per import, count updated). */
export const FURTHER_GROUPS_ITEM = 'Товары в нескольких группах';
export const furtherGroupsReason = (count: number) =>
  `У ${count} ${plural(count, ['товара', 'товаров', 'товаров'])} в 1С больше одной группы: ` +
  'в магазине товар лежит в разделе первой известной группы, остальные группы не применены';

export const goodName = (good: XmlNode) =>
  `Товар «${textOf(good, 'Наименование') || '—'}» (Ид ${textOf(good, 'Ид') || '—'})`;

/** A list value as the CSV import would store it: sizes normalised, the column's rule applied. */
function listValue(
  context: ExchangeContext,
  propertyId: number,
  raw: string,
  sectionId: number | null,
): string | null {
  const check = context.check;
  const byXmlId = context.valuesByXmlId.get(propertyId)?.get(raw);
  if (byXmlId) return byXmlId;
  let value = check.sizeProperties.has(propertyId) ? (normaliseSize(raw) ?? raw) : raw.trim();
  const property = check.properties.get(propertyId);
  const description = property && check.columns.get(property.column);
  if (description?.IN_FILTER === 1 && sectionId !== null) {
    const normalised = normaliseCell(description, sectionId, value);
    if (normalised === null) return null;
    value = normalised;
  }
  return check.values.get(propertyId)?.get(value.toLowerCase())?.value ?? value;
}

function plainValue(type: string, raw: string): string | number | boolean | null {
  if (type === 'number') {
    const number = Number(raw.replace(',', '.').replace(/\s/g, ''));
    return Number.isFinite(number) ? number : null;
  }
  if (type === 'boolean') return /^(true|да|1)$/i.test(raw);
  return raw;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.some((y) => y.toLowerCase() === x.toLowerCase()));

/** The sections of the good's groups the shop knows, in the file's order, each once. */
function knownSections(context: ExchangeContext, groups: readonly string[]): number[] {
  return [...new Set(groups.flatMap((id) => context.sectionsByXmlId.get(id) ?? []))];
}

/** Whether the good names more than one known group (the shop keeps it in the first alone). */
export function hasFurtherGroups(context: ExchangeContext, good: XmlNode): boolean {
  const groups = listOf(good, 'Группы', 'Ид').map((node) => node.text.trim());
  return knownSections(context, groups).length > 1;
}

/**
 * БазоваяЕдиница named for staff when it is not the piece: the shop keeps no unit per product
 * (everything is sold by the piece), so another unit is listed. 1C writes `<БазоваяЕдиница
 * Код="796" НаименованиеПолное="Штука">шт</БазоваяЕдиница>`; some versions put the code and the
 * short name in child elements.
 */
function otherUnit(good: XmlNode): string | null {
  const unit = childOf(good, 'БазоваяЕдиница');
  if (!unit) return null;
  const code = (unit.attributes['Код'] ?? textOf(unit, 'Код')).trim();
  const name =
    (unit.children.length === 0 ? unit.text.trim() : '') ||
    unit.attributes['НаименованиеКраткое']?.trim() ||
    textOf(unit, 'НаименованиеКраткое') ||
    unit.attributes['НаименованиеПолное']?.trim() ||
    textOf(unit, 'НаименованиеПолное');
  if (code === PIECE_CODE || PIECE_NAMES.has(name.toLowerCase())) return null;
  if (!name) return code ? `Единица измерения с кодом ${code}` : null;
  return `Единица измерения «${name}»${code ? ` (код ${code})` : ''}`;
}

/**
 * One Товар of import.xml as a patch of the CSV import (only what differs from the stored
 * product), or null when nothing changes or it cannot be written (the reason in `problems`).
 * Its Картинка elements are read apart (pictures.ts): checking them reads files.
 */
export function goodPatch(
  context: ExchangeContext,
  good: XmlNode,
  existing: ExistingProduct | null,
  problems: Problem[],
): ProductPatch | null {
  const check = context.check;
  const xmlId = textOf(good, 'Ид');
  const name = textOf(good, 'Наименование');
  if (!xmlId) return null;
  const groups = listOf(good, 'Группы', 'Ид').map((node) => node.text.trim());
  const known = knownSections(context, groups);
  for (const id of groups)
    if (!context.sectionsByXmlId.has(id))
      problems.push({
        item: goodName(good),
        reason: `Группа с Ид ${id} не найдена в классификаторе`,
      });
  const sectionId = known[0] ?? existing?.section_id ?? null;
  if (!existing && (sectionId === null || !name)) {
    problems.push({
      item: goodName(good),
      reason: name
        ? 'У нового товара нет известной группы: в магазине товар лежит в разделе, товар не создан'
        : 'У нового товара нет наименования: товар не создан',
    });
    return null;
  }
  const patch: ProductPatch = {
    line: 0,
    productId: existing?.id ?? null,
    fields: {},
    prices: [],
    listValues: [],
    attributes: {},
  };
  const set = <K extends keyof ProductPatch['fields']>(
    key: K,
    value: ProductPatch['fields'][K],
  ) => {
    if (!existing || existing[key] !== value) patch.fields[key] = value;
  };
  if (!existing) patch.fields.xml_id = xmlId;
  if (name) set('name', name);
  if (sectionId !== null) set('section_id', sectionId);
  const description = childOf(good, 'Описание');
  if (description) set('detail_text', description.text.trim());
  const deleted =
    good.attributes['Статус'] === 'Удален' || textOf(good, 'ПометкаУдаления') === 'true';
  set('active', !deleted);

  const unit = otherUnit(good);
  if (unit) problems.push({ item: unit, reason: UNIT_NOT_LOADED });

  const article = textOf(good, 'Артикул');
  const articleProperty = check.propertiesByCode.get(ARTICLE_PROPERTY);
  if (article && articleProperty && existing?.attributes[articleProperty.code] !== article)
    patch.attributes[articleProperty.code] = article;

  for (const value of listOf(good, 'ЗначенияСвойств', 'ЗначенияСвойства')) {
    const propertyXmlId = textOf(value, 'Ид');
    const propertyId = context.propertiesByXmlId.get(propertyXmlId);
    const property = propertyId === undefined ? undefined : check.properties.get(propertyId);
    if (!property) {
      problems.push({
        item: `Свойство с Ид ${propertyXmlId}`,
        reason: 'Свойства нет в классификаторе и в магазине: его значения не загружены',
      });
      continue;
    }
    const raws = value.children
      .filter((child) => child.name === 'Значение')
      .map((child) => child.text.trim())
      .filter(Boolean);
    if (property.type === 'list') {
      const values: string[] = [];
      for (const raw of raws) {
        const mapped = listValue(context, property.id, raw, sectionId);
        if (mapped === null)
          problems.push({
            item: goodName(good),
            reason: `Значение «${raw}» не подходит для фильтра свойства «${property.name}»`,
          });
        else values.push(mapped);
      }
      const before = (existing?.value_ids ?? []).flatMap((id) => {
        const info = check.valuesById.get(id);
        return info?.propertyId === property.id ? [info.value] : [];
      });
      if (!sameSet(values, before)) patch.listValues.push({ propertyId: property.id, values });
    } else {
      const plain = raws[0] === undefined ? null : plainValue(property.type, raws[0]);
      if ((existing?.attributes[property.code] ?? null) !== plain)
        patch.attributes[property.code] = plain;
    }
  }
  const changes =
    Object.keys(patch.fields).length +
    patch.listValues.length +
    Object.keys(patch.attributes).length;
  if (existing && changes === 0) return null;
  if (!existing) patch.fields.code = translit(name) || 'tovar';
  return patch;
}

/** New products' codes: the transliterated name, made unique against the shop and the batch. */
export async function freeProductCodes(tx: Queryable, creates: ProductPatch[]): Promise<void> {
  // Most batches create nothing (offers never do): the lookup below reads every product's code
  // (its LIKE takes no index), 30–150 ms a batch on PostgreSQL at 100 000 products.
  if (!creates.length) return;
  const wanted = creates.map((patch) => patch.fields.code as string);
  const taken = new Set(
    (
      await tx.query<{ code: string }>(
        `SELECT code FROM products
          WHERE code = ANY($1::text[]) OR code LIKE ANY(SELECT c || '-%' FROM unnest($1::text[]) c)`,
        [wanted],
      )
    ).map((row) => row.code),
  );
  for (const patch of creates) {
    const base = patch.fields.code as string;
    let code = base;
    for (let n = 2; taken.has(code); n++) code = `${base}-${n}`;
    taken.add(code);
    patch.fields.code = code;
  }
}

import { createHash } from 'node:crypto';
import type { CheckContext, PropertyInfo } from './context';
import { requiredProperties } from './context';
import { roundPrice } from './cells';
import type { ParsedRow } from './parseRow';
import { normaliseCell } from '../../shared';
import type {
  ExistingProduct,
  PriceCell,
  ProductFields,
  ProductPatch,
  Rejection,
  RowOutcome,
  StoredText,
} from './types';

/**
 * issue 14 points 4, 6 and 7: a parsed row against the product it names (null: none stored),
 * giving a rejection, `unchanged`, or the patch that writes only what differs. Pure.
 *
 * Decisions (docs/catalog.md "CSV import: how a row is read"):
 * - An empty cell of NAME, CODE, XML_ID, ACTIVE, SECTION_ID, SORT, STOCK or a price leaves the
 *   stored value; an empty text, old price or property cell clears it.
 * - A list value the product already has is kept as stored without the column's rule, so an
 *   export imported unchanged is unchanged even where the rule allows fewer values today; new
 *   values go through `normaliseCell` for the product's section, and take the spelling of a value
 *   the property already has.
 * - A required property may stay empty only on a product that already lacks it and stays in its
 *   section; a new product, a moved one, or a cell that would clear it is refused. When the file
 *   has no column for it at all, the row is refused without a rejection of its own: the property
 *   goes to `missingColumns` and the job says it once for the file (`missingColumnMessage`).
 */
export function resolveRow(
  parsed: ParsedRow,
  existing: ExistingProduct | null,
  context: CheckContext,
): RowOutcome {
  const rejections: Rejection[] = [];
  const reject = (column: string | null, reason: string) =>
    rejections.push({ line: parsed.line, column, reason });
  const { fields, fieldColumns } = parsed;

  if (parsed.key.id !== null && !existing) {
    reject(parsed.idColumn, `Товар с ID ${parsed.key.id} не найден`);
    return { kind: 'rejected', rejections };
  }
  const sectionId = fields.section_id ?? existing?.section_id ?? null;
  if (!existing) {
    if (sectionId === null) reject(parsed.sectionColumn, 'Не указан раздел');
    if (fields.name === undefined) reject(fieldColumns.name ?? null, 'Не указано название');
    if (fields.code === undefined)
      reject(fieldColumns.code ?? null, 'Не указан символьный код нового товара');
  }
  const moved = existing !== null && sectionId !== existing.section_id;

  const listValues = resolveLists(parsed, existing, context, sectionId, reject);
  const attributes = new Map(parsed.attributes.map((cell) => [cell.propertyId, cell]));
  const missingColumns: number[] = [];
  for (const property of requiredProperties(context, sectionId)) {
    const list = listValues.get(property.id);
    const attribute = attributes.get(property.id);
    const stored = existing !== null && hasStoredValue(existing, property, context);
    const filled = list ? list.values.length > 0 : attribute ? attribute.value !== null : stored;
    if (filled || (existing && !moved && !stored)) continue;
    // issue 25 point 3: the file has no column for it, which one file-level message says.
    if (!list && !attribute) missingColumns.push(property.id);
    else
      reject(
        list?.column ?? attribute?.column ?? null,
        `Не заполнено обязательное свойство «${property.name}»`,
      );
  }
  const prices = resolvePrices(parsed, existing, reject);
  if (missingColumns.length) return { kind: 'rejected', rejections, missingColumns };
  if (rejections.length) return { kind: 'rejected', rejections };

  const patch: ProductPatch = {
    line: parsed.line,
    productId: existing?.id ?? null,
    fields: changedFields(fields, existing, context.asWritten),
    prices,
    listValues: [],
    attributes: {},
  };
  for (const [propertyId, { values }] of listValues) {
    const before = existing ? storedTexts(existing, propertyId, context) : [];
    if (existing ? !sameTexts(before.map(context.asWritten), values) : values.length > 0)
      patch.listValues.push({ propertyId, values });
  }
  for (const cell of parsed.attributes) {
    const property = context.properties.get(cell.propertyId)!;
    const before = existing?.attributes[property.code] ?? null;
    if (existing ? !sameAttribute(before, cell.value, context.asWritten) : cell.value !== null)
      patch.attributes[property.code] = cell.value;
  }

  if (!existing) return { kind: 'create', patch };
  const changed =
    Object.keys(patch.fields).length > 0 ||
    patch.prices.length > 0 ||
    patch.listValues.length > 0 ||
    Object.keys(patch.attributes).length > 0;
  return changed ? { kind: 'update', patch } : { kind: 'unchanged', productId: existing.id };
}

/**
 * issue 25 point 3: the one file-level message for a required property the file has no column
 * for, naming the column that would fill it in the shop's own naming (a Bitrix file reads it too).
 */
export const missingColumnMessage = (property: PropertyInfo) =>
  `В файле нет колонки обязательного свойства «${property.name}»: добавьте ${property.column} или снимите обязательность в карточке свойств`;

/** Each list cell's values after the column rules, by property. */
function resolveLists(
  parsed: ParsedRow,
  existing: ExistingProduct | null,
  context: CheckContext,
  sectionId: number | null,
  reject: (column: string, reason: string) => void,
): Map<number, { column: string; values: string[] }> {
  const result = new Map<number, { column: string; values: string[] }>();
  for (const cell of parsed.lists) {
    const property = context.properties.get(cell.propertyId)!;
    const kept = new Map(
      (existing ? storedTexts(existing, property.id, context) : []).map((text) => [
        text.toLowerCase(),
        text,
      ]),
    );
    const description = context.columns.get(property.column);
    const known = context.values.get(property.id);
    const values = new Map<string, string>();
    for (const raw of cell.values) {
      let value = kept.get(raw.toLowerCase()) ?? null;
      if (value === null) {
        value =
          description?.IN_FILTER === 1 && sectionId !== null
            ? normaliseCell(description, sectionId, raw)
            : raw;
        if (value === null) {
          const section = context.sections.get(sectionId!)?.name ?? String(sectionId);
          reject(
            cell.column,
            `Значение «${raw}» не подходит для фильтра колонки ${property.column} в разделе «${section}»`,
          );
          continue;
        }
        value = known?.get(value.toLowerCase())?.value ?? value;
      }
      if (!values.has(value.toLowerCase())) values.set(value.toLowerCase(), value);
    }
    result.set(property.id, { column: cell.column, values: [...values.values()] });
  }
  return result;
}

/**
 * The prices to write. An empty price cell leaves the stored price; an empty old price cell
 * means the product is not discounted. An old price with no price at all is refused.
 */
function resolvePrices(
  parsed: ParsedRow,
  existing: ExistingProduct | null,
  reject: (column: string, reason: string) => void,
): PriceCell[] {
  const changed: PriceCell[] = [];
  for (const cells of parsed.prices) {
    const stored = existing?.prices.find((p) => p.priceTypeId === cells.priceTypeId);
    const price = cells.price?.value ?? (stored ? roundPrice(stored.price) : null);
    const oldPrice = cells.oldPrice
      ? cells.oldPrice.value
      : stored?.oldPrice == null
        ? null
        : roundPrice(stored.oldPrice);
    if (price === null) {
      if (cells.oldPrice && oldPrice !== null)
        reject(cells.oldPrice.column, 'Старая цена без цены');
      continue;
    }
    const same =
      stored !== undefined &&
      roundPrice(stored.price) === price &&
      (stored.oldPrice == null ? null : roundPrice(stored.oldPrice)) === oldPrice;
    if (!same) changed.push({ priceTypeId: cells.priceTypeId, price, oldPrice });
  }
  return changed;
}

/** The fields whose cell differs from the stored value as the file could hold it. */
function changedFields(
  fields: Partial<ProductFields>,
  existing: ExistingProduct | null,
  asWritten: (stored: string) => string,
): Partial<ProductFields> {
  if (!existing) return { ...fields };
  const changed: Partial<ProductFields> = {};
  for (const key of Object.keys(fields) as (keyof ProductFields)[]) {
    const value = fields[key];
    const stored = existing[key];
    const same =
      value === stored || (typeof value === 'string' && sameText(value, stored, asWritten));
    if (!same) Object.assign(changed, { [key]: value });
  }
  return changed;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A long text the lookup gave as its MD5 (for a UTF-8 file) is the same when the cell's MD5 is. */
function sameText(
  value: string,
  stored: StoredText | number | boolean | null,
  asWritten: (stored: string) => string,
): boolean {
  if (typeof stored === 'string') return value === asWritten(stored);
  return typeof stored === 'object' && stored !== null && md5(value) === stored.md5;
}

function storedTexts(
  existing: ExistingProduct,
  propertyId: number,
  context: CheckContext,
): string[] {
  const texts: string[] = [];
  for (const id of existing.value_ids) {
    const value = context.valuesById.get(id);
    if (value?.propertyId === propertyId) texts.push(value.value);
  }
  return texts;
}

function hasStoredValue(
  existing: ExistingProduct,
  property: PropertyInfo,
  context: CheckContext,
): boolean {
  if (property.type === 'list') return storedTexts(existing, property.id, context).length > 0;
  const value = existing.attributes[property.code];
  return value !== undefined && value !== null && value !== '';
}

/** List values compare as sets of texts in any letter case. */
function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a.map((text) => text.toLowerCase()));
  const right = new Set(b.map((text) => text.toLowerCase()));
  return left.size === right.size && [...left].every((text) => right.has(text));
}

function sameAttribute(
  stored: string | number | boolean | null,
  value: string | number | boolean | null,
  asWritten: (stored: string) => string,
): boolean {
  if (stored === null || stored === '') return value === null;
  if (value === null) return false;
  if (typeof value === 'number') return Number(stored) === value;
  if (typeof value === 'boolean') return stored === value;
  return asWritten(String(stored)) === value || String(stored) === value;
}

import { plural, type PluralForms } from '@shared';
import { MULTIPLE_VALUES } from '../../columns';
import {
  MAX_PRICE,
  normaliseSize,
  parseFlag,
  parseInteger,
  parseNumber,
  roundPrice,
} from './cells';
import { namePathKey, type CheckContext } from './context';
import type { HeaderPlan, PlannedColumn } from './header';
import { unstorableCells } from './storable';
import type { FileRecord, ProductFields, ProductKey, Rejection } from './types';

/** A cell of a price list's column: null is an empty cell. */
interface PriceCellValue {
  value: number | null;
  column: string;
}

interface RowPrices {
  priceTypeId: number;
  /** Absent: the file has no such column. */
  price?: PriceCellValue;
  oldPrice?: PriceCellValue;
}

interface ListCell {
  propertyId: number;
  column: string;
  /**
   * The cell split by MULTIPLE_VALUES, trimmed, empty parts dropped; sizes in the shop's form
   * (issue 25 point 2), not yet normalised by the column's rules.
   */
  values: string[];
}

interface AttributeCell {
  propertyId: number;
  column: string;
  /** null: an empty cell (removes the value). */
  value: string | number | boolean | null;
}

/** A record read into typed cells; only the columns the file has (and cells that set something). */
export interface ParsedRow {
  line: number;
  key: ProductKey;
  fields: Partial<ProductFields>;
  /** The file's column each field came from, for rejections that `resolveRow` finds. */
  fieldColumns: Partial<Record<keyof ProductFields, string>>;
  prices: RowPrices[];
  lists: ListCell[];
  attributes: AttributeCell[];
  /** The file's column naming the section (SECTION_ID or the last IC_GROUP), when it has one. */
  sectionColumn: string | null;
  /** The file's ID column, when it has one. */
  idColumn: string | null;
}

/** Keys met so far in the file, with the line that had them first (duplicates are refused). */
export interface SeenKeys {
  ids: Map<number, number>;
  xmlIds: Map<string, number>;
  codes: Map<string, number>;
}

export const newSeenKeys = (): SeenKeys => ({
  ids: new Map(),
  xmlIds: new Map(),
  codes: new Map(),
});

export const isParsedRow = (row: ParsedRow | Rejection[]): row is ParsedRow => !Array.isArray(row);

const VALUES: PluralForms = ['значение', 'значения', 'значений'];

/**
 * issue 14 point 6: a record's cells checked one by one. Every bad cell gives its own rejection
 * (line, the file's column, a Russian reason), so one report lists all that is wrong with a row.
 * Pure: the job calls it for every record of the dry run, in file order (for `seen`).
 */
export function parseRow(
  record: FileRecord,
  plan: HeaderPlan,
  context: CheckContext,
  seen: SeenKeys,
): ParsedRow | Rejection[] {
  const { line, cells } = record;
  if (cells.length !== plan.width)
    return [
      {
        line,
        column: null,
        reason: `В строке ${cells.length} ${plural(cells.length, VALUES)}, а в шапке ${plan.width}: строка повреждена`,
      },
    ];
  const unstorable = unstorableCells(record, plan);
  if (unstorable.length) return unstorable;
  const rejections: Rejection[] = [];
  const reject = (column: string | null, reason: string) =>
    rejections.push({ line, column, reason });
  const row: ParsedRow = {
    line,
    key: { id: null, xmlId: null, code: null },
    fields: {},
    fieldColumns: {},
    prices: [],
    lists: [],
    attributes: [],
    sectionColumn: null,
    idColumn: null,
  };
  const prices = new Map<number, RowPrices>();
  const priceOf = (priceTypeId: number) => {
    let entry = prices.get(priceTypeId);
    if (!entry) prices.set(priceTypeId, (entry = { priceTypeId }));
    return entry;
  };
  const groups: { level: number; name: string; column: string }[] = [];
  const keyColumns: KeyColumns = { id: null, code: null, idRefused: false };

  // Made once per row, not per cell: a 100 000-row import runs this two million times.
  let name = '';
  const setField = <K extends keyof ProductFields>(field: K, value: ProductFields[K]) => {
    row.fields[field] = value;
    row.fieldColumns[field] = name;
  };
  for (const column of plan.columns) {
    const raw = cells[column.index] ?? '';
    const text = raw.trim();
    const { target } = column;
    name = column.name;
    switch (target.kind) {
      case 'parameter':
        switch (target.code) {
          case 'ID': {
            keyColumns.id = name;
            if (!text) break;
            const id = parseInteger(text);
            if (id !== null && id > 0) row.key.id = id;
            else {
              keyColumns.idRefused = true;
              reject(name, `ID не целое число: «${text}»`);
            }
            break;
          }
          case 'XML_ID':
            if (text) {
              row.key.xmlId = text;
              setField('xml_id', text);
            }
            break;
          case 'CODE':
            keyColumns.code = name;
            if (text) {
              row.key.code = text;
              setField('code', text);
            }
            break;
          case 'NAME':
            if (text) setField('name', text);
            break;
          case 'ACTIVE': {
            if (!text) break;
            const active = parseFlag(text);
            if (active === null) reject(name, `Активность не Y и не N: «${text}»`);
            else setField('active', active);
            break;
          }
          case 'SECTION_ID': {
            if (!text) break;
            row.sectionColumn = name;
            const id = parseInteger(text);
            if (id === null || !context.sections.has(id)) reject(name, `Раздел ${text} не найден`);
            else setField('section_id', id);
            break;
          }
          case 'SORT': {
            if (!text) break;
            const sort = parseInteger(text);
            if (sort === null) reject(name, `Сортировка не целое число: «${text}»`);
            else setField('sort', sort);
            break;
          }
          case 'PREVIEW_TEXT':
            setField('preview_text', raw);
            break;
          case 'DETAIL_TEXT':
            setField('detail_text', raw);
            break;
        }
        break;
      case 'group':
        if (text) groups.push({ level: target.level, name: text, column: name });
        break;
      case 'price':
      case 'oldPrice': {
        const label = target.kind === 'price' ? 'Цена' : 'Старая цена';
        const value = text ? parseNumber(text) : null;
        if (text && (value === null || value > MAX_PRICE))
          reject(name, `${label} не число: «${text}»`);
        else if (value !== null && value < 0) reject(name, `${label} отрицательная: «${text}»`);
        else
          priceOf(target.priceTypeId)[target.kind] = {
            value: value === null ? null : roundPrice(value),
            column: name,
          };
        break;
      }
      case 'currency':
        if (text && text.toUpperCase() !== 'RUB') reject(name, `Валюта не RUB: «${text}»`);
        break;
      case 'stock': {
        if (!text) break;
        const stock = parseInteger(text);
        if (stock === null) reject(name, `Остаток не целое число: «${text}»`);
        else if (stock < 0) reject(name, `Остаток отрицательный: «${text}»`);
        else setField('stock', stock);
        break;
      }
      case 'property':
        readProperty(row, column, raw, context, reject);
        break;
    }
  }

  row.idColumn = keyColumns.id;
  if (groups.length && row.fields.section_id === undefined && !row.sectionColumn)
    readGroups(row, groups, context, reject);
  row.prices = [...prices.values()];
  checkKeys(row, seen, keyColumns, reject);
  return rejections.length ? rejections : row;
}

function readProperty(
  row: ParsedRow,
  column: PlannedColumn,
  raw: string,
  context: CheckContext,
  reject: (column: string, reason: string) => void,
): void {
  if (column.target.kind !== 'property') return;
  const property = context.properties.get(column.target.propertyId)!;
  const text = raw.trim();
  const cell = { propertyId: property.id, column: column.name };
  switch (property.type) {
    case 'list': {
      const sizes = context.sizeProperties.has(property.id);
      row.lists.push({
        ...cell,
        values: raw
          .split(MULTIPLE_VALUES)
          .map((value) => value.trim())
          .filter(Boolean)
          .map((value) => (sizes ? (normaliseSize(value) ?? value) : value)),
      });
      return;
    }
    case 'number': {
      const value = text ? parseNumber(text) : null;
      if (text && value === null)
        reject(column.name, `Свойство «${property.name}» не число: «${text}»`);
      else row.attributes.push({ ...cell, value });
      return;
    }
    case 'boolean': {
      const value = text ? parseFlag(text) : null;
      if (text && value === null)
        reject(column.name, `Свойство «${property.name}» не Y и не N: «${text}»`);
      else row.attributes.push({ ...cell, value });
      return;
    }
    case 'string':
      row.attributes.push({ ...cell, value: text || null });
  }
}

/** Bitrix IC_GROUP0..2: the names from the top level down; the deepest one names the section. */
function readGroups(
  row: ParsedRow,
  groups: { level: number; name: string; column: string }[],
  context: CheckContext,
  reject: (column: string, reason: string) => void,
): void {
  groups.sort((a, b) => a.level - b.level);
  const last = groups[groups.length - 1]!;
  row.sectionColumn = last.column;
  const names = groups.map((g) => g.name);
  const gap = groups.some((g, i) => g.level !== i);
  const id = gap ? undefined : context.sectionsByNamePath.get(namePathKey(names));
  if (id === undefined) reject(last.column, `Раздел «${names.join(' / ')}» не найден`);
  else {
    row.fields.section_id = id;
    row.fieldColumns.section_id = last.column;
  }
}

interface KeyColumns {
  id: string | null;
  code: string | null;
  /** The ID cell was refused: the row already says so, no need to add that it has no key. */
  idRefused: boolean;
}

/** A product appears once in a file; the second row with its key is refused, naming the first. */
function checkKeys(
  row: ParsedRow,
  seen: SeenKeys,
  keyColumns: KeyColumns,
  reject: (column: string | null, reason: string) => void,
): void {
  const { id, xmlId, code } = row.key;
  const columns = row.fieldColumns;
  if (id === null && xmlId === null && code === null && !keyColumns.idRefused)
    reject(keyColumns.code, 'Не указан символьный код: у строки нет ни ID, ни внешнего кода');
  const duplicate = <K>(
    map: Map<K, number>,
    key: K | null,
    column: string | null,
    what: string,
  ) => {
    if (key === null) return;
    const first = map.get(key);
    if (first === undefined) map.set(key, row.line);
    else reject(column, `Товар ${what} уже есть в строке ${first}`);
  };
  duplicate(seen.ids, id, keyColumns.id, `с ID ${id}`);
  duplicate(seen.xmlIds, xmlId, columns.xml_id ?? null, `с внешним кодом «${xmlId}»`);
  duplicate(seen.codes, code, columns.code ?? null, `с кодом «${code}»`);
}

/** The keys of a batch, for the job's one query that finds their products. */
export function keysOf(rows: readonly (ParsedRow | Rejection[])[]): {
  ids: number[];
  xmlIds: string[];
  codes: string[];
} {
  const ids: number[] = [];
  const xmlIds: string[] = [];
  const codes: string[] = [];
  for (const row of rows) {
    if (!isParsedRow(row)) continue;
    if (row.key.id !== null) ids.push(row.key.id);
    if (row.key.xmlId !== null) xmlIds.push(row.key.xmlId);
    if (row.key.code !== null) codes.push(row.key.code);
  }
  return { ids, xmlIds, codes };
}

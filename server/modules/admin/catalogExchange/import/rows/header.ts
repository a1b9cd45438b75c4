import { CELL_BOUNDS, cellBound, ELEMENT_PARAMETERS, type ParameterCode } from '../../columns';
import type { CheckContext } from './context';
import type { ColumnFormat } from './types';

/** What a column of the file sets. */
type ColumnTarget =
  | { kind: 'parameter'; code: ParameterCode }
  /** Bitrix IC_GROUP<level>: the section's name at that depth, from the top. */
  | { kind: 'group'; level: number }
  | { kind: 'price'; priceTypeId: number }
  | { kind: 'oldPrice'; priceTypeId: number }
  /** Bitrix CV_CURRENCY_<n>: only RUB (or empty) is taken. */
  | { kind: 'currency'; priceTypeId: number }
  | { kind: 'stock' }
  | { kind: 'property'; propertyId: number };

export interface PlannedColumn {
  /** The cell's index in a record. */
  index: number;
  /** The column's name as the file's header has it (rejections name it). */
  name: string;
  target: ColumnTarget;
  /** The longest cell the column takes (CELL_BOUNDS). */
  bound: number;
}

export interface HeaderPlan {
  /** Cells in the header: a record with another count is refused as broken. */
  width: number;
  columns: PlannedColumn[];
}

/** A column the shop cannot match by name, that staff may map to a property (issue 25 point 1). */
export interface MappableColumn {
  index: number;
  name: string;
}

/** Staff's choice per mappable column, by its index: a property id, or null for «Не загружать». */
export type ColumnMapping = ReadonlyMap<number, number | null>;

export interface HeaderResult {
  format: ColumnFormat;
  plan: HeaderPlan;
  /** Columns that could be a property but match none by name, in file order. */
  mappable: MappableColumn[];
  /** Warnings about columns that are skipped; the rows are still read. */
  problems: string[];
  /** Set when the file cannot be imported at all (the job fails with this Russian text). */
  fatal: string | null;
}

/** @internal exported for a test only */
export const NO_KEY_COLUMN =
  'В шапке файла нет ключевой колонки: нужна ID, XML_ID или CODE (в файле 1С-Битрикс — IE_XML_ID или IE_CODE)';

const PARAMETER_CODES = new Set<string>(ELEMENT_PARAMETERS.map((p) => p.CODE));
const BITRIX_PARAMETERS: Record<string, ParameterCode> = {
  IE_XML_ID: 'XML_ID',
  IE_NAME: 'NAME',
  IE_CODE: 'CODE',
  IE_ACTIVE: 'ACTIVE',
  IE_PREVIEW_TEXT: 'PREVIEW_TEXT',
  IE_DETAIL_TEXT: 'DETAIL_TEXT',
  IE_SORT: 'SORT',
};
/** Bitrix columns that are known and deliberately not read (IE_ID is Bitrix's id, not ours). */
const BITRIX_IGNORED = new Set(['IE_ID']);
const GROUP_LEVELS = 3;

/**
 * issue 14 point 7: which column sets what. The shop's own format (ELEMENT_PARAMETERS,
 * PRICE_<code>, OLD_PRICE_<code>, STOCK, PROPERTY_<CODE>) and the 1C-Bitrix catalogue export
 * (IE_*, IP_PROP*, IC_GROUP*, CV_*, CP_QUANTITY) are both understood; names in any letter case.
 */
export function planHeader(
  header: readonly string[],
  context: CheckContext,
  mapping: ColumnMapping = new Map(),
): HeaderResult {
  const columns: PlannedColumn[] = [];
  const mappable: MappableColumn[] = [];
  const problems: string[] = [];
  const taken = new Map<string, string>();
  let bitrix = 0;
  let shop = 0;
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (BITRIX_IGNORED.has(name.toUpperCase())) {
      bitrix += 1;
      return;
    }
    let found = targetOf(name, context);
    if (!found && name && isMappable(name)) {
      mappable.push({ index, name });
      const chosen = mapping.get(index);
      // «Не загружать» is the staff's own choice: no warning repeats it.
      if (chosen === null) return;
      if (chosen !== undefined && context.properties.has(chosen))
        found = {
          target: { kind: 'property', propertyId: chosen },
          bitrix: name.toUpperCase().startsWith('IP_PROP'),
        };
    }
    if (!found) {
      problems.push(
        name
          ? `Колонка «${name}» не распознана и пропущена`
          : `Колонка ${index + 1} без названия пропущена`,
      );
      return;
    }
    if (found.bitrix) bitrix += 1;
    else shop += 1;
    const key = JSON.stringify(found.target);
    const first = taken.get(key);
    if (first !== undefined) {
      problems.push(`Колонка «${name}» повторяет колонку «${first}» и пропущена`);
      return;
    }
    taken.set(key, name);
    columns.push({ index, name, target: found.target, bound: boundOf(found.target) });
  });

  const hasKey = columns.some(
    (c) =>
      c.target.kind === 'parameter' &&
      (c.target.code === 'ID' || c.target.code === 'XML_ID' || c.target.code === 'CODE'),
  );
  return {
    format: bitrix > shop ? 'bitrix' : 'shop',
    plan: { width: header.length, columns },
    mappable,
    problems,
    fatal: hasKey ? null : NO_KEY_COLUMN,
  };
}

/** Columns of other known kinds (prices, groups, the element's fields) are not properties. */
const NOT_A_PROPERTY = /^(?:IE_|IC_|CV_|CP_|PRICE_|OLD_PRICE_)/;

/** A column that matched nothing and may be a property: staff map it (issue 25 point 1). */
const isMappable = (name: string) => !NOT_A_PROPERTY.test(name.toUpperCase());

function boundOf(target: ColumnTarget): number {
  switch (target.kind) {
    case 'parameter':
      return cellBound(target.code) ?? CELL_BOUNDS.number;
    case 'group':
      return CELL_BOUNDS.sectionName;
    case 'property':
      return CELL_BOUNDS.property;
    default:
      return CELL_BOUNDS.number;
  }
}

function targetOf(
  name: string,
  context: CheckContext,
): { target: ColumnTarget; bitrix: boolean } | null {
  const upper = name.toUpperCase();
  const shop = (target: ColumnTarget | null) => (target ? { target, bitrix: false } : null);
  const bitrix = (target: ColumnTarget | null) => (target ? { target, bitrix: true } : null);

  if (PARAMETER_CODES.has(upper)) return shop({ kind: 'parameter', code: upper as ParameterCode });
  if (upper === 'STOCK') return shop({ kind: 'stock' });
  let match = /^OLD_PRICE_(.+)$/.exec(upper);
  if (match) return shop(priceTarget('oldPrice', context, match[1]!, false));
  match = /^PRICE_(.+)$/.exec(upper);
  if (match) return shop(priceTarget('price', context, match[1]!, false));
  if (upper.startsWith('PROPERTY_')) {
    const property = context.propertiesByColumn.get(upper);
    return shop(property ? { kind: 'property', propertyId: property.id } : null);
  }

  const parameter = BITRIX_PARAMETERS[upper];
  if (parameter) return bitrix({ kind: 'parameter', code: parameter });
  if (upper === 'CP_QUANTITY') return bitrix({ kind: 'stock' });
  match = /^IC_GROUP(\d+)$/.exec(upper);
  if (match) {
    const level = Number(match[1]);
    return bitrix(level < GROUP_LEVELS ? { kind: 'group', level } : null);
  }
  match = /^CV_PRICE_(.+)$/.exec(upper);
  if (match) return bitrix(priceTarget('price', context, match[1]!, true));
  match = /^CV_CURRENCY_(.+)$/.exec(upper);
  if (match) return bitrix(priceTarget('currency', context, match[1]!, true));
  match = /^IP_PROP_?(.+)$/.exec(upper);
  if (match) {
    const property = bitrixProperty(match[1]!, context);
    return bitrix(property === null ? null : { kind: 'property', propertyId: property });
  }
  return null;
}

/** A price type by its code; in a Bitrix file also by id (CV_PRICE_1 is catalogue group 1). */
function priceTarget(
  kind: 'price' | 'oldPrice' | 'currency',
  context: CheckContext,
  suffix: string,
  byId: boolean,
): ColumnTarget | null {
  const type =
    (byId && /^\d+$/.test(suffix) ? context.priceTypes.get(Number(suffix)) : undefined) ??
    context.priceTypesByCode.get(suffix.toLowerCase());
  return type ? { kind, priceTypeId: type.id } : null;
}

/**
 * IP_PROP_<CODE> is our property with that code ('_' for '-'). IP_PROP<n> carries the Bitrix
 * site's own property id, which is never ours (issue 25 point 1): staff map it.
 */
function bitrixProperty(suffix: string, context: CheckContext): number | null {
  if (/^\d+$/.test(suffix)) return null;
  const code = suffix.toLowerCase();
  const property =
    context.propertiesByCode.get(code) ?? context.propertiesByCode.get(code.replace(/_/g, '-'));
  return property?.id ?? null;
}

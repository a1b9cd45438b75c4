import type { Queryable, Schema } from '../shared';

/**
 * The columns of the shop's own catalogue CSV (issue 14, docs/catalog.md "CSV exchange"), shared
 * by the screen's data, the export and the import. Their CODEs are the ones the CSV column
 * descriptions describe (csv_columns.code), so a description reaches its column by CODE.
 *
 * - Element parameters: the product's own fields.
 * - Catalogue element properties: a price and an old price per price list, and the stock.
 * - Properties: `PROPERTY_<CODE>` per property (code upper-cased, '-' → '_').
 */
export type ExchangeColumn = Schema<'ExchangeColumn'>;

export const ELEMENT_PARAMETERS = [
  { CODE: 'ID', NAME: 'ID товара' },
  { CODE: 'XML_ID', NAME: 'Внешний код' },
  { CODE: 'CODE', NAME: 'Символьный код' },
  { CODE: 'NAME', NAME: 'Название' },
  { CODE: 'ACTIVE', NAME: 'Активность' },
  { CODE: 'SECTION_ID', NAME: 'Раздел' },
  { CODE: 'SORT', NAME: 'Сортировка' },
  { CODE: 'PREVIEW_TEXT', NAME: 'Описание для анонса' },
  { CODE: 'DETAIL_TEXT', NAME: 'Детальное описание' },
] as const satisfies readonly ExchangeColumn[];

export type ParameterCode = (typeof ELEMENT_PARAMETERS)[number]['CODE'];

export const STOCK_COLUMN: ExchangeColumn = { CODE: 'STOCK', NAME: 'Остаток' };

export interface PriceType {
  id: number;
  code: string;
  name: string;
}

export const priceColumn = (type: Pick<PriceType, 'code'>) => `PRICE_${type.code}`;
export const oldPriceColumn = (type: Pick<PriceType, 'code'>) => `OLD_PRICE_${type.code}`;

/** The catalogue element properties: per price list its price and old price, then the stock. */
export function catalogColumns(priceTypes: readonly PriceType[]): ExchangeColumn[] {
  return [
    ...priceTypes.flatMap((type) => [
      { CODE: priceColumn(type), NAME: `Цена: ${type.name}` },
      { CODE: oldPriceColumn(type), NAME: `Старая цена: ${type.name}` },
    ]),
    STOCK_COLUMN,
  ];
}

/** `PROPERTY_RAZMER` for the property `razmer`, `PROPERTY_DLINA_UPAKOVKI` for `dlina-upakovki`. */
export const propertyColumn = (propertyCode: string) =>
  `PROPERTY_${propertyCode.toUpperCase().replace(/-/g, '_')}`;

/** Several values of one list property share a cell, joined by this (a value never holds it). */
export const MULTIPLE_VALUES = '|';

export const YES = 'Y';
export const NO = 'N';

export async function priceTypes(db: Queryable): Promise<PriceType[]> {
  return db.query<PriceType>('SELECT id, code, name FROM price_types ORDER BY id');
}

/**
 * issue 22 point 4: the longest cell, in characters, each column of the catalogue CSV takes. The
 * dry run and the write refuse a longer one alike, and the column help states it. The database
 * columns are `text` without a limit, so the bounds are the shop's own: a code, an external id
 * or a name is one line (255, as the shop's other names; CODE and XML_ID are also unique keys,
 * whose index entries PostgreSQL caps at 2 704 bytes), the texts leave room for a description,
 * a number or a flag is a few characters. Every bound ends in 0 or 5, so «знаков» always fits.
 */
export const CELL_BOUNDS = {
  XML_ID: 255,
  CODE: 255,
  NAME: 255,
  PREVIEW_TEXT: 10_000,
  DETAIL_TEXT: 100_000,
  /** A section's name (a 1C-Bitrix IC_GROUP column). */
  sectionName: 255,
  /** A property's cell: a text, or a list's values joined by MULTIPLE_VALUES. */
  property: 1_000,
  /** IDs, ACTIVE, SORT, prices, stock, a currency. */
  number: 50,
} as const;

const NUMBER_COLUMN = /^(ID|ACTIVE|SECTION_ID|SORT|STOCK|PRICE_.+|OLD_PRICE_.+)$/;

/**
 * The bound of the shop's column `code` (ELEMENT_PARAMETERS, catalogColumns, propertyColumn);
 * null for a code the import does not read.
 */
export function cellBound(code: string): number | null {
  if (Object.hasOwn(CELL_BOUNDS, code) && code === code.toUpperCase())
    return CELL_BOUNDS[code as keyof typeof CELL_BOUNDS];
  if (code.startsWith('PROPERTY_')) return CELL_BOUNDS.property;
  return NUMBER_COLUMN.test(code) ? CELL_BOUNDS.number : null;
}

/** The bound as the column help says it ('' for a column the import does not read). */
export function cellBoundHelp(code: string): string {
  const bound = cellBound(code);
  return bound === null ? '' : `Не длиннее ${bound.toLocaleString('ru-RU')} знаков.`;
}

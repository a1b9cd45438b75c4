import type { Queryable } from '../shared';

/**
 * The columns of the shop's own catalogue CSV (issue 14, docs/catalog.md "CSV exchange"), shared
 * by the screen's data, the export and the import. Their CODEs are the ones the CSV column
 * descriptions describe (csv_columns.code), so a description reaches its column by CODE.
 *
 * - Element parameters: the product's own fields.
 * - Catalogue element properties: a price and an old price per price list, and the stock.
 * - Properties: `PROPERTY_<CODE>` per property (code upper-cased, '-' → '_').
 */
export interface ExchangeColumn {
  CODE: string;
  NAME: string;
}

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

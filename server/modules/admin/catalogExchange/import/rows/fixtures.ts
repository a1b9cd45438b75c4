import { buildCheckContext, type CheckContext } from './context';
import { planHeader, type HeaderPlan } from './header';
import { newSeenKeys, parseRow, type ParsedRow, type SeenKeys } from './parseRow';
import type { ExistingProduct, Rejection } from './types';

/**
 * A small catalogue for the row tests (no database): two branches, the diamond one with a child
 * section of the same name as one in the other branch, and the demo's kinds of properties.
 * Brend is required everywhere (section 0), razmer in the diamond branch (inherited by «Цветы»).
 */
export const SECTION = { pictures: 1, diamond: 2, diamondFlowers: 3, picturesFlowers: 4 };
export const PROPERTY = { razmer: 1, brend: 2, ves: 3, artikul: 4, colours: 5, gift: 6 };

export function fixtureContext(): CheckContext {
  return buildCheckContext({
    sections: [
      { id: 1, name: 'Картины по номерам', parent_id: null, path: [] },
      { id: 2, name: 'Алмазная мозаика', parent_id: null, path: [] },
      { id: 3, name: 'Цветы', parent_id: 2, path: [2] },
      { id: 4, name: 'Цветы', parent_id: 1, path: [1] },
    ],
    properties: [
      { id: 1, code: 'razmer', name: 'Размер', type: 'list' },
      { id: 2, code: 'brend', name: 'Бренд', type: 'list' },
      { id: 3, code: 'ves', name: 'Вес', type: 'number' },
      { id: 4, code: 'artikul', name: 'Артикул', type: 'string' },
      { id: 5, code: 'kolichestvo-tsvetov', name: 'Количество цветов', type: 'list' },
      { id: 6, code: 'podarok', name: 'Подарочная упаковка', type: 'boolean' },
    ],
    values: [
      { id: 10, propertyId: 1, value: '10x20' },
      { id: 11, propertyId: 1, value: '40x50' },
      { id: 12, propertyId: 1, value: '50x65' },
      { id: 20, propertyId: 2, value: 'Hobby Home' },
      { id: 21, propertyId: 2, value: 'Риолис' },
      { id: 30, propertyId: 5, value: 'До 15' },
    ],
    columns: [
      {
        ID: 1,
        CODE: 'PROPERTY_RAZMER',
        SORT: 10,
        NAME: 'Размер',
        DESCRIPTION: '',
        EXAMPLES: '',
        IN_FILTER: 1,
        FILTER_DATA: [
          {
            SECTION_IDS: [2],
            SECTION_ID: 2,
            FILTER_VARIANTS: ['10x20', '40x50'],
            FILTER_RULES: ['numeric'],
          },
        ],
      },
    ],
    priceTypes: [
      { id: 1, code: 'BASE', name: 'Розничная цена' },
      { id: 2, code: 'SPB', name: 'Цена (Санкт-Петербург)' },
    ],
    requiredBindings: [
      { section_id: 0, property_id: 2 },
      { section_id: 2, property_id: 1 },
    ],
  });
}

/** The shop format's columns as an export with every column writes them. */
export const SHOP_HEADER = [
  'ID',
  'XML_ID',
  'CODE',
  'NAME',
  'ACTIVE',
  'SECTION_ID',
  'SORT',
  'PREVIEW_TEXT',
  'DETAIL_TEXT',
  'PRICE_BASE',
  'OLD_PRICE_BASE',
  'PRICE_SPB',
  'OLD_PRICE_SPB',
  'STOCK',
  'PROPERTY_RAZMER',
  'PROPERTY_BREND',
  'PROPERTY_VES',
  'PROPERTY_ARTIKUL',
  'PROPERTY_PODAROK',
];

/** Product 7 as stored, in «Цветы» of the diamond branch. */
export function storedProduct(): ExistingProduct {
  return {
    id: 7,
    xml_id: null,
    code: 'mozaika-7',
    name: 'Мозаика «Розы»',
    active: true,
    section_id: 3,
    sort: 500,
    preview_text: 'Коротко',
    detail_text: 'Подробно',
    stock: 5,
    value_ids: [11, 20],
    attributes: { artikul: 'HH-7', ves: 300 },
    prices: [
      { priceTypeId: 1, price: 1290, oldPrice: null },
      { priceTypeId: 2, price: 1200, oldPrice: 1500 },
    ],
  };
}

/** Product 7's row as the shop exports it. */
export const STORED_ROW: Record<string, string> = {
  ID: '7',
  XML_ID: '',
  CODE: 'mozaika-7',
  NAME: 'Мозаика «Розы»',
  ACTIVE: 'Y',
  SECTION_ID: '3',
  SORT: '500',
  PREVIEW_TEXT: 'Коротко',
  DETAIL_TEXT: 'Подробно',
  PRICE_BASE: '1290.00',
  OLD_PRICE_BASE: '',
  PRICE_SPB: '1200.00',
  OLD_PRICE_SPB: '1500.00',
  STOCK: '5',
  PROPERTY_RAZMER: '40x50',
  PROPERTY_BREND: 'Hobby Home',
  PROPERTY_VES: '300',
  PROPERTY_ARTIKUL: 'HH-7',
  PROPERTY_PODAROK: '',
};

/** A record of `header` from named cells (missing ones empty). */
export const recordOf = (line: number, cells: Record<string, string>, header = SHOP_HEADER) => ({
  line,
  cells: header.map((name) => cells[name] ?? ''),
});

export function shopPlan(context: CheckContext, header = SHOP_HEADER): HeaderPlan {
  return planHeader(header, context).plan;
}

/** Parses rows of the shop format in file order (line 2 on), sharing one `seen`. */
export function parseShopRows(
  context: CheckContext,
  rows: Record<string, string>[],
  header = SHOP_HEADER,
): (ParsedRow | Rejection[])[] {
  const plan = shopPlan(context, header);
  const seen: SeenKeys = newSeenKeys();
  return rows.map((cells, i) => parseRow(recordOf(i + 2, cells, header), plan, context, seen));
}

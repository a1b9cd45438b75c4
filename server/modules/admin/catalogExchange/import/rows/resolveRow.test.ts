import { describe, expect, it } from 'vitest';
import {
  fixtureContext,
  parseShopRows,
  PROPERTY,
  SECTION,
  STORED_ROW,
  storedProduct,
} from './fixtures';
import { isParsedRow } from './parseRow';
import { missingColumnMessage, resolveRow } from './resolveRow';
import type { ExistingProduct, RowOutcome } from './types';

const context = fixtureContext();

/** One shop-format row at line 2 resolved against `existing`. */
function outcomeOf(cells: Record<string, string>, existing: ExistingProduct | null): RowOutcome {
  const [row] = parseShopRows(context, [cells]);
  if (!isParsedRow(row!)) throw new Error(JSON.stringify(row));
  return resolveRow(row!, existing, context);
}

const NEW_ROW: Record<string, string> = {
  ...STORED_ROW,
  ID: '',
  CODE: 'novaya-mozaika',
  NAME: 'Новая мозаика',
  SECTION_ID: String(SECTION.diamond),
};

describe('issue 14 point 4: a row as exported changes nothing', () => {
  it('the stored product exported and read back is unchanged', () => {
    expect(outcomeOf(STORED_ROW, storedProduct())).toEqual({ kind: 'unchanged', productId: 7 });
  });

  it('prices in another spelling, list values in another case and order are the same', () => {
    const product = { ...storedProduct(), value_ids: [10, 11, 20] };
    const row = {
      ...STORED_ROW,
      PRICE_BASE: '1 290',
      PRICE_SPB: '1200,001',
      PROPERTY_RAZMER: '40X50|10x20',
      PROPERTY_BREND: 'hobby home',
      PROPERTY_VES: '300.0',
    };
    expect(outcomeOf(row, product)).toEqual({ kind: 'unchanged', productId: 7 });
  });

  it('a stored value the column rule no longer allows is kept, not refused', () => {
    // 50x65 is not among the diamond rule's variants, but the product already has it.
    const product = { ...storedProduct(), section_id: SECTION.diamond, value_ids: [12, 20] };
    const row = { ...STORED_ROW, SECTION_ID: String(SECTION.diamond), PROPERTY_RAZMER: '50x65' };
    expect(outcomeOf(row, product)).toEqual({ kind: 'unchanged', productId: 7 });
  });
});

describe('issue 14 point 6: an update writes only what differs', () => {
  it('a new price, an old price cleared, a value added, a plain property removed', () => {
    const row = {
      ...STORED_ROW,
      PRICE_BASE: '1 390,50',
      OLD_PRICE_SPB: '',
      PROPERTY_BREND: 'Hobby Home|риолис',
      PROPERTY_ARTIKUL: '',
    };
    expect(outcomeOf(row, storedProduct())).toEqual({
      kind: 'update',
      patch: {
        line: 2,
        productId: 7,
        fields: {},
        prices: [
          { priceTypeId: 1, price: 1390.5, oldPrice: null },
          { priceTypeId: 2, price: 1200, oldPrice: null },
        ],
        // The value takes the spelling the property already has.
        listValues: [{ propertyId: PROPERTY.brend, values: ['Hobby Home', 'Риолис'] }],
        attributes: { artikul: null },
      },
    });
  });

  it('empty cells of NAME, ACTIVE, SORT, STOCK and a price leave the stored values', () => {
    const row = { ...STORED_ROW, NAME: '', ACTIVE: '', SORT: '', STOCK: '', PRICE_BASE: '' };
    expect(outcomeOf(row, storedProduct())).toEqual({ kind: 'unchanged', productId: 7 });
  });

  it('changed fields only: name, activity, stock', () => {
    const row = { ...STORED_ROW, NAME: 'Мозаика «Пионы»', ACTIVE: 'N', STOCK: '0' };
    const outcome = outcomeOf(row, storedProduct());
    expect(outcome.kind === 'update' && outcome.patch.fields).toEqual({
      name: 'Мозаика «Пионы»',
      active: false,
      stock: 0,
    });
  });

  it('a new list value goes through the column rule of the product section', () => {
    const product = { ...storedProduct(), section_id: SECTION.diamond };
    const row = { ...STORED_ROW, SECTION_ID: '', PROPERTY_RAZMER: '10 х 20 см' };
    const outcome = outcomeOf(row, product);
    expect(outcome.kind === 'update' && outcome.patch.listValues).toEqual([
      { propertyId: PROPERTY.razmer, values: ['10x20'] },
    ]);
  });
});

describe('issue 14 point 6: a row that cannot be written is refused with its reason', () => {
  it('an ID that matches no product', () => {
    expect(outcomeOf({ ...STORED_ROW, ID: '123' }, null)).toEqual({
      kind: 'rejected',
      rejections: [{ line: 2, column: 'ID', reason: 'Товар с ID 123 не найден' }],
    });
  });

  it('a new product without a section, a name or a code', () => {
    const row = { ...NEW_ROW, ID: '', XML_ID: 'x-1', CODE: '', NAME: '', SECTION_ID: '' };
    expect(outcomeOf(row, null)).toEqual({
      kind: 'rejected',
      rejections: [
        { line: 2, column: null, reason: 'Не указан раздел' },
        { line: 2, column: null, reason: 'Не указано название' },
        { line: 2, column: null, reason: 'Не указан символьный код нового товара' },
      ],
    });
  });

  it('a value the column rule does not map in the product section', () => {
    const row = { ...NEW_ROW, PROPERTY_RAZMER: '50 x 65 см' };
    expect(outcomeOf(row, null)).toEqual({
      kind: 'rejected',
      rejections: [
        {
          line: 2,
          column: 'PROPERTY_RAZMER',
          reason:
            'Значение «50x65» не подходит для фильтра колонки PROPERTY_RAZMER в разделе «Алмазная мозаика»',
        },
        // Nothing is left in the required size.
        {
          line: 2,
          column: 'PROPERTY_RAZMER',
          reason: 'Не заполнено обязательное свойство «Размер»',
        },
      ],
    });
  });

  it('a required property (inherited from the parent section) left empty on a new product', () => {
    const row = { ...NEW_ROW, SECTION_ID: String(SECTION.diamondFlowers), PROPERTY_RAZMER: '' };
    expect(outcomeOf(row, null)).toEqual({
      kind: 'rejected',
      rejections: [
        {
          line: 2,
          column: 'PROPERTY_RAZMER',
          reason: 'Не заполнено обязательное свойство «Размер»',
        },
      ],
    });
  });

  it('issue 25 point 3: a shared required property with no column in the file: the row is refused with no rejection of its own, the file-level message names the column', () => {
    const header = ['CODE', 'NAME', 'SECTION_ID'];
    const [row] = parseShopRows(
      context,
      [{ CODE: 'kist', NAME: 'Кисть', SECTION_ID: String(SECTION.pictures) }],
      header,
    );
    const brand = context.properties.get(PROPERTY.brend)!;
    expect(isParsedRow(row!) && resolveRow(row, null, context)).toEqual({
      kind: 'rejected',
      rejections: [],
      missingColumns: [brand.id],
    });
    expect(missingColumnMessage(brand)).toBe(
      'В файле нет колонки обязательного свойства «Бренд»: добавьте PROPERTY_BREND или снимите обязательность в карточке свойств',
    );
  });

  it('a cell that would clear a required value; a product that already lacks it may stay so', () => {
    expect(outcomeOf({ ...STORED_ROW, PROPERTY_BREND: '' }, storedProduct())).toEqual({
      kind: 'rejected',
      rejections: [
        { line: 2, column: 'PROPERTY_BREND', reason: 'Не заполнено обязательное свойство «Бренд»' },
      ],
    });
    const withoutBrand = { ...storedProduct(), value_ids: [11] };
    expect(outcomeOf({ ...STORED_ROW, PROPERTY_BREND: '' }, withoutBrand)).toEqual({
      kind: 'unchanged',
      productId: 7,
    });
    // Moved into a section that requires it: refused.
    const picture = { ...withoutBrand, section_id: SECTION.picturesFlowers };
    const moved = outcomeOf({ ...STORED_ROW, PROPERTY_BREND: '' }, picture);
    expect(moved.kind).toBe('rejected');
  });

  it('an old price without any price', () => {
    const product = { ...storedProduct(), prices: [] };
    const row = { ...STORED_ROW, PRICE_BASE: '', OLD_PRICE_BASE: '1500' };
    expect(outcomeOf(row, product)).toEqual({
      kind: 'rejected',
      rejections: [{ line: 2, column: 'OLD_PRICE_BASE', reason: 'Старая цена без цены' }],
    });
  });
});

describe('issue 14 point 6: a new product', () => {
  it('is created with everything its row gives', () => {
    const outcome = outcomeOf({ ...NEW_ROW, XML_ID: 'x-9', PROPERTY_RAZMER: '40 x 50' }, null);
    expect(outcome).toEqual({
      kind: 'create',
      patch: {
        line: 2,
        productId: null,
        fields: {
          xml_id: 'x-9',
          code: 'novaya-mozaika',
          name: 'Новая мозаика',
          active: true,
          section_id: SECTION.diamond,
          sort: 500,
          preview_text: 'Коротко',
          detail_text: 'Подробно',
          stock: 5,
        },
        prices: [
          { priceTypeId: 1, price: 1290, oldPrice: null },
          { priceTypeId: 2, price: 1200, oldPrice: 1500 },
        ],
        listValues: [
          { propertyId: PROPERTY.razmer, values: ['40x50'] },
          { propertyId: PROPERTY.brend, values: ['Hobby Home'] },
        ],
        attributes: { ves: 300, artikul: 'HH-7' },
      },
    });
  });
});

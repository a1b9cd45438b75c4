import { describe, expect, it } from 'vitest';
import {
  fixtureContext,
  parseShopRows,
  PROPERTY,
  recordOf,
  shopPlan,
  STORED_ROW,
} from './fixtures';
import { isParsedRow, keysOf, newSeenKeys, parseRow, type ParsedRow } from './parseRow';
import type { Rejection } from './types';

const context = fixtureContext();

/** The rejections of one row of the shop format at line 2. */
function rejectionsOf(cells: Record<string, string>): Rejection[] {
  const [row] = parseShopRows(context, [cells]);
  return isParsedRow(row!) ? [] : row!;
}

function parsed(cells: Record<string, string>): ParsedRow {
  const [row] = parseShopRows(context, [cells]);
  if (!isParsedRow(row!)) throw new Error(JSON.stringify(row));
  return row!;
}

describe('issue 14 point 6: a cell that is not what its column takes is refused', () => {
  it.each([
    ['PRICE_BASE', '12,5р', 'Цена не число: «12,5р»'],
    ['PRICE_BASE', '1.290.50', 'Цена не число: «1.290.50»'],
    ['PRICE_SPB', '-5', 'Цена отрицательная: «-5»'],
    ['OLD_PRICE_BASE', 'дорого', 'Старая цена не число: «дорого»'],
    ['STOCK', '-1', 'Остаток отрицательный: «-1»'],
    ['STOCK', '2,5', 'Остаток не целое число: «2,5»'],
    ['ACTIVE', 'может быть', 'Активность не Y и не N: «может быть»'],
    ['SECTION_ID', '999', 'Раздел 999 не найден'],
    ['SECTION_ID', 'Цветы', 'Раздел Цветы не найден'],
    ['SORT', 'первый', 'Сортировка не целое число: «первый»'],
    ['ID', '12a', 'ID не целое число: «12a»'],
    ['PROPERTY_VES', '300 г', 'Свойство «Вес» не число: «300 г»'],
    ['PROPERTY_PODAROK', 'возможно', 'Свойство «Подарочная упаковка» не Y и не N: «возможно»'],
  ])('%s «%s»: %s', (column, value, reason) => {
    expect(rejectionsOf({ ...STORED_ROW, [column]: value })).toEqual([{ line: 2, column, reason }]);
  });

  it('every bad cell of a row is listed, each with its column', () => {
    expect(rejectionsOf({ ...STORED_ROW, PRICE_BASE: 'x', STOCK: '-3' })).toEqual([
      { line: 2, column: 'PRICE_BASE', reason: 'Цена не число: «x»' },
      { line: 2, column: 'STOCK', reason: 'Остаток отрицательный: «-3»' },
    ]);
  });

  it('a row without ID and XML_ID needs a CODE', () => {
    expect(rejectionsOf({ ...STORED_ROW, ID: '', CODE: '' })).toEqual([
      {
        line: 2,
        column: 'CODE',
        reason: 'Не указан символьный код: у строки нет ни ID, ни внешнего кода',
      },
    ]);
    expect(isParsedRow(parseShopRows(context, [{ ...STORED_ROW, CODE: '' }])[0]!)).toBe(true);
    expect(
      isParsedRow(parseShopRows(context, [{ ...STORED_ROW, ID: '', XML_ID: 'x1', CODE: '' }])[0]!),
    ).toBe(true);
  });

  it('a record with another number of cells than the header is refused as broken', () => {
    const plan = shopPlan(context);
    const record = { line: 9, cells: ['7', 'mozaika-7'] };
    expect(parseRow(record, plan, context, newSeenKeys())).toEqual([
      { line: 9, column: null, reason: 'В строке 2 значения, а в шапке 19: строка повреждена' },
    ]);
  });
});

describe('issue 14 point 6: a product appears once in a file', () => {
  it('the second row with a code, an external id or an ID names the first row', () => {
    const rows = parseShopRows(context, [
      { CODE: 'a', XML_ID: 'x1', ID: '' },
      { CODE: 'b' },
      { CODE: 'c', ID: '7' },
      { CODE: 'a' },
      { CODE: 'd', XML_ID: 'x1' },
      { CODE: 'e', ID: '7' },
    ]);
    expect(rows.slice(3)).toEqual([
      [{ line: 5, column: 'CODE', reason: 'Товар с кодом «a» уже есть в строке 2' }],
      [{ line: 6, column: 'XML_ID', reason: 'Товар с внешним кодом «x1» уже есть в строке 2' }],
      [{ line: 7, column: 'ID', reason: 'Товар с ID 7 уже есть в строке 4' }],
    ]);
  });

  it('keysOf gives the keys of the good rows of a batch, for one query', () => {
    const rows = parseShopRows(context, [
      { ID: '7', CODE: 'a' },
      { XML_ID: 'x1', CODE: 'b' },
      { CODE: 'c', PRICE_BASE: 'x' },
    ]);
    expect(keysOf(rows)).toEqual({ ids: [7], xmlIds: ['x1'], codes: ['a', 'b'] });
  });
});

describe('issue 14 point 6: numbers as staff type them', () => {
  it.each([
    ['1 290,50', 1290.5],
    ['1290.50', 1290.5],
    ['1\u00a0290', 1290],
    ['99.999', 100],
    ['0', 0],
  ])('price «%s» reads as %d', (text, value) => {
    expect(parsed({ ...STORED_ROW, PRICE_BASE: text }).prices[0]!.price!.value).toBe(value);
  });

  it('ACTIVE takes Y/N, 1/0 and да/нет in any case; an empty cell sets nothing', () => {
    const active = (text: string) => parsed({ ...STORED_ROW, ACTIVE: text }).fields.active;
    expect(['Y', 'y', '1', 'Да'].map(active)).toEqual([true, true, true, true]);
    expect(['N', 'n', '0', 'НЕТ'].map(active)).toEqual([false, false, false, false]);
    expect(active('')).toBeUndefined();
  });

  it('list cells split by "|"; an empty old price is none, an empty price is left out', () => {
    const row = parsed({
      ...STORED_ROW,
      PROPERTY_RAZMER: ' 40x50 | 10x20 ||',
      PRICE_BASE: '',
      OLD_PRICE_BASE: '',
    });
    expect(row.lists[0]).toEqual({
      propertyId: PROPERTY.razmer,
      column: 'PROPERTY_RAZMER',
      values: ['40x50', '10x20'],
    });
    expect(row.prices[0]).toEqual({
      priceTypeId: 1,
      price: { value: null, column: 'PRICE_BASE' },
      oldPrice: { value: null, column: 'OLD_PRICE_BASE' },
    });
  });
});

it('the row is read at the line it starts on (records carry it)', () => {
  const plan = shopPlan(context);
  const row = parseRow(recordOf(41, { ...STORED_ROW, STOCK: 'x' }), plan, context, newSeenKeys());
  expect(row).toEqual([{ line: 41, column: 'STOCK', reason: 'Остаток не целое число: «x»' }]);
});

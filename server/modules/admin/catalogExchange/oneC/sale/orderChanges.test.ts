import { describe, expect, it } from 'vitest';
import type { XmlNode } from '../xmlItems';
import { orderChangeOf } from './orderChanges';

const node = (name: string, text = '', children: XmlNode[] = []): XmlNode => ({
  name,
  attributes: {},
  text,
  children,
});

/** A `Документ` «Заказ товара» of order 7 with `requisites` as its ЗначенияРеквизитов. */
const documentWith = (requisites: Record<string, string>) =>
  node('Документ', '', [
    node('Ид', '7'),
    node('ХозОперация', 'Заказ товара'),
    node(
      'ЗначенияРеквизитов',
      '',
      Object.entries(requisites).map(([name, value]) =>
        node('ЗначениеРеквизита', '', [node('Наименование', name), node('Значение', value)]),
      ),
    ),
  ]);

describe('1C order changes (issue 28 point 4)', () => {
  it('reads a shipment date as shipped, and 1C empty date 0001-01-01 as no shipment', () => {
    expect(orderChangeOf(documentWith({ 'Дата отгрузки по 1С': '2026-11-29' }))?.status).toBe(
      'shipped',
    );
    for (const empty of ['0001-01-01', '0001-01-01T00:00:00'])
      expect(orderChangeOf(documentWith({ 'Дата отгрузки по 1С': empty }))).toMatchObject({
        status: null,
        note: 'Изменено в 1С',
      });
  });
});

import type { Exchange1CImport } from '@features/api';
import { counted, PRODUCTS, wholeNumber } from '../catalogExchange';
import { plural, type PluralForms } from '@ui/format';

const OFFERS: PluralForms = ['предложение', 'предложения', 'предложений'];

/** An import's status as the list names it (openapi.yaml `Exchange1cImport.status`). */
export const IMPORT_STATUS_TEXT: Record<Exchange1CImport['status'], string> = {
  checking: 'Файл проверяется',
  writing: 'Идёт запись',
  done: 'Записан',
  failed: 'Ошибка',
};

/** import.xml counts goods, offers.xml their offers (prices and stock). */
const itemsOf = (item: Exchange1CImport) =>
  item.fileName.toLowerCase().startsWith('offers') ? OFFERS : PRODUCTS;

/** «Записано 500 из 1 200 товаров» while the file is written. */
export const progressText = (item: Exchange1CImport) =>
  `Записано ${wholeNumber(item.written)} из ${counted(item.total, itemsOf(item))}`;

/**
 * The import's counts as label and value pairs; the goods a full import deactivated only when
 * there were any (most imports deactivate none).
 */
export function importCounts(item: Exchange1CImport): [string, string][] {
  const forms = itemsOf(item);
  return [
    ['Новых', counted(item.created, forms)],
    ['Изменено', counted(item.updated, forms)],
    ['Без изменений', counted(item.unchanged, forms)],
    ['Пропущено', counted(item.skipped, forms)],
    ...(item.deactivated > 0
      ? [['Деактивировано', counted(item.deactivated, forms)] as [string, string]]
      : []),
  ];
}

/** «3 замечания». */
export const problemsText = (n: number) =>
  `${n} ${plural(n, ['замечание', 'замечания', 'замечаний'])}`;

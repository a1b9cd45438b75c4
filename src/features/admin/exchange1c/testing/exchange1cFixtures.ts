import type { Exchange1CImport, Exchange1CSettingsData } from '@features/api';

const finished: Pick<
  Exchange1CImport,
  'status' | 'partial' | 'deactivated' | 'error' | 'problems' | 'problemCount'
> = { status: 'done', partial: false, deactivated: 0, error: null, problems: [], problemCount: 0 };

/** import.xml written with what the shop could not map, listed with the reasons. */
export const importWithProblems: Exchange1CImport = {
  ...finished,
  id: 12,
  fileName: 'import.xml',
  total: 1240,
  written: 1240,
  created: 35,
  updated: 118,
  unchanged: 1080,
  skipped: 7,
  problems: [
    {
      item: 'Свойство «Вес упаковки» (Ид 7f1c)',
      reason: 'Нет в классификаторе: значения этого свойства не записаны',
    },
    {
      item: 'Товар «Набор кистей» (Ид 51a0)',
      reason: 'Новый товар без известной группы: не создан',
    },
  ],
  problemCount: 7,
  createdAt: '2026-11-28T07:00:00Z',
  finishedAt: '2026-11-28T07:03:20Z',
};

/**
 * A full import.xml that left goods of its groups out: they were deactivated at its end, and one
 * line tells of goods 1C keeps in several groups.
 */
export const fullImportDeactivated: Exchange1CImport = {
  ...finished,
  id: 15,
  fileName: 'import.xml',
  total: 1236,
  written: 1236,
  created: 0,
  updated: 12,
  unchanged: 1224,
  skipped: 0,
  deactivated: 4,
  problems: [
    {
      item: 'Товары в нескольких группах',
      reason:
        'У 3 товаров в 1С больше одной группы: в магазине товар лежит в разделе первой ' +
        'известной группы, остальные группы не применены',
    },
    {
      item: 'Единица измерения «м» (код 006)',
      reason: 'Не загружается: в магазине все товары продаются поштучно',
    },
  ],
  problemCount: 2,
  createdAt: '2026-11-29T07:00:00Z',
  finishedAt: '2026-11-29T07:03:05Z',
};

/** offers.xml of the same exchange, clean: prices and stock only. */
export const offersDone: Exchange1CImport = {
  ...finished,
  id: 13,
  fileName: 'offers.xml',
  partial: true,
  total: 1240,
  written: 1240,
  created: 0,
  updated: 310,
  unchanged: 930,
  skipped: 0,
  createdAt: '2026-11-28T07:03:30Z',
  finishedAt: '2026-11-28T07:03:52Z',
};

/** import.xml half written: 1C keeps calling mode=import. */
export const runningImport: Exchange1CImport = {
  ...offersDone,
  id: 14,
  fileName: 'import.xml',
  status: 'writing',
  partial: false,
  total: 100000,
  written: 42500,
  created: 1200,
  updated: 8300,
  unchanged: 33000,
  createdAt: '2026-11-29T09:10:00Z',
  finishedAt: null,
};

/** A broken file: the error that stopped it, nothing written. */
export const failedImport: Exchange1CImport = {
  ...finished,
  id: 11,
  fileName: 'import.xml',
  status: 'failed',
  total: 0,
  written: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  error: 'Файл «import.xml» повреждён: это не XML (строка 5: незакрытый тег). Ничего не записано',
  createdAt: '2026-11-27T18:00:00Z',
  finishedAt: '2026-11-27T18:00:04Z',
};

/** The settings as a fresh shop has them, seen by an admin, one price type not mapped yet. */
export const settingsData: Exchange1CSettingsData = {
  settings: {
    zip: true,
    fileLimit: 8 * 1024 * 1024,
    saleStatuses: ['new', 'processing', 'shipped', 'done', 'cancelled'],
    missingGoods: 'deactivate',
    priceTypes: [{ xmlId: 'b1f0-retail', priceListId: 1 }],
  },
  priceTypes: [
    { xmlId: 'b1f0-retail', name: 'Розничная', priceListId: 1 },
    { xmlId: 'c2a7-opt', name: 'Оптовая', priceListId: null },
  ],
  priceLists: [
    { id: 1, code: 'BASE', name: 'Розничная' },
    { id: 2, code: 'OPT', name: 'Оптовая цена' },
  ],
  accounts: [
    { email: 'admin@hobby-shop.ru', name: 'Администратор', isAdmin: true },
    { email: '1c@hobby-shop.ru', name: 'Обмен 1С', isAdmin: false },
  ],
  canManageAccounts: true,
  exchangeUrl: 'https://hobby-shop.ru/bitrix/admin/1c_exchange.php',
};

import type {
  CatalogImportJob,
  CatalogImportRejection,
  CatalogImportRejectionPage,
} from '@features/api';

/** The server's page of rejected rows (openapi: 50 a page). */
const REJECTIONS_PAGE_SIZE = 50;

// Fixed instants, so the dates drawn in the report and the history never depend on the clock.
const CREATED_AT = '2026-11-24T14:02:00.000Z';

/** A job as the server reports it; every story starts from one of the states below. */
export function importJob(overrides: Partial<CatalogImportJob> = {}): CatalogImportJob {
  return {
    id: 7,
    fileName: 'katalog-noyabr.csv',
    size: 3_565_158,
    status: 'checked',
    format: 'shop',
    encoding: 'utf-8',
    delimiter: ';',
    progress: 1,
    rowsRead: 12_480,
    rowsApplied: 0,
    toCreate: 120,
    toUpdate: 11_904,
    unchanged: 324,
    rejected: 132,
    rowsPerSecond: null,
    secondsLeft: null,
    mode: null,
    error: null,
    warnings: [],
    fileProblems: [],
    author: 'Анна Петрова',
    createdAt: CREATED_AT,
    finishedAt: null,
    ...overrides,
  };
}

/** The dry run under way: 45 % of the file read. */
export const checkingJob = importJob({
  status: 'checking',
  format: null,
  encoding: null,
  delimiter: null,
  progress: 0.45,
  rowsRead: 5_616,
  toCreate: 0,
  toUpdate: 0,
  unchanged: 0,
  rejected: 0,
  rowsPerSecond: 2_808.4,
  secondsLeft: 2.4,
});

/** The dry run is over and found rejected rows: only 'write the good rows' is offered. */
export const checkedWithErrorsJob = importJob();

/** A clean file: one 'Записать' button. */
export const checkedCleanJob = importJob({
  id: 8,
  fileName: 'ceny-dekabr.csv',
  size: 48_213,
  format: 'bitrix',
  encoding: 'windows-1251',
  delimiter: '\t',
  rowsRead: 410,
  toCreate: 0,
  toUpdate: 396,
  unchanged: 14,
  rejected: 0,
});

/**
 * issue 25 point 3: a 1C-Bitrix file without a brand column: every row is refused by one
 * file-level message, none by a rejection of its own, and nothing can be written.
 */
export const checkedNoBrandJob = importJob({
  id: 9,
  fileName: 'bitrix-no-brand.csv',
  size: 2_310,
  format: 'bitrix',
  encoding: 'windows-1251',
  rowsRead: 40,
  toCreate: 0,
  toUpdate: 0,
  unchanged: 0,
  rejected: 40,
  fileProblems: [
    'В файле нет колонки обязательного свойства «Бренд»: добавьте PROPERTY_BREND или снимите обязательность в карточке свойств',
  ],
});

/** A file whose every row matches the catalogue: nothing to write. */
export const checkedUnchangedJob = importJob({
  id: 10,
  rowsRead: 410,
  toCreate: 0,
  toUpdate: 0,
  unchanged: 410,
  rejected: 0,
});

/**
 * issue 25 point 9: every row written, the shop's catalogue being brought up to date (the
 * search index and filters of each server process) before the job reads as done.
 */
export const finishingJob = importJob({
  status: 'applying',
  mode: 'valid',
  progress: 1,
  rowsApplied: 12_024,
  rowsPerSecond: 3_010,
  secondsLeft: 0,
});

/** The good rows being written. */
export const applyingJob = importJob({
  status: 'applying',
  mode: 'valid',
  progress: 0.62,
  rowsApplied: 7_737,
  rowsPerSecond: 3_120,
  secondsLeft: 134,
});

export const doneJob = importJob({
  status: 'done',
  mode: 'valid',
  rowsApplied: 12_024,
  finishedAt: '2026-11-24T14:09:00.000Z',
});

export const failedJob = importJob({
  status: 'failed',
  mode: 'valid',
  progress: 0.31,
  rowsApplied: 3_869,
  error: 'Импорт остановлен из-за ошибки сервера. Записанное сохранено.',
  finishedAt: '2026-11-24T14:05:00.000Z',
});

/** A dry run that failed before it produced a report (no header row). */
export const failedCheckJob = importJob({
  id: 5,
  fileName: 'pustaya-shapka.csv',
  size: 2_048,
  status: 'failed',
  format: null,
  encoding: 'utf-8',
  delimiter: null,
  progress: 0,
  rowsRead: 0,
  toCreate: 0,
  toUpdate: 0,
  unchanged: 0,
  rejected: 0,
  error: 'В файле нет шапки: загрузите CSV с названиями колонок в первой строке',
  createdAt: '2026-11-20T08:15:00.000Z',
  finishedAt: '2026-11-20T08:15:00.000Z',
});

export const discardedJob = importJob({
  status: 'discarded',
  finishedAt: '2026-11-24T14:04:00.000Z',
});

/** Earlier uploads, newest first, as GET /jobs lists them after the shown job. */
export const earlierJobs: CatalogImportJob[] = [
  importJob({
    id: 6,
    fileName: 'bitrix-export-old-site.csv',
    size: 48_900_112,
    status: 'done',
    format: 'bitrix',
    encoding: 'windows-1251',
    delimiter: ';',
    mode: 'valid',
    rowsRead: 98_412,
    rowsApplied: 98_390,
    toCreate: 97_800,
    toUpdate: 590,
    unchanged: 0,
    rejected: 22,
    author: 'admin@shop.ru',
    createdAt: '2026-11-22T09:40:00.000Z',
    finishedAt: '2026-11-22T09:41:00.000Z',
  }),
  failedCheckJob,
  importJob({
    id: 4,
    fileName: 'ostatki.csv',
    size: 812,
    status: 'discarded',
    rowsRead: 12,
    toCreate: 0,
    toUpdate: 12,
    unchanged: 0,
    rejected: 1,
    author: 'admin@shop.ru',
    createdAt: '2026-11-18T16:30:00.000Z',
    finishedAt: '2026-11-18T16:31:00.000Z',
  }),
];

/** The history with the given job on top. */
export const historyWith = (job: CatalogImportJob | null): CatalogImportJob[] =>
  job ? [job, ...earlierJobs.filter((j) => j.id !== job.id)] : [...earlierJobs];

// The kinds of rejection the issue names, with the server's Russian reasons.
const REASONS: readonly [string | null, (n: number) => string][] = [
  ['SECTION', () => 'Раздел «Картины по номерам / Пейзажи» не найден'],
  ['PROPERTY_RAZMER', () => 'Не заполнено обязательное свойство «Размер»'],
  ['PROPERTY_TEMA', (n) => `Значение «тема ${n}» не подходит ни под одно правило колонки`],
  ['PRICE_BASE', () => 'Цена не число: «12,5 руб»'],
  ['CODE', (n) => `Товар с кодом «mozaika-${n}» уже есть в строке ${n - 1}`],
  [null, () => 'В строке 14 значений, а в шапке 19: строка повреждена'],
];

/** `count` rejected rows by line, each kind of reason in turn. */
export function rejections(count: number): CatalogImportRejection[] {
  return Array.from({ length: count }, (_, i) => {
    const line = 3 + i * 7;
    const [column, reason] = REASONS[i % REASONS.length]!;
    return { line, column, reason: reason(line) };
  });
}

/** One page of `all`, as GET /jobs/{id}/rejections answers it. */
export function rejectionPage(
  all: readonly CatalogImportRejection[],
  page: number,
): CatalogImportRejectionPage {
  return {
    items: all.slice((page - 1) * REJECTIONS_PAGE_SIZE, page * REJECTIONS_PAGE_SIZE),
    total: all.length,
    page,
    pageSize: REJECTIONS_PAGE_SIZE,
  };
}

/** A small CSV file of the shop's format, to choose or upload in a story. */
export function csvFile(name = 'katalog-noyabr.csv', text = SAMPLE_CSV): File {
  return new File([text], name, { type: 'text/csv' });
}

const SAMPLE_CSV =
  'CODE;NAME;SECTION;PRICE_BASE\n' +
  'mozaika-koty;Алмазная мозаика «Котики»;Алмазная мозаика;1290\n' +
  'pazl-more;Пазл «Море»;Пазлы;12,5 руб\n';

import type { CatalogImportJob } from '@features/api';
import { plural, type PluralForms } from '@ui/format';

export type ImportJobStatus = CatalogImportJob['status'];

export const PRODUCTS: PluralForms = ['товар', 'товара', 'товаров'];
export const ROWS: PluralForms = ['строка', 'строки', 'строк'];

/** A whole count with a space between thousands (spec §9), no decimals: rows are whole. */
export const wholeNumber = (n: number) => Math.round(n).toLocaleString('en-US').replace(/,/g, ' ');

/** `12 товаров`, `1 строка`. */
export const counted = (n: number, forms: PluralForms) => `${wholeNumber(n)} ${plural(n, forms)}`;

/** The job is still moving on the server, so the screen polls it. */
export const isRunning = (status: ImportJobStatus) =>
  status === 'checking' || status === 'applying';

/** The job's story is over: nothing the staff member can still decide. */
const isFinished = (status: ImportJobStatus) =>
  status === 'done' || status === 'failed' || status === 'discarded';

/** A job's status as the history lists it. */
export const STATUS_TEXT: Record<ImportJobStatus, string> = {
  checking: 'Идёт проверка',
  checked: 'Ждёт решения',
  applying: 'Идёт запись',
  done: 'Записано',
  failed: 'Ошибка',
  discarded: 'Отменено',
};

/** The phase a running job's progress bar names. */
export const phaseText = (status: ImportJobStatus) =>
  status === 'applying' ? 'Запись в каталог' : 'Проверка файла';

/**
 * `осталось ~2 мин`: rounded up, since a promise of less time than it takes reads as a stall;
 * under a minute in steps of 5 s, and hours with minutes for the largest files.
 */
export function timeLeftText(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return 'оцениваем время…';
  if (seconds < 1) return 'почти готово';
  if (seconds < 60) return `осталось ~${Math.max(5, Math.ceil(seconds / 5) * 5)} с`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `осталось ~${minutes} мин`;
  const rest = minutes % 60;
  return `осталось ~${Math.floor(minutes / 60)} ч${rest ? ` ${rest} мин` : ''}`;
}

/** `12 500 строк/с`; a rate under 10 keeps one decimal so a slow start does not read as 0. */
export function rowsPerSecondText(rate: number | null): string | null {
  if (rate === null || !Number.isFinite(rate) || rate < 0) return null;
  const shown = rate < 10 ? String(Math.round(rate * 10) / 10) : wholeNumber(rate);
  return `${shown} строк/с`;
}

const CHECKED_ROWS: PluralForms = ['Проверена', 'Проверено', 'Проверено'];
const WRITTEN_ROWS: PluralForms = ['Записана', 'Записано', 'Записано'];

/** What a running job has done so far: `Проверено 45 000 строк` / `Записано 30 000 строк`. */
export function rowsDoneText(job: Pick<CatalogImportJob, 'status' | 'rowsRead' | 'rowsApplied'>) {
  const rows = job.status === 'applying' ? job.rowsApplied : job.rowsRead;
  const verb = plural(rows, job.status === 'applying' ? WRITTEN_ROWS : CHECKED_ROWS);
  return `${verb} ${counted(rows, ROWS)}`;
}

/** The percent a progress bar shows: whole, and 100 only when the phase is really over. */
export const percentOf = (progress: number) =>
  Math.min(100, Math.max(0, Math.floor((Number.isFinite(progress) ? progress : 0) * 100)));

/**
 * issue 25 point 9: what a job at 100 % still does. After the last row is written, the shop's
 * catalogue (the search index and filters every server process serves from) is rebuilt before the
 * job reads as done, which takes seconds on a large catalogue; the dry run's last step only sums
 * it up. Null while rows are still being read or written.
 */
export function finishingText(job: Pick<CatalogImportJob, 'status' | 'progress'>): string | null {
  if (percentOf(job.progress) < 100) return null;
  return job.status === 'applying'
    ? 'Строки записаны, обновляем каталог на сайте: поиск и фильтры покажут новые данные после этого шага'
    : 'Файл прочитан, подводим итог проверки';
}

const verbFor = (n: number, forms: PluralForms, capital: boolean) => {
  const verb = plural(n, forms);
  return capital ? verb : verb.toLowerCase();
};

/** Finished: `Создано 12 товаров, обновлено 3 товара` (the verb agrees with the count). */
export function writtenText(job: Pick<CatalogImportJob, 'toCreate' | 'toUpdate'>): string {
  const created = `${verbFor(job.toCreate, ['Создан', 'Создано', 'Создано'], true)} ${counted(job.toCreate, PRODUCTS)}`;
  const updated = `${verbFor(job.toUpdate, ['Обновлён', 'Обновлено', 'Обновлено'], false)} ${counted(job.toUpdate, PRODUCTS)}`;
  return `${created}, ${updated}`;
}

/** A history line's counts in words; a job still checking has none yet. */
export function historyCountsText(job: CatalogImportJob): string {
  if (job.status === 'checking') return '';
  const parts = [
    `новых ${wholeNumber(job.toCreate)}`,
    `обновлений ${wholeNumber(job.toUpdate)}`,
    `без изменений ${wholeNumber(job.unchanged)}`,
  ];
  if (job.rejected > 0) parts.push(`отклонено ${wholeNumber(job.rejected)}`);
  return parts.join(', ');
}

/**
 * The job the card opens with: the newest one still running or waiting for a decision, so a page
 * reload finds a running import again. The history lists the newest first.
 */
export const jobToResume = (jobs: readonly CatalogImportJob[]) =>
  jobs.find((job) => !isFinished(job.status)) ?? null;

/** A file's size for people: `820 байт`, `12 КБ`, `3.4 МБ`. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${plural(bytes, ['байт', 'байта', 'байт'])}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} КБ`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb)} МБ`;
}

// Staff read times in the shop's own zone, whatever the browser's zone (as the change log does),
// and stories look the same on every machine.
const timeFormat = new Intl.DateTimeFormat('ru', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Moscow',
});

/** `24.11.2026, 17:02` in Moscow time. */
export const timeText = (iso: string) => timeFormat.format(new Date(iso));

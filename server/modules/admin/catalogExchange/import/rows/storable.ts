import type { HeaderPlan } from './header';
import type { FileRecord, Rejection } from './types';

/**
 * PostgreSQL's text holds no NUL, so a cell with one could never be written.
 * @internal exported for a test only
 */
export const NUL_REASON =
  'В ячейке нулевой байт (символ с кодом 0): такой текст не сохранить, удалите его';
/**
 * The decoder puts U+FFFD for bytes that are no character of the file's encoding: a UTF-8 file
 * with a piece in another encoding, or a broken one (windows-1251 decodes every byte).
 * @internal exported for a test only
 */
export const UNREADABLE_REASON =
  'В ячейке есть нечитаемые символы «\uFFFD»: файл повреждён или сохранён не в одной кодировке — сохраните его заново в UTF-8';
/** @internal exported for a test only */
export const tooLongReason = (bound: number, length: number) =>
  `Ячейка длиннее ${bound.toLocaleString('ru-RU')} знаков (в ней ${length.toLocaleString('ru-RU')})`;

const UNSTORABLE = /[\0\uFFFD]/;

/**
 * issue 22 point 4: the cells of the columns the import reads that no write could store — a NUL,
 * undecodable bytes, more than the column's bound. Checked first for both the dry run and the
 * write, so a file the dry run passed is written whole; the row's other checks are skipped, since
 * their reasons would quote such a cell.
 */
export function unstorableCells(record: FileRecord, plan: HeaderPlan): Rejection[] {
  const rejections: Rejection[] = [];
  for (const column of plan.columns) {
    const cell = record.cells[column.index] ?? '';
    let reason: string | null = null;
    if (UNSTORABLE.test(cell)) reason = cell.includes('\0') ? NUL_REASON : UNREADABLE_REASON;
    else if (cell.length > column.bound) {
      // Characters, not UTF-16 units: counted only for the rare cell that may be too long.
      const length = [...cell].length;
      if (length > column.bound) reason = tooLongReason(column.bound, length);
    }
    if (reason) rejections.push({ line: record.line, column: column.name, reason });
  }
  return rejections;
}

/** A text as the database can hold it: each NUL becomes U+FFFD, so the report shows where it was. */
export const storableText = (text: string) =>
  text.includes('\0') ? text.replaceAll('\0', '\uFFFD') : text;

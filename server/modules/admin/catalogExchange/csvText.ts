/**
 * Writing the catalogue CSV (issue 14, R-CSV-7): one line at a time, so an export and an error
 * report can stream, and the two encodings a shop's staff open the file in. Every CSV the server
 * writes for a spreadsheet goes through `csvLine` (issue 22 point 4: formulas written as text).
 */

export type CsvEncoding = 'utf-8' | 'windows-1251';

/** Excel reads a UTF-8 CSV as the local code page (Cyrillic turns to mojibake) without it. */
export const UTF8_BOM = '\uFEFF';

const NEEDS_QUOTES = /["\r\n]/;

/**
 * What a spreadsheet takes for a formula (OWASP "CSV Injection", 2025 list: '=', '+', '-', '@',
 * tab, carriage return, line feed; ASVS 5.0 1.2.10 adds NUL), looked for after any leading
 * spaces and apostrophes: some spreadsheets skip spaces before a formula, and the apostrophes
 * make the rule its own inverse (see `fromSpreadsheet`).
 */
const FORMULA_START = /^[' \u00a0]*[=+\-@\t\r\n\0]/;
/** A plain number ('-5', '-2.5', '1290.50') is a number to a spreadsheet, never a formula. */
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;
const TEXT_MARK = "'";

const needsTextMark = (cell: string) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell);

/**
 * issue 22 point 4: a cell as every CSV the shop writes holds it. A cell a spreadsheet would read
 * as a formula gets a leading apostrophe, which makes it text (OWASP's rule); prices, stock and
 * other numbers, negative ones too, stay numbers.
 * @internal exported for a test only
 */
export const spreadsheetCell = (text: string) => (needsTextMark(text) ? TEXT_MARK + text : text);

/**
 * The inverse of `spreadsheetCell` for a cell of an imported file: the one apostrophe the shop's
 * writing added is dropped, and only where it would have added it. A cell starting with an
 * apostrophe always needs the mark when what follows does, so no other text changes.
 */
export const fromSpreadsheet = (cell: string) =>
  cell.startsWith(TEXT_MARK) && needsTextMark(cell) ? cell.slice(1) : cell;

/**
 * One CSV record (RFC 4180): a cell holding the delimiter, a quote or a line break is quoted, and
 * so is a cell made text by `spreadsheetCell` (OWASP: quote such a cell too).
 */
export function csvLine(cells: readonly string[], delimiter: string): string {
  return (
    cells
      .map((text) => {
        const cell = spreadsheetCell(text);
        return cell !== text || cell.includes(delimiter) || NEEDS_QUOTES.test(cell)
          ? `"${cell.replace(/"/g, '""')}"`
          : cell;
      })
      .join(delimiter) + '\r\n'
  );
}

/**
 * The upper half of windows-1251 as text, read off Node's own decoder so the encoding below is the
 * exact inverse of what `new TextDecoder('windows-1251')` gives back.
 */
const WINDOWS_1251_UPPER = new TextDecoder('windows-1251').decode(
  Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i),
);

/** Character → byte for the upper half of windows-1251. */
const WINDOWS_1251 = new Map<number, number>(
  [...WINDOWS_1251_UPPER].map((char, i) => [char.charCodeAt(0), 0x80 + i]),
);

/**
 * A character windows-1251 cannot hold, as a PostgreSQL (and JavaScript) pattern: not ASCII and
 * not one of the code page's upper half. NUL is left out: no stored text holds it.
 */
export const UNWRITABLE_1251_PATTERN = `[^\\x01-\\x7f${WINDOWS_1251_UPPER}]`;
const UNWRITABLE_1251 = new RegExp(UNWRITABLE_1251_PATTERN, 'gu');

/**
 * issue 25 point 5: what a windows-1251 file holds instead of a character the code page lacks,
 * where a reader of the file would expect a plain equivalent: the rouble sign as Russian price
 * lists write it, sizes' '×' as the 'x' staff type, dashes, comparisons and fractions in ASCII.
 * Invisible joiners are left out. Every other character becomes '?' (`standIn1251`).
 */
const STAND_INS: ReadonlyMap<string, string> = new Map([
  ['₽', 'руб.'],
  ['×', 'x'],
  ['−', '-'],
  ['‐', '-'],
  ['‑', '-'],
  ['‒', '-'],
  ['≈', '~'],
  ['≤', '<='],
  ['≥', '>='],
  ['½', '1/2'],
  ['¼', '1/4'],
  ['¾', '3/4'],
  ['²', '2'],
  ['³', '3'],
  ['→', '->'],
  ['←', '<-'],
  ['\u2009', ' '],
  ['\u202f', ' '],
  ['\u200b', ''],
  ['\u200c', ''],
  ['\u200d', ''],
  ['\u2060', ''],
  ['\ufeff', ''],
]);

/**
 * What the export writes in windows-1251 for `character`, one the code page lacks: its stand-in,
 * a Latin letter without its accent ('é' → 'e'), else '?'.
 */
export function standIn1251(character: string): string {
  const standIn = STAND_INS.get(character);
  if (standIn !== undefined) return standIn;
  const bare = character.normalize('NFD').replace(/\p{M}/gu, '');
  return bare && bare !== character && /^[\x20-\x7e]+$/.test(bare) ? bare : '?';
}

/** `text` with every character windows-1251 lacks replaced by its stand-in (above). */
const writable1251 = (text: string) => text.replace(UNWRITABLE_1251, standIn1251);

function encodeWindows1251(text: string): Buffer {
  const bytes = Buffer.allocUnsafe(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const byte = code < 0x80 ? code : WINDOWS_1251.get(code);
    // Rare in a catalogue: the text is rewritten once, and then every character has its byte.
    if (byte === undefined) return encodeWindows1251(writable1251(text));
    bytes[i] = byte;
  }
  return bytes;
}

/**
 * `text` as a file in `encoding` gives it back when read: in windows-1251 every character the code
 * page lacks is its stand-in ('₽' → 'руб.', '×' → 'x', emoji → '?'). The import compares cells
 * with stored texts this way, so a windows-1251 export imported unchanged changes nothing.
 */
export function asWritten(text: string, encoding: CsvEncoding): string {
  return encoding === 'utf-8' ? text : writable1251(text);
}

export function encodeText(text: string, encoding: CsvEncoding): Buffer {
  return encoding === 'windows-1251' ? encodeWindows1251(text) : Buffer.from(text, 'utf8');
}

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

const UNMAPPABLE = 0x3f; // '?'

/**
 * Character → byte for the upper half of windows-1251, read off Node's own decoder so the
 * table is the exact inverse of what `new TextDecoder('windows-1251')` gives back.
 */
const WINDOWS_1251 = (() => {
  const upperHalf = Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i);
  const chars = new TextDecoder('windows-1251').decode(upperHalf);
  const table = new Map<number, number>();
  for (let i = 0; i < chars.length; i += 1) table.set(chars.charCodeAt(i), 0x80 + i);
  return table;
})();

function encodeWindows1251(text: string): Buffer {
  const bytes = Buffer.allocUnsafe(text.length);
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes[length] = code;
    else {
      bytes[length] = WINDOWS_1251.get(code) ?? UNMAPPABLE;
      // A character outside the BMP is two UTF-16 units but one '?'.
      const next = text.charCodeAt(i + 1);
      if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    length += 1;
  }
  return bytes.subarray(0, length);
}

/**
 * `text` as a file in `encoding` gives it back when read: in windows-1251 every character the code
 * page lacks ('×', '≈', emoji) is a '?'. The import compares cells with stored texts this way, so
 * a windows-1251 export imported unchanged changes nothing.
 */
export function asWritten(text: string, encoding: CsvEncoding): string {
  if (encoding === 'utf-8' || !/[^\p{ASCII}]/u.test(text)) return text;
  return new TextDecoder('windows-1251').decode(encodeWindows1251(text));
}

export function encodeText(text: string, encoding: CsvEncoding): Buffer {
  return encoding === 'windows-1251' ? encodeWindows1251(text) : Buffer.from(text, 'utf8');
}

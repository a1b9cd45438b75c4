import { open, type FileHandle } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Delimiter, Encoding, FileShape } from './types';

/**
 * How much of the file the guess reads: enough for the header and a few hundred rows.
 * @internal exported for a test only
 */
export const SNIFF_BYTES = 64 * 1024;
/** Records (after the header) the delimiter guess checks the header's width against. */
const SAMPLE_RECORDS = 20;
const DELIMITERS: readonly Delimiter[] = [';', ',', '\t'];

/**
 * issue 14 point 7: the encoding, a byte order mark and the delimiter. The delimiter comes from the
 * file's start; the encoding from its first bytes outside ASCII, wherever they are, since a file
 * whose first rows are plain ASCII (codes, numbers, Latin names) tells nothing about its letters.
 */
export async function sniffFile(path: string): Promise<FileShape> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    const unreadable = unreadableReason(buffer.subarray(0, bytesRead));
    if (unreadable) return { encoding: 'utf-8', bom: false, delimiter: ';', unreadable };
    const { koi8, ...shape } = sniffBytes(buffer.subarray(0, bytesRead), bytesRead === SNIFF_BYTES);
    if (bytesRead < SNIFF_BYTES || !isAscii(buffer.subarray(shape.bom ? 3 : 0, bytesRead)))
      return koi8 ? { ...shape, unreadable: KOI8_MESSAGE } : shape;
    const later = await encodingFrom(file, bytesRead);
    return later === 'koi8-r'
      ? { ...shape, unreadable: KOI8_MESSAGE }
      : { ...shape, encoding: later };
  } finally {
    await file.close();
  }
}

/** @internal exported for a test only */
export const UTF16_MESSAGE =
  'Файл в кодировке UTF-16, а импорт читает CSV в UTF-8 или windows-1251: сохраните таблицу как «CSV UTF-8 (разделитель — запятая)» или «CSV (разделитель — точка с запятой)» и загрузите снова';
/** @internal exported for a test only */
export const BINARY_MESSAGE =
  'Файл не похож на CSV: в нём двоичные данные (например, это книга Excel .xlsx или архив). Сохраните таблицу как CSV и загрузите снова';

/** @internal exported for a test only */
export const KOI8_MESSAGE =
  'Файл в кодировке KOI8-R, а импорт читает CSV в UTF-8 или windows-1251: сохраните таблицу как «CSV UTF-8 (разделитель — запятая)» или «CSV (разделитель — точка с запятой)» и загрузите снова';

/** Signatures of the files staff upload by mistake: a ZIP (.xlsx, .ods), an OLE file (.xls). */
const BINARY_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
];

/**
 * issue 25 point 9: why the file's first bytes are no CSV the import reads, or null. UTF-16 (a
 * byte order mark, or ASCII with every other byte NUL) is refused with its name rather than read:
 * the reader, the report written back in the file's encoding and the stored texts all take an
 * encoding in which ASCII is one byte. Text holds few NULs, if any: many of them mean binary.
 */
function unreadableReason(bytes: Uint8Array): string | null {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return UTF16_MESSAGE;
  if (BINARY_SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte)))
    return BINARY_MESSAGE;
  const sample = bytes.subarray(0, 1024);
  // A NUL here and there is a broken cell, refused by line (issue 22 point 4), not a binary file.
  const nuls = sample.reduce((count, byte) => (byte === 0 ? count + 1 : count), 0);
  if (nuls * 32 < sample.length) return null;
  // UTF-16 without a mark: NULs (the high bytes of ASCII) in one half of the byte pairs only,
  // and many of them, since a CSV is mostly ASCII.
  let even = 0;
  let odd = 0;
  for (let i = 0; i + 1 < sample.length; i += 2) {
    if (sample[i] === 0) even += 1;
    if (sample[i + 1] === 0) odd += 1;
  }
  return Math.min(even, odd) === 0 && Math.max(even, odd) > sample.length / 8
    ? UTF16_MESSAGE
    : BINARY_MESSAGE;
}

/** `cut`: the bytes are a prefix of a longer file, so the last record may be incomplete. */
function sniffBytes(bytes: Uint8Array, cut: boolean): FileShape & { koi8: boolean } {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  // A byte order mark declares UTF-8: broken bytes after it are the rows' fault, not the file's.
  const utf8 = decodeUtf8(body, cut, bom);
  const encoding: Encoding = utf8 === null ? 'windows-1251' : 'utf-8';
  const text = utf8 ?? new TextDecoder('windows-1251').decode(body);
  return {
    encoding,
    bom,
    delimiter: guessDelimiter(text, cut),
    koi8: utf8 === null && readsAsKoi8(text),
  };
}

/** Cyrillic letters a guess between windows-1251 and KOI8-R needs to go by. */
const LETTERS_TO_TELL = 8;

/**
 * Whether text that is no UTF-8, read as windows-1251, was written in KOI8-R. The two hold the
 * same letters in swapped cases (KOI8-R's small letters are windows-1251's capitals), and Russian
 * text is mostly small letters: read the wrong way, it is mostly capitals («дЕТЕЧСООЩК» for
 * «Деревянный»).
 */
function readsAsKoi8(text: string): boolean {
  const capitals = text.match(/[А-ЯЁ]/g)?.length ?? 0;
  const small = text.match(/[а-яё]/g)?.length ?? 0;
  return capitals + small >= LETTERS_TO_TELL && capitals > 2 * small;
}

const isAscii = (bytes: Uint8Array) => bytes.every((byte) => byte < 0x80);

/**
 * The encoding of the first bytes outside ASCII after `position`: everything before them is ASCII,
 * so they start a character in either encoding. A file with none is read as UTF-8.
 */
async function encodingFrom(file: FileHandle, position: number): Promise<Encoding | 'koi8-r'> {
  const buffer = Buffer.alloc(SNIFF_BYTES);
  for (let at = position; ;) {
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, at);
    if (bytesRead === 0) return 'utf-8';
    const first = buffer.subarray(0, bytesRead).findIndex((byte) => byte >= 0x80);
    if (first !== -1) {
      const { bytesRead: sample } = await file.read(buffer, 0, SNIFF_BYTES, at + first);
      const cut = sample === SNIFF_BYTES;
      if (decodeUtf8(buffer.subarray(0, sample), cut) !== null) return 'utf-8';
      const text = new TextDecoder('windows-1251').decode(buffer.subarray(0, sample));
      return readsAsKoi8(text) ? 'koi8-r' : 'windows-1251';
    }
    at += bytesRead;
  }
}

/**
 * The text when the bytes read as UTF-8, else null. `stream: true` keeps a character cut at the
 * sample's edge pending instead of failing on it; a file that ends there must be complete.
 * issue 22 point 4: UTF-8 with a few broken bytes is still UTF-8 (its rows with them are refused
 * by line), so the bytes read as UTF-8 when more characters decode than fail (U+FFFD); Cyrillic
 * in windows-1251 almost never forms a UTF-8 sequence, so there nearly every letter fails.
 */
function decodeUtf8(bytes: Uint8Array, cut: boolean, declared = false): string | null {
  const text = new TextDecoder('utf-8').decode(bytes, { stream: cut });
  if (declared) return text;
  let decoded = 0;
  let failed = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0xfffd) failed += 1;
    else if (code >= 0x80) decoded += 1;
  }
  return failed === 0 || decoded > failed ? text : null;
}

/**
 * The delimiter that splits the header (outside quotes) into the most columns while the next
 * records have as many; ';' when nothing splits it (a one-column file reads the same either way).
 */
function guessDelimiter(text: string, cut: boolean): Delimiter {
  let best: { delimiter: Delimiter; consistent: boolean; width: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const records = Papa.parse<string[]>(text, {
      delimiter,
      preview: SAMPLE_RECORDS + 2,
      skipEmptyLines: 'greedy',
    }).data;
    // The sample's last record may be cut in the middle.
    if (cut && records.length > 1) records.pop();
    const width = records[0]?.length ?? 0;
    if (width < 2) continue;
    const consistent = records.every((record) => record.length === width);
    if (
      !best ||
      (consistent && !best.consistent) ||
      (consistent === best.consistent && width > best.width)
    )
      best = { delimiter, consistent, width };
  }
  return best?.delimiter ?? ';';
}

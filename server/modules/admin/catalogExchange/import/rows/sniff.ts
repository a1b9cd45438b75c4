import { open } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Delimiter, Encoding, FileShape } from './types';

/** How much of the file the guess reads: enough for the header and a few hundred rows. */
export const SNIFF_BYTES = 64 * 1024;
/** Records (after the header) the delimiter guess checks the header's width against. */
const SAMPLE_RECORDS = 20;
const DELIMITERS: readonly Delimiter[] = [';', ',', '\t'];

/** issue 14 point 7: the encoding, a byte order mark and the delimiter, from the file's start. */
export async function sniffFile(path: string): Promise<FileShape> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    return sniffBytes(buffer.subarray(0, bytesRead), bytesRead === SNIFF_BYTES);
  } finally {
    await file.close();
  }
}

/** `cut`: the bytes are a prefix of a longer file, so the last record may be incomplete. */
export function sniffBytes(bytes: Uint8Array, cut: boolean): FileShape {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  const utf8 = decodeUtf8(body, cut);
  const encoding: Encoding = utf8 === null ? 'windows-1251' : 'utf-8';
  const text = utf8 ?? new TextDecoder('windows-1251').decode(body);
  return { encoding, bom, delimiter: guessDelimiter(text, cut) };
}

/**
 * The text when the bytes are valid UTF-8, else null. `stream: true` keeps a character cut at the
 * sample's edge pending instead of failing on it; a file that ends there must be complete.
 */
function decodeUtf8(bytes: Uint8Array, cut: boolean): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: cut });
  } catch {
    return null;
  }
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

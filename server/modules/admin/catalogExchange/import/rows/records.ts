import { createReadStream } from 'node:fs';
import Papa from 'papaparse';
import { fromSpreadsheet } from '../../csvText';
import type { FileRecord, FileShape } from './types';

/**
 * Read size: a chunk is decoded and parsed in one go on the server's main thread, so it is what
 * a shopper's request may wait for during an import; 128 kB (about 160 rows of an export) parses
 * in about a millisecond, and an 80 MB file is still only 640 chunks (issue 24 point 2).
 */
const CHUNK_BYTES = 128 * 1024;

/** The records of a file, with how far into it the reading is (for the job's progress). */
export interface RecordReader extends AsyncIterable<FileRecord> {
  /** Bytes of the file read so far (slightly ahead of the records handed out). */
  readonly bytesRead: number;
}

export interface ReadOptions {
  /** Resume: skip the records that start before this line. The header (line 1) still comes first. */
  fromLine?: number;
}

/**
 * issue 14 points 5 and 7: the file's records as a stream (papaparse over decoded text), the
 * header first. `line` is the file line a record starts on, counting the line breaks inside
 * quoted cells too, so a report's line numbers are the ones a text editor shows. Empty lines are
 * skipped (they still count as lines). A cell the shop's export made text for a spreadsheet
 * (`spreadsheetCell`) comes back as it was.
 */
export function readRecords(
  path: string,
  shape: FileShape,
  options: ReadOptions = {},
): RecordReader {
  const fromLine = options.fromLine ?? 1;
  const reader = {
    bytesRead: 0,
    async *[Symbol.asyncIterator](): AsyncGenerator<FileRecord> {
      const texts = decodeChunks(path, shape, (bytes) => (reader.bytesRead += bytes));
      let line = 1;
      try {
        for await (const rows of recordsOfChunks(texts, shape.delimiter)) {
          for (const cells of rows) {
            const start = line;
            line += 1 + lineBreaksIn(cells);
            if (cells.length === 1 && cells[0] === '') continue;
            if (start !== 1 && start < fromLine) continue;
            for (let i = 0; i < cells.length; i += 1) cells[i] = fromSpreadsheet(cells[i]!);
            yield { line: start, cells };
          }
        }
      } finally {
        // A reader left early (the job stopped) must not keep the file open.
        await texts.return(undefined);
      }
    },
  };
  return reader;
}

/**
 * The records of the text chunks, a chunk's worth at a time: each chunk is parsed after the
 * unfinished record the previous one ended with, and its own last record (maybe cut in a quoted
 * cell or between \r and \n) waits for the next. Papaparse's own stream mode pauses its parser
 * every 16 records and copies the rest of the chunk each time, which made a 100 000-row file
 * take seconds; this is its chunk reading without the pauses. The line break is guessed once,
 * from the first chunk, as papaparse does.
 */
async function* recordsOfChunks(
  texts: AsyncIterable<string>,
  delimiter: string,
): AsyncGenerator<string[][]> {
  let parser: Papa.Parser | null = null;
  let rest = '';
  for await (const text of texts) {
    const input = rest + text;
    parser ??= new Papa.Parser({
      delimiter,
      quoteChar: '"',
      escapeChar: '"',
      newline: Papa.parse(input, { delimiter, preview: 1 }).meta.linebreak,
    } as Papa.ParseConfig);
    const { data, meta } = parser.parse(input, 0, true) as Papa.ParseResult<string[]>;
    rest = input.substring(meta.cursor);
    if (data.length) yield data;
  }
  if (parser && rest) yield (parser.parse(rest, 0, false) as Papa.ParseResult<string[]>).data;
}

/** The file as text: the byte order mark dropped, windows-1251 turned into Unicode. */
async function* decodeChunks(
  path: string,
  shape: FileShape,
  onBytes: (bytes: number) => void,
): AsyncGenerator<string> {
  // TextDecoder drops a UTF-8 byte order mark itself (ignoreBOM is false by default).
  const decoder = new TextDecoder(shape.encoding);
  for await (const chunk of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
    onBytes((chunk as Buffer).length);
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** Line breaks inside quoted cells: CRLF counts once, as an editor shows it. */
function lineBreaksIn(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells) {
    if (cell.indexOf('\n') === -1 && cell.indexOf('\r') === -1) continue;
    for (let i = 0; i < cell.length; i += 1) {
      const code = cell.charCodeAt(i);
      if (code === 10) breaks += 1;
      else if (code === 13 && cell.charCodeAt(i + 1) !== 10) breaks += 1;
    }
  }
  return breaks;
}

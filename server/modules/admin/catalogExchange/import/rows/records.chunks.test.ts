import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../../csvText';
import { readRecords } from './records';
import { sniffFile } from './sniff';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'csv-chunks-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Cells that put quotes, delimiters and both kinds of line break wherever a chunk may end. */
function cell(i: number): string {
  switch (i % 5) {
    case 0:
      return `Кисть №${i}`;
    case 1:
      return `"строка ${i}\r\nвторая; с ""кавычками"""`;
    case 2:
      return `"${'ж'.repeat(i % 700)}\nконец"`;
    case 3:
      return '';
    default:
      return String(i * 7);
  }
}

describe('issue 14 point 7: records of a file read in many chunks', () => {
  it('a 3 MB file with quoted line breaks reads as papaparse reads it whole, lines counted', async () => {
    const lines = ['CODE;NAME;DETAIL_TEXT;SORT'];
    for (let i = 0; i < 9000; i += 1)
      lines.push([`p-${i}`, cell(i), cell(i + 1), cell(i + 2)].join(';'));
    const text = lines.join('\r\n') + '\r\n';
    expect(Buffer.byteLength(text)).toBeGreaterThan(3 * 1024 * 1024);
    const path = join(dir, 'big.csv');
    await writeFile(path, UTF8_BOM + text);

    const whole = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true }).data;
    const read: { line: number; cells: string[] }[] = [];
    for await (const record of readRecords(path, await sniffFile(path))) read.push(record);

    expect(read.map((record) => record.cells)).toEqual(whole);
    // Line of a record = 1 + the line breaks of every record before it.
    let line = 1;
    for (const [i, record] of read.entries()) {
      expect(record.line, `record ${i}`).toBe(line);
      line += 1 + record.cells.join('').split(/\r\n|\r|\n/).length - 1;
    }
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeText, UTF8_BOM } from '../../csvText';
import { readRecords } from './records';
import { sniffFile } from './sniff';
import type { FileRecord } from './types';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'csv-records-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let files = 0;
async function fileOf(bytes: Uint8Array | string): Promise<string> {
  const path = join(dir, `${(files += 1)}.csv`);
  await writeFile(path, bytes);
  return path;
}

async function recordsOf(path: string, fromLine?: number): Promise<FileRecord[]> {
  const records: FileRecord[] = [];
  for await (const record of readRecords(path, await sniffFile(path), { fromLine }))
    records.push(record);
  return records;
}

describe('issue 14 point 7: records and their file lines', () => {
  it('quoted delimiters, quotes and line breaks stay in their cell; lines count every break', async () => {
    const text = [
      'CODE;NAME;DETAIL_TEXT',
      'a;"Кисть; плоская";"Первая строка',
      'вторая строка',
      'третья"',
      'b;"Холст ""Лён""";"x"',
      'c;"одна\r\nCRLF внутри";y',
      '',
    ].join('\r\n');
    const records = await recordsOf(await fileOf(UTF8_BOM + text));
    expect(records).toEqual([
      { line: 1, cells: ['CODE', 'NAME', 'DETAIL_TEXT'] },
      { line: 2, cells: ['a', 'Кисть; плоская', 'Первая строка\r\nвторая строка\r\nтретья'] },
      { line: 5, cells: ['b', 'Холст "Лён"', 'x'] },
      { line: 6, cells: ['c', 'одна\r\nCRLF внутри', 'y'] },
    ]);
  });

  it('LF line ends, empty lines in the middle and at the end are skipped but counted', async () => {
    const text = 'CODE,NAME\n\na,"1\n2"\n\n\nb,3\n\n\n';
    expect(await recordsOf(await fileOf(text))).toEqual([
      { line: 1, cells: ['CODE', 'NAME'] },
      { line: 3, cells: ['a', '1\n2'] },
      { line: 7, cells: ['b', '3'] },
    ]);
  });

  it('tab-delimited, no line break after the last record', async () => {
    const text = 'CODE\tNAME\na\tx;y,z\nb\t"q\tq"';
    expect(await recordsOf(await fileOf(text))).toEqual([
      { line: 1, cells: ['CODE', 'NAME'] },
      { line: 2, cells: ['a', 'x;y,z'] },
      { line: 3, cells: ['b', 'q\tq'] },
    ]);
  });

  it('windows-1251 is decoded, a UTF-8 byte order mark is not part of the first cell', async () => {
    const text = 'CODE;NAME\r\nyozh;Ёжик №1 — «мягкий»\r\n';
    const cp1251 = await recordsOf(await fileOf(encodeText(text, 'windows-1251')));
    const utf8 = await recordsOf(await fileOf(UTF8_BOM + text));
    expect(cp1251).toEqual([
      { line: 1, cells: ['CODE', 'NAME'] },
      { line: 2, cells: ['yozh', 'Ёжик №1 — «мягкий»'] },
    ]);
    expect(utf8).toEqual(cp1251);
  });

  it('a UTF-8 letter split between two read chunks is decoded whole', async () => {
    // The reader takes 1 MB at a time: put a two-byte letter across the boundary.
    const head = 'CODE;NAME\n';
    const filler = 'я'.repeat(Math.floor((1024 * 1024 - head.length - 2) / 2));
    const text = `${head}a;${filler}ж\nb;конец\n`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024 * 1024);
    const records = await recordsOf(await fileOf(text));
    expect(records.map((r) => r.line)).toEqual([1, 2, 3]);
    expect(records[1]!.cells[1]).toBe(`${filler}ж`);
  });

  it('fromLine resumes: the header, then the records starting at that line or later', async () => {
    const text = 'CODE;NAME\na;"1\n2"\nb;3\nc;4\n';
    const records = await recordsOf(await fileOf(text), 4);
    expect(records).toEqual([
      { line: 1, cells: ['CODE', 'NAME'] },
      { line: 4, cells: ['b', '3'] },
      { line: 5, cells: ['c', '4'] },
    ]);
  });

  it('bytesRead reaches the file size at the end (the progress bar)', async () => {
    const text = UTF8_BOM + 'CODE;NAME\na;б\n';
    const path = await fileOf(text);
    const reader = readRecords(path, await sniffFile(path));
    expect(reader.bytesRead).toBe(0);
    for await (const record of reader) expect(record.cells).toHaveLength(2);
    expect(reader.bytesRead).toBe(Buffer.byteLength(text));
  });

  // Its speed is measured by bench/catalog-exchange.ts, not asserted here (docs/benchmarks.md).
  it('a 100 000-row file with line breaks in quoted cells is read whole, each record at its line', async () => {
    const header =
      'ID;XML_ID;CODE;NAME;ACTIVE;SECTION_ID;SORT;PREVIEW_TEXT;DETAIL_TEXT;PRICE_BASE;STOCK';
    const detail = `"${'Подробное описание; с ""кавычками"" и\nпереводом строки. '.repeat(2)}"`;
    const lines = [header];
    for (let i = 1; i <= 100_000; i += 1)
      lines.push(
        `${i};;mozaika-${i};Алмазная мозаика «Цветы» ${i};Y;12;500;Коротко о товаре;${detail};1290.00;15`,
      );
    const path = await fileOf(UTF8_BOM + lines.join('\r\n') + '\r\n');
    let count = 0;
    let lastLine = 0;
    for await (const record of readRecords(path, await sniffFile(path))) {
      count += 1;
      lastLine = record.line;
    }
    expect(count).toBe(100_001);
    // Each record spans 3 lines (two breaks inside DETAIL_TEXT).
    expect(lastLine).toBe(2 + 99_999 * 3);
  }, 30_000);
});

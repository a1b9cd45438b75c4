import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeText, UTF8_BOM } from '../../csvText';
import { BINARY_MESSAGE, KOI8_MESSAGE, SNIFF_BYTES, sniffFile, UTF16_MESSAGE } from './sniff';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'csv-sniff-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let files = 0;
async function fileOf(bytes: Uint8Array | string): Promise<string> {
  const path = join(dir, `${(files += 1)}.csv`);
  await writeFile(path, bytes);
  return path;
}

const CYRILLIC = 'ID;CODE;NAME\r\n1;rozy;Алмазная мозаика «Розы» №1\r\n2;yozh;Ёжик в тумане\r\n';

describe('issue 14 point 7: the encoding is detected', () => {
  it('UTF-8 with a byte order mark', async () => {
    const path = await fileOf(UTF8_BOM + CYRILLIC);
    expect(await sniffFile(path)).toEqual({ encoding: 'utf-8', bom: true, delimiter: ';' });
  });

  it('UTF-8 without a byte order mark', async () => {
    const path = await fileOf(CYRILLIC);
    expect(await sniffFile(path)).toEqual({ encoding: 'utf-8', bom: false, delimiter: ';' });
  });

  it('issue 22 point 4: UTF-8 with a piece in windows-1251 is UTF-8, with or without a byte order mark (its rows with that piece are refused by line)', async () => {
    const mixed = Buffer.concat([
      Buffer.from(CYRILLIC),
      encodeText('3;pole;Поле\r\n', 'windows-1251'),
    ]);
    expect((await sniffFile(await fileOf(mixed))).encoding).toBe('utf-8');
    const declared = Buffer.concat([Buffer.from(UTF8_BOM), encodeText(CYRILLIC, 'windows-1251')]);
    expect(await sniffFile(await fileOf(declared))).toEqual({
      encoding: 'utf-8',
      bom: true,
      delimiter: ';',
    });
  });

  it('windows-1251 (Cyrillic bytes that are not UTF-8)', async () => {
    const path = await fileOf(encodeText(CYRILLIC, 'windows-1251'));
    expect(await sniffFile(path)).toEqual({
      encoding: 'windows-1251',
      bom: false,
      delimiter: ';',
    });
  });

  it('UTF-8 whose two-byte letter is cut by the 64 KB sample edge', async () => {
    // 'Я' is two bytes in UTF-8; put its first byte as the sample's last one.
    const header = 'ID;NAME\r\n';
    const filler = 'x'.repeat(SNIFF_BYTES - Buffer.byteLength(header) - '1;'.length - 1);
    const text = `${header}1;${filler}Я\r\n2;Ярко\r\n`;
    const bytes = Buffer.from(text);
    expect(bytes[SNIFF_BYTES - 1]).toBe(0xd0);
    const path = await fileOf(bytes);
    expect((await sniffFile(path)).encoding).toBe('utf-8');
  });

  it('windows-1251 whose first 64 KB are plain ASCII: the letters after them decide', async () => {
    const ascii = Array.from({ length: 6000 }, (_, i) => `${i};code-${i};Latin name ${i}`);
    const text = ['ID;CODE;NAME', ...ascii, '6001;rozy;Алмазная мозаика «Розы»', ''].join('\r\n');
    expect(Buffer.byteLength(text)).toBeGreaterThan(2 * SNIFF_BYTES);
    const path = await fileOf(encodeText(text, 'windows-1251'));
    expect(await sniffFile(path)).toEqual({
      encoding: 'windows-1251',
      bom: false,
      delimiter: ';',
    });
    expect((await sniffFile(await fileOf(text))).encoding).toBe('utf-8');
  });

  it('plain ASCII is read as UTF-8', async () => {
    const path = await fileOf('ID,CODE\n1,abc\n');
    expect(await sniffFile(path)).toEqual({ encoding: 'utf-8', bom: false, delimiter: ',' });
  });
});

describe('issue 14 point 7: the delimiter is detected', () => {
  it.each([
    [';', 'ID;NAME;PRICE_BASE\r\n1;Кисть, плоская;1290,50\r\n2;Холст;500\r\n'],
    [',', 'ID,NAME,PRICE_BASE\r\n1,"Кисть; плоская",1290.50\r\n2,Холст,500\r\n'],
    ['\t', 'ID\tNAME\tPRICE_BASE\r\n1\tКисть; плоская, большая\t1290,50\r\n2\tХолст\t500\r\n'],
  ])('%j, though the others appear in the cells', async (delimiter, text) => {
    const path = await fileOf(text);
    expect((await sniffFile(path)).delimiter).toBe(delimiter);
  });

  it("a delimiter inside the header's quoted names does not count", async () => {
    const path = await fileOf('"ID;NAME";"A,B";C\n"1;2";"x,y";z\n');
    expect((await sniffFile(path)).delimiter).toBe(';');
  });

  it('the split that the rows keep wins over one that splits only the header wider', async () => {
    // By ',' the header has 4 columns but the rows 3; by ';' all have 3.
    const path = await fileOf('ID;NAME,RU;CODE,X\n1;a;b\n2;c;d\n');
    expect((await sniffFile(path)).delimiter).toBe(';');
  });
});

describe('issue 25 point 9: a file that is no CSV the import reads says what it is', () => {
  const utf16 = (text: string, order: 'le' | 'be', mark: boolean) => {
    const le = Buffer.from((mark ? '\uFEFF' : '') + text, 'utf16le');
    return order === 'le' ? le : le.swap16();
  };

  it.each([
    ['little-endian with a byte order mark', utf16(CYRILLIC, 'le', true)],
    ['big-endian with a byte order mark', utf16(CYRILLIC, 'be', true)],
    ['little-endian without a mark', utf16(CYRILLIC, 'le', false)],
  ])('UTF-16 %s is named as UTF-16', async (_label, bytes) => {
    expect((await sniffFile(await fileOf(bytes))).unreadable).toBe(UTF16_MESSAGE);
  });

  it.each([
    ['an Excel workbook (.xlsx, a ZIP)', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0])],
    ['an old Excel workbook (.xls)', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['bytes with NULs here and there', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2])],
  ])('%s is named as binary', async (_label, bytes) => {
    expect((await sniffFile(await fileOf(bytes))).unreadable).toBe(BINARY_MESSAGE);
  });

  it('KOI8-R, which windows-1251 would read as capitals in swapped case, is named as KOI8-R', async () => {
    const decoder = new TextDecoder('koi8-r');
    const bytesOf = new Map(
      Array.from({ length: 128 }, (_, i) => [decoder.decode(Uint8Array.of(128 + i)), 128 + i]),
    );
    const koi8 = (text: string) =>
      Buffer.from([...text].map((c) => (c < '\x80' ? c.charCodeAt(0) : (bytesOf.get(c) ?? 0x3f))));
    const short = koi8('ID;NAME\r\n96007;Деревянный конструктор\r\n');
    expect((await sniffFile(await fileOf(short))).unreadable).toBe(KOI8_MESSAGE);
    const ascii = Array.from({ length: 6000 }, (_, i) => `${i};code-${i};Latin name ${i}`);
    const late = ['ID;CODE;NAME', ...ascii, '6001;rozy;Алмазная мозаика «Розы»', ''].join('\r\n');
    expect((await sniffFile(await fileOf(koi8(late)))).unreadable).toBe(KOI8_MESSAGE);
    // windows-1251 with names in capitals here and there stays windows-1251
    const brands = encodeText('ID;NAME\r\n1;Набор ХОББИ ХОУМ для вышивания\r\n', 'windows-1251');
    expect(await sniffFile(await fileOf(brands))).toEqual({
      encoding: 'windows-1251',
      bom: false,
      delimiter: ';',
    });
  });

  it('a CSV has no such reason, one with a NUL in a cell neither (that row is refused by line)', async () => {
    expect((await sniffFile(await fileOf(CYRILLIC))).unreadable).toBeUndefined();
    const nul = CYRILLIC.replace('Розы', 'Ро\0зы');
    expect((await sniffFile(await fileOf(nul))).unreadable).toBeUndefined();
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrokenXml, textOf, xmlItems } from './xmlItems';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'xml-items-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Cyrillic in windows-1251: А…я are 0xC0…0xFF (enough for these names). */
const cp1251 = (text: string) =>
  Buffer.from(
    [...text].map((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x410 && code <= 0x44f ? code - 0x410 + 0xc0 : code;
    }),
  );

async function items(name: string, body: Buffer | string) {
  const path = join(folder, name);
  await writeFile(path, body);
  const heads = new Map<string, Record<string, string>>();
  const found: string[] = [];
  for await (const item of xmlItems(path, (p) => p.endsWith('/Товар'), heads))
    found.push(`${item.path}: ${textOf(item.node, 'Наименование')}`);
  return { found, heads };
}

describe('issue 28 point 2: CommerceML streamed item by item', () => {
  it('reads a windows-1251 file as 1C of older configurations writes it', async () => {
    const xml =
      '<?xml version="1.0" encoding="windows-1251"?>' +
      '<КоммерческаяИнформация><Каталог СодержитТолькоИзменения="true"><Товары>' +
      '<Товар><Наименование>Рамка</Наименование></Товар>' +
      '<Товар><Наименование><![CDATA[Набор]]></Наименование></Товар>' +
      '</Товары></Каталог></КоммерческаяИнформация>';
    const { found, heads } = await items('cp1251.xml', cp1251(xml));
    expect(found).toEqual([
      'КоммерческаяИнформация/Каталог/Товары/Товар: Рамка',
      'КоммерческаяИнформация/Каталог/Товары/Товар: Набор',
    ]);
    expect(heads.get('КоммерческаяИнформация/Каталог')).toEqual({
      СодержитТолькоИзменения: 'true',
    });
  });

  it('refuses a document that is not well-formed', async () => {
    await expect(items('broken.xml', '<a><Товар></a>')).rejects.toBeInstanceOf(BrokenXml);
  });
});

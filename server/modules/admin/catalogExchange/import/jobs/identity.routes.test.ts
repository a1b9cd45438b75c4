import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffSuite, type Db, type Visitor } from '../../testing';
import { NOTHING_TO_WRITE_MESSAGE } from './service';
import { checkedJob, csv, JOBS, rosesDemo, settled, type Job, type RosesDemo } from './testUpload';

/**
 * issue 25 points 3 and 4, on a 1C-Bitrix catalogue file: a required property the file has no
 * column for is said once for the file, and a row's own key decides which product it is.
 */
let db: Db;
let app: FastifyInstance;
let admin: Visitor;
let demo: RosesDemo;
const suite = staffSuite();

/** A puzzles section by its names from the top (IC_GROUP0..): only the brand is required there. */
let groups: string[] = [];
const NO_BRAND_COLUMN =
  'В файле нет колонки обязательного свойства «Бренд»: добавьте PROPERTY_BREND или снимите обязательность в карточке свойств';

beforeAll(async () => {
  ({ db, app, admin } = suite);
  demo = await rosesDemo(db);
  const sections = await db.query<{ id: number; name: string; path: number[] }>(
    "SELECT id, name, path FROM sections WHERE code LIKE 'pazly%' ORDER BY array_length(path, 1) DESC, id",
  );
  const leaf = sections[0]!;
  const names = new Map(sections.map((section) => [section.id, section.name]));
  groups = [...leaf.path, leaf.id].map((id) => names.get(id)!);
});

interface StoredProduct {
  id: number;
  xml_id: string | null;
  code: string;
  name: string;
  price: number | null;
}

const productWhere = async (where: string, value: string | number) =>
  (
    await db.query<StoredProduct>(
      `SELECT p.id, p.xml_id, p.code, p.name,
              (SELECT price::float8 FROM prices WHERE product_id = p.id AND price_type_id = 1) AS price
         FROM products p WHERE ${where} = $1`,
      [value],
    )
  )[0];

const rejectionsOf = async (job: Job) =>
  (await admin.get(`${JOBS}/${job.id}/rejections`)).json<{
    items: { line: number; column: string | null; reason: string }[];
    total: number;
  }>();

const apply = (job: Job) => admin.post(`${JOBS}/${job.id}/apply`, { mode: 'valid' });

/** A Bitrix file of puzzles: IE_*, IP_PROP_BREND (when `brand`), IC_GROUP* and CV_PRICE_1. */
const bitrixFile = (
  rows: readonly { xmlId: string; name: string; code: string; price: number }[],
  brand: boolean,
) =>
  csv([
    [
      'IE_XML_ID',
      'IE_NAME',
      'IE_CODE',
      ...(brand ? ['IP_PROP_BREND'] : []),
      ...groups.map((_, level) => `IC_GROUP${level}`),
      'CV_PRICE_1',
    ],
    ...rows.map((row) => [
      row.xmlId,
      row.name,
      row.code,
      ...(brand ? [demo.brend] : []),
      ...groups,
      row.price,
    ]),
  ]);

describe('issue 25 point 3: a required property without a column in the file', () => {
  it('issue 25 point 3: one file-level message names the property and its column; no row has a rejection of its own and the write is refused', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({
      xmlId: `nb-${i}`,
      name: `Картина без бренда №${i}`,
      code: `no-brand-${i}`,
      price: 1000 + i,
    }));
    const job = await checkedJob(app, admin, bitrixFile(rows, false));
    expect(job).toMatchObject({
      status: 'checked',
      format: 'bitrix',
      toCreate: 0,
      toUpdate: 0,
      rejected: 5,
      fileProblems: [NO_BRAND_COLUMN],
    });
    expect(await rejectionsOf(job)).toMatchObject({ items: [], total: 0 });

    const refused = await apply(job);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: NOTHING_TO_WRITE_MESSAGE } });
    expect(await settled(admin, job.id)).toMatchObject({ status: 'checked' });
    expect(await productWhere('p.code', 'no-brand-0')).toBeUndefined();
  });

  it('issue 25 point 3: an existing product that keeps its brand is still updated by a file without the column', async () => {
    const job = await checkedJob(
      app,
      admin,
      csv([
        ['IE_CODE', 'IE_NAME'],
        [demo.product.code, 'Розы у окна, без бренда в файле'],
      ]),
    );
    expect(job).toMatchObject({ toUpdate: 1, rejected: 0, fileProblems: [] });
  });
});

describe('issue 25 point 4: the row’s own key decides which product it is', () => {
  it('issue 25 point 4: a new XML_ID with another product’s CODE is refused naming that product; the valid rows are written and the other product keeps its XML_ID, name and price', async () => {
    await db.query("UPDATE products SET xml_id = 'held-by-roses' WHERE id = $1", [demo.product.id]);
    const before = await productWhere('p.id', demo.product.id);
    const job = await checkedJob(
      app,
      admin,
      bitrixFile(
        [
          { xmlId: 'clash-1', name: 'Чужой товар', code: demo.product.code, price: 1 },
          { xmlId: 'clash-ok', name: 'Новая роза', code: 'clash-ok', price: 2500 },
        ],
        true,
      ),
    );
    expect(job).toMatchObject({ toCreate: 1, toUpdate: 0, rejected: 1, fileProblems: [] });
    expect((await rejectionsOf(job)).items).toEqual([
      {
        line: 2,
        column: 'IE_CODE',
        reason: `Символьный код «${demo.product.code}» уже у товара «${before!.name}»`,
      },
    ]);

    expect((await apply(job)).statusCode).toBe(200);
    expect(await settled(admin, job.id)).toMatchObject({
      status: 'done',
      toCreate: 1,
      rejected: 1,
    });
    expect(await productWhere('p.id', demo.product.id)).toEqual(before);
    expect(await productWhere('p.xml_id', 'clash-1')).toBeUndefined();
    expect(await productWhere('p.code', 'clash-ok')).toMatchObject({
      xml_id: 'clash-ok',
      name: 'Новая роза',
      price: 2500,
    });
  });

  it('issue 25 point 4: a row with an XML_ID is never matched by its CODE; without one, CODE still finds the product; an ID decides over both, and an unknown ID is not taken for the product with its CODE', async () => {
    const before = await productWhere('p.id', demo.product.id);
    const byCode = await checkedJob(
      app,
      admin,
      csv([
        ['IE_XML_ID', 'IE_CODE', 'IE_NAME'],
        ['', demo.product.code, 'Розы по коду'],
      ]),
    );
    expect(byCode).toMatchObject({ toUpdate: 1, rejected: 0 });

    const byId = await checkedJob(
      app,
      admin,
      csv([
        ['ID', 'XML_ID', 'NAME'],
        [demo.product.id, before!.xml_id!, 'Розы по ID'],
      ]),
    );
    expect(byId).toMatchObject({ toUpdate: 1, rejected: 0 });

    const unknownId = await checkedJob(
      app,
      admin,
      csv([
        ['ID', 'CODE', 'NAME'],
        [999999, demo.product.code, 'Розы по чужому ID'],
      ]),
    );
    expect(unknownId).toMatchObject({ toUpdate: 0, rejected: 1 });
    expect((await rejectionsOf(unknownId)).items).toEqual([
      {
        line: 2,
        column: 'CODE',
        reason: `Символьный код «${demo.product.code}» уже у товара «${before!.name}»`,
      },
    ]);
  });
});

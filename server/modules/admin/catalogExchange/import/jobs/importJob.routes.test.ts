import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { countStatuses, fireAtOnce, staffSuite, type Db, type Visitor } from '../../testing';
import { csv, checkedJob, EXCHANGE, JOBS, settled, uploadFile, type Job } from './testUpload';
import { batchRecords, DRY_RUN_MOST_HELD } from './phases';
import { importRunnerDeps } from './routes';
import { startImportRunner } from './runner';

let db: Db;
let app: FastifyInstance;
let admin: Visitor;

const suite = staffSuite();
beforeAll(() => {
  ({ db, app, admin } = suite);
});

interface Demo {
  product: { id: number; code: string; section_id: number; section_code: string };
  other: { id: number; code: string; section_id: number };
  /** Required property columns with a valid value, for a new product in `product`'s section. */
  required: [string, string][];
}

async function demo(): Promise<Demo> {
  const [product, other] = await db.query<Demo['product']>(
    `SELECT p.id, p.code, p.section_id, s.code AS section_code
       FROM products p JOIN sections s ON s.id = p.section_id
      WHERE p.kind = 'regular' ORDER BY p.id LIMIT 2`,
  );
  const required = await db.query<{ column: string; value: string }>(
    `SELECT 'PROPERTY_' || upper(replace(p.code, '-', '_')) AS column,
            (SELECT v.value FROM property_values v WHERE v.property_id = p.id ORDER BY v.id LIMIT 1)
              AS value
       FROM properties p
      WHERE p.id IN (SELECT property_id FROM section_properties sp
                      WHERE sp.required AND (sp.section_id = 0 OR sp.section_id = ANY(
                        (SELECT path || id FROM sections WHERE id = $1)::int[])))`,
    [product?.section_id],
  );
  return {
    product: product as Demo['product'],
    other: other as Demo['product'],
    required: required.map((r) => [r.column, r.value]),
  };
}

const basePrice = async (productId: number) =>
  (
    await db.query<{ price: number }>(
      'SELECT price FROM prices WHERE product_id = $1 AND price_type_id = 1',
      [productId],
    )
  )[0]?.price;

const productCount = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]?.n;

async function apply(id: number, mode: 'valid' | 'all') {
  return admin.post(`${JOBS}/${id}/apply`, { mode });
}

/** A file: one price change, one new product, a price that is not a number, an unknown section. */
function mixedFile(d: Demo, newCode: string, price: number) {
  const requiredColumns = d.required.map(([column]) => column);
  const requiredValues = d.required.map(([, value]) => value);
  return csv([
    ['CODE', 'NAME', 'SECTION_ID', 'PRICE_BASE', ...requiredColumns],
    [d.product.code, '', '', price, ...requiredValues],
    [newCode, 'Новая картина из файла', d.product.section_id, 777, ...requiredValues],
    [d.other.code, '', '', '12,5р', ...requiredValues],
    [`${newCode}-lost`, 'Товар без раздела', 999999, 100, ...requiredValues],
  ]);
}

describe('issue 14 points 5 and 6: upload, dry run, decision', () => {
  it('issue 14 point 6: the dry run counts creates, updates and rejections (line, column, reason) and writes nothing', async () => {
    const d = await demo();
    const before = { price: await basePrice(d.product.id), count: await productCount() };
    const job = await checkedJob(app, admin, mixedFile(d, 'import-test-new', 4321));
    expect(job).toMatchObject({
      status: 'checked',
      format: 'shop',
      encoding: 'utf-8',
      delimiter: ';',
      rowsRead: 4,
      toCreate: 1,
      toUpdate: 1,
      unchanged: 0,
      rejected: 2,
      progress: 1,
      error: null,
    });
    expect(job.author).not.toBe('');
    const page = await admin.get(`${JOBS}/${job.id}/rejections`);
    expect(page.statusCode).toBe(200);
    const rejections = page.json<{
      items: { line: number; column: string | null; reason: string }[];
      total: number;
    }>();
    expect(rejections.items.map((r) => [r.line, r.column])).toEqual([
      [4, 'PRICE_BASE'],
      [5, 'SECTION_ID'],
    ]);
    expect(rejections.items[0]?.reason).toMatch(/12,5р/);
    expect(await basePrice(d.product.id)).toBe(before.price);
    expect(await productCount()).toBe(before.count);

    const report = await admin.get(`${JOBS}/${job.id}/report`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toMatch(/^attachment/);
    const text = report.body;
    expect(text.startsWith('\uFEFFCODE;NAME;SECTION_ID;PRICE_BASE')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines[0]?.endsWith(';Причина')).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${d.other.code};;;12,5р`);
    expect(lines[1]).toContain('Строка 4, колонка PRICE_BASE: ');

    const all = await apply(job.id, 'all');
    expect(all.statusCode).toBe(409);
    expect(all.json<{ error: { message: string } }>().error.message).toBe(
      'В файле есть строки с ошибками: ничего не записано',
    );
    expect((await settled(admin, job.id)).status).toBe('checked');
    expect(await basePrice(d.product.id)).toBe(before.price);
    expect(await productCount()).toBe(before.count);
  });

  it('issue 14 point 8: applying the good rows writes them, the shop shows the new price, one change log record', async () => {
    const d = await demo();
    const count = await productCount();
    const job = await checkedJob(app, admin, mixedFile(d, 'import-test-applied', 4555));
    const response = await apply(job.id, 'valid');
    expect(response.statusCode, response.body).toBe(200);
    const done = await settled(admin, job.id);
    expect(done).toMatchObject({ status: 'done', rowsApplied: 2, mode: 'valid', error: null });
    expect(await basePrice(d.product.id)).toBe(4555);
    expect(await productCount()).toBe((count as number) + 1);
    const [created] = await db.query<{ section_id: number; sections: number[] }>(
      `SELECT section_id, ARRAY(SELECT section_id FROM product_sections WHERE product_id = p.id) AS sections
         FROM products p WHERE code = 'import-test-applied'`,
    );
    expect(created).toEqual({ section_id: d.product.section_id, sections: [d.product.section_id] });
    const changes = await db.query<{ after: { created: number; updated: number } }>(
      `SELECT after FROM staff_changes WHERE tool = 'catalog-exchange' AND subject = $1`,
      [`import:${job.id}`],
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]?.after).toMatchObject({ created: 1, updated: 1, status: 'done' });

    const page = await admin.get(`/product/${d.product.section_code}/${d.product.code}/`, {
      'x-source': 'nuxt',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('4555');

    // issue 14 point 7: the same file again changes nothing and duplicates nothing; issue 25
    // point 3: with no row to write, the write is refused
    const again = await checkedJob(app, admin, mixedFile(d, 'import-test-applied', 4555));
    expect(again).toMatchObject({ toCreate: 0, toUpdate: 0, unchanged: 2, rejected: 2 });
    const refused = await apply(again.id, 'valid');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { message: 'В файле нет строк, которые можно записать' },
    });
    expect(await productCount()).toBe((count as number) + 1);
  });

  it('issue 14 point 6: of parallel applies of one job one is taken, the rest get 409; a decided job cannot be discarded', async () => {
    const d = await demo();
    const job = await checkedJob(app, admin, mixedFile(d, 'import-test-parallel', 4600));
    const responses = await fireAtOnce(6, () => apply(job.id, 'valid'));
    expect(countStatuses(responses)).toEqual({ 200: 1, 409: 5 });
    await settled(admin, job.id);
    expect((await admin.post(`${JOBS}/${job.id}/discard`)).statusCode).toBe(409);
  });

  it('issue 14 point 6: a checked job discarded writes nothing', async () => {
    const d = await demo();
    const before = await basePrice(d.product.id);
    const job = await checkedJob(app, admin, mixedFile(d, 'import-test-discarded', 1));
    const response = await admin.post(`${JOBS}/${job.id}/discard`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Job>().status).toBe('discarded');
    expect(await basePrice(d.product.id)).toBe(before);
    const list = await admin.get(JOBS);
    expect(list.json<{ jobs: Job[] }>().jobs[0]).toMatchObject({ id: job.id, status: 'discarded' });
  });

  it('issue 14 point 5: an empty file is refused with a Russian 400; a JSON body cannot name a file; editors and guests as the exchange', async () => {
    const empty = await uploadFile(app, admin, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe('Файл пустой');
    const json = await admin.post(EXCHANGE, { action: 'import', file: '../../etc/passwd' });
    expect(json.statusCode).toBe(400);
  });
});

describe('issue 24 point 2: the dry run writes its progress now and then, not every batch', () => {
  it('issue 14 point 6: more refused rows than a dry run holds at once are each stored once and every row is counted', async () => {
    const d = await demo();
    const rows = DRY_RUN_MOST_HELD + batchRecords(db.engine) + 7;
    const file = csv([
      ['CODE', 'NAME', 'SECTION_ID', 'PRICE_BASE', ...d.required.map(([column]) => column)],
      ...Array.from({ length: rows }, (_, i) => [
        `held-rejections-${i}`,
        `Товар с ценой в рублях ${i}`,
        d.product.section_id,
        '12,5р',
        ...d.required.map(([, value]) => value),
      ]),
    ]);
    const count = await productCount();
    const job = await checkedJob(app, admin, file);
    expect(job).toMatchObject({ status: 'checked', rowsRead: rows, toCreate: 0, rejected: rows });
    const page = (await admin.get(`${JOBS}/${job.id}/rejections?page=21`)).json<{
      items: { line: number; column: string | null }[];
      total: number;
    }>();
    expect(page.total).toBe(rows);
    expect(page.items[0]).toMatchObject({ line: 1002, column: 'PRICE_BASE' });
    expect(await productCount()).toBe(count);
  });
});

describe('issue 14 point 5: two runners on one database never run one job', () => {
  it('a second runner on the same database: the job ends done once, with exact counters and one change log record', async () => {
    const d = await demo();
    const second = startImportRunner(importRunnerDeps(app));
    const third = startImportRunner(importRunnerDeps(app));
    try {
      const job = await checkedJob(app, admin, mixedFile(d, 'import-test-runners', 4700));
      expect(job).toMatchObject({ toCreate: 1, toUpdate: 1, rejected: 2 });
      expect((await apply(job.id, 'valid')).statusCode).toBe(200);
      expect(await settled(admin, job.id)).toMatchObject({
        status: 'done',
        rowsApplied: 2,
        rejected: 2,
      });
      const changes = await db.query(
        `SELECT 1 FROM staff_changes WHERE tool = 'catalog-exchange' AND subject = $1`,
        [`import:${job.id}`],
      );
      expect(changes).toHaveLength(1);
      const rejections = await db.query(
        'SELECT 1 FROM catalog_import_rejections WHERE job_id = $1',
        [job.id],
      );
      expect(rejections).toHaveLength(2);
      expect(
        await db.query(`SELECT 1 FROM products WHERE code = 'import-test-runners'`),
      ).toHaveLength(1);
    } finally {
      await second.stop();
      await third.stop();
    }
  });
});

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedUp, staffSuite, visitor, type Db, type Visitor } from '../../testing';
import { checkedJob, EXCHANGE } from '../import/jobs/testUpload';

let db: Db;
let app: FastifyInstance;
let admin: Visitor;

const suite = staffSuite();

const ROSES = 'almaznaya-vyshivka-tsvety-rozy';
const EXPORT = `${EXCHANGE}/export`;
const SUMMARY = `${EXCHANGE}/export/summary`;
/** Characters windows-1251 lacks, each with what the file holds instead. */
const NAME_WITH_SIGNS = 'Розы 30×40 см, 1 500 ₽, café 😀';
const NAME_AS_WRITTEN = 'Розы 30x40 см, 1 500 руб., cafe ?';

let roses = 0;
let renamed = 0;
let brand = 0;
let fraction = 0;
let brandValue = 0;

/** The one number a query answers. */
async function numberOf(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql, params);
  return row!.n;
}

beforeAll(async () => {
  ({ db, app, admin } = suite);
  roses = await numberOf('SELECT id AS n FROM sections WHERE code = $1', [ROSES]);
  brand = await numberOf("SELECT id AS n FROM properties WHERE code = 'brend'");
  renamed = await numberOf(
    `UPDATE products SET name = $1 WHERE id = (SELECT min(id) FROM products WHERE section_id = $2)
     RETURNING id AS n`,
    [NAME_WITH_SIGNS, roses],
  );
  // A list value windows-1251 lacks a character of: its products are found by their value ids.
  brandValue = await numberOf(
    `UPDATE property_values SET value = value || ' ≈'
      WHERE id = (SELECT v.id FROM property_values v JOIN products p ON v.id = ANY(p.value_ids)
                   WHERE v.property_id = $1 AND p.section_id = $2 ORDER BY v.id LIMIT 1)
      RETURNING id AS n`,
    [brand, roses],
  );
  // A price with kopecks, so the decimal separator shows.
  fraction = await numberOf(
    `UPDATE prices SET price = 1234.5 WHERE price_type_id = 1 AND product_id =
       (SELECT max(id) FROM products WHERE section_id = $1) RETURNING product_id AS n`,
    [roses],
  );
});

const FIELDS = {
  SECTION_ID: 0,
  parameters: ['ID', 'NAME'],
  catalog: ['PRICE_BASE', 'OLD_PRICE_BASE'],
};

/** The export's fields as the screen's link carries them (a list repeats its name). */
function query(options: Record<string, string> = {}): string {
  const search = new URLSearchParams({ SECTION_ID: String(roses), ...options });
  for (const code of FIELDS.parameters) search.append('parameters', code);
  for (const code of FIELDS.catalog) search.append('catalog', code);
  search.append('properties', String(brand));
  return search.toString();
}

const body = (options: Record<string, string> = {}) => ({
  ...FIELDS,
  SECTION_ID: [roses],
  properties: [brand],
  ...options,
});

function rowsOf(text: string, delimiter = ';'): string[][] {
  const result = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
}

const errorMessage = (response: LightMyRequestResponse) =>
  response.json<{ error: { message: string } }>().error.message;

const EXPORT_NAME = /^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/;

describe('issue 25 point 5: an export Russian Excel reads', () => {
  it('issue 25 point 5: with the decimal comma prices are written 1234,50; without it 1234.50', async () => {
    const point = await admin.get(`${EXPORT}?${query()}`);
    const comma = await admin.get(`${EXPORT}?${query({ decimalComma: 'Y' })}`);
    expect(comma.statusCode, comma.body).toBe(200);
    const price = (response: LightMyRequestResponse) =>
      rowsOf(response.body.slice(1)).find((row) => row[0] === String(fraction))![3];
    expect(price(point)).toBe('1234.50');
    expect(price(comma)).toBe('1234,50');
    const prices = rowsOf(comma.body.slice(1))
      .slice(1)
      .map((row) => row[3]);
    expect(prices.length).toBeGreaterThan(10);
    expect(prices.every((cell) => /^\d+,\d{2}$/.test(cell!))).toBe(true);
    // The form post takes the option too (R-CSV-7's action export).
    const posted = await admin.post(EXCHANGE, { action: 'export', ...body(), decimalComma: 'Y' });
    expect(posted.body).toBe(comma.body);
  });

  it('issue 25 point 5: a decimal-comma file imported back is read as the same prices: nothing changes', async () => {
    const file = await admin.post(EXCHANGE, {
      action: 'export',
      ...body(),
      parameters: ['ID'],
      decimalComma: 'Y',
    });
    const products = rowsOf(file.body.slice(1)).length - 1;
    expect(file.body).toContain(';1234,50');
    const job = await checkedJob(app, admin, file.rawPayload);
    expect(job).toMatchObject({ status: 'checked', unchanged: products, toUpdate: 0, rejected: 0 });
  });

  it('issue 25 point 5: the windows-1251 summary names each character it cannot write, its stand-in and its products, and the file holds the stand-ins', async () => {
    const summary = await admin.get(`${SUMMARY}?${query({ encoding: 'windows-1251' })}`);
    expect(summary.statusCode, summary.body).toBe(200);
    const count = await numberOf('SELECT count(*)::int AS n FROM products WHERE section_id = $1', [
      roses,
    ]);
    const answer = summary.json<{
      products: number;
      fileName: string;
      replaced: { character: string; standIn: string; products: number }[];
    }>();
    expect(answer.products).toBe(count);
    expect(answer.fileName).toMatch(/^catalog-\d{4}-\d{2}-\d{2}\.csv$/);
    const withBrandValue = await numberOf(
      'SELECT count(*)::int AS n FROM products WHERE section_id = $1 AND $2 = ANY(value_ids)',
      [roses, brandValue],
    );
    expect(withBrandValue).toBeGreaterThan(0);
    expect(answer.replaced).toEqual(
      expect.arrayContaining([
        { character: '≈', standIn: '~', products: withBrandValue },
        { character: '₽', standIn: 'руб.', products: 1 },
        { character: '×', standIn: 'x', products: 1 },
        { character: 'é', standIn: 'e', products: 1 },
        { character: '😀', standIn: '?', products: 1 },
      ]),
    );

    const file = await admin.get(`${EXPORT}?${query({ encoding: 'windows-1251' })}`);
    expect(file.headers['content-type']).toBe('text/csv; charset=windows-1251');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${answer.fileName}"`);
    const rows = rowsOf(new TextDecoder('windows-1251').decode(file.rawPayload));
    expect(rows.find((row) => row[0] === String(renamed))![1]).toBe(NAME_AS_WRITTEN);
  });

  it('issue 25 point 5: every character the file replaces is in the summary: no silent «?»', async () => {
    const every = { parameters: 'DETAIL_TEXT', encoding: 'windows-1251' };
    const summary = await admin.get(`${SUMMARY}?${query(every)}`);
    const replaced = summary
      .json<{ replaced: { character: string }[] }>()
      .replaced.map((r) => r.character);
    const file = await admin.get(`${EXPORT}?${query(every)}`);
    const utf8 = await admin.get(`${EXPORT}?${query({ parameters: 'DETAIL_TEXT' })}`);
    const written = new TextDecoder('windows-1251').decode(file.rawPayload);
    // Where the two files differ, the UTF-8 one has a character the summary named.
    const lost = [...utf8.body.slice(1)].filter((char) => !written.includes(char));
    expect(lost.length).toBeGreaterThan(0);
    expect(new Set(lost)).toEqual(new Set(replaced));
  });

  it('issue 25 point 5: a UTF-8 summary counts the products and replaces nothing', async () => {
    const summary = await admin.get(`${SUMMARY}?${query()}`);
    expect(summary.json()).toMatchObject({ replaced: [] });
  });

  it('issue 25 point 5: the link gives the file the form post gives, named by the day; the template is named apart', async () => {
    const link = await admin.get(`${EXPORT}?${query({ delimiter: ',' })}`);
    expect(link.statusCode).toBe(200);
    expect(link.headers['content-disposition']).toMatch(EXPORT_NAME);
    const posted = await admin.post(EXCHANGE, { action: 'export', ...body(), delimiter: ',' });
    expect(posted.headers['content-disposition']).toMatch(EXPORT_NAME);
    expect(link.body).toBe(posted.body);
    const template = await admin.post(EXCHANGE, { action: 'exportTemplate', ...body() });
    expect(template.headers['content-disposition']).toBe(
      'attachment; filename="catalog-template.csv"',
    );
  });

  it('issue 25 point 5: unknown columns are a Russian 400 before any file; guests 401, shoppers 403', async () => {
    for (const url of [EXPORT, SUMMARY]) {
      const unknown = await admin.get(`${url}?${query({ catalog: 'PRICE_MARS' })}`);
      expect(unknown.statusCode).toBe(400);
      expect(errorMessage(unknown)).toBe('В выгрузке указаны неизвестные колонки PRICE_MARS.');
      const badOption = await admin.get(`${url}?${query({ decimalComma: 'да' })}`);
      expect(badOption.statusCode).toBe(400);
      expect(errorMessage(badOption)).toMatch(/[А-Яа-яЁё]/);
      expect((await visitor(app).get(`${url}?${query()}`)).statusCode).toBe(401);
    }
    const shopper = await signedUp(app, 'export-link-shopper@example.ru');
    const refused = await shopper.get(`${EXPORT}?${query()}`);
    expect(refused.statusCode).toBe(403);
    expect(errorMessage(refused)).toMatch(/[А-Яа-яЁё]/);
  });
});

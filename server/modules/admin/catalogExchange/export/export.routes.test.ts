import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedUp, staffSuite, visitor, type Db, type Visitor } from '../../testing';
import { checkedJob, EXCHANGE, JOBS } from '../import/jobs/testUpload';
import { ELEMENT_PARAMETERS } from '../columns';

let db: Db;
let app: FastifyInstance;
let admin: Visitor;

const suite = staffSuite();

/** «Алмазная вышивка / Цветы»: no products of its own, three subsections with products. */
const FLOWERS = 'almaznaya-vyshivka-tsvety';
const ROSES = 'almaznaya-vyshivka-tsvety-rozy';
/** A name that needs quoting with either delimiter: both delimiters, quotes, a line break. */
const AWKWARD_NAME = 'Розы, «пионы»; "ирисы"\r\nвторая строка';

const sections = { flowers: 0, roses: 0, subsections: [] as number[] };
const properties = { razmer: 0, brend: 0, artikul: 0, ves: 0 };

beforeAll(async () => {
  ({ db, app, admin } = suite);
  const rows = await db.query<{ id: number; code: string; parent_id: number | null }>(
    'SELECT id, code, parent_id FROM sections',
  );
  sections.flowers = rows.find((s) => s.code === FLOWERS)!.id;
  sections.roses = rows.find((s) => s.code === ROSES)!.id;
  sections.subsections = rows.filter((s) => s.parent_id === sections.flowers).map((s) => s.id);
  for (const row of await db.query<{ id: number; code: string }>(
    `SELECT id, code FROM properties WHERE code IN ('razmer', 'brend', 'artikul', 'ves')`,
  ))
    properties[row.code as keyof typeof properties] = row.id;
  await db.query(
    `UPDATE products SET name = $1 WHERE id = (SELECT min(id) FROM products WHERE section_id = $2)`,
    [AWKWARD_NAME, sections.roses],
  );
});

/** The columns chosen on the export card, deliberately not in file order. */
const chosen = () => ({
  parameters: ['NAME', 'SECTION_ID', 'ID', 'ACTIVE', 'CODE'],
  properties: [properties.ves, properties.razmer, properties.artikul, properties.brend],
  catalog: ['STOCK', 'PRICE_BASE', 'OLD_PRICE_BASE'],
});
/** The file order: parameters, properties by their sort, then prices and the stock. */
const HEADER = [
  'ID',
  'CODE',
  'NAME',
  'ACTIVE',
  'SECTION_ID',
  'PROPERTY_RAZMER',
  'PROPERTY_BREND',
  'PROPERTY_ARTIKUL',
  'PROPERTY_VES',
  'PRICE_BASE',
  'OLD_PRICE_BASE',
  'STOCK',
];

/** The rows the file must hold, read from the database independently of the export's queries. */
async function expectedRows(sectionIds: number[]): Promise<string[][]> {
  const list = (code: string) =>
    `coalesce((SELECT string_agg(v.value, '|' ORDER BY v.sort, v.id) FROM property_values v
                JOIN properties pr ON pr.id = v.property_id
               WHERE v.id = ANY(p.value_ids) AND pr.code = '${code}'), '')`;
  const price = (field: string) =>
    `coalesce((SELECT ${field}::text FROM prices WHERE product_id = p.id AND price_type_id = 1), '')`;
  const rows = await db.query<{ cells: string[] }>(
    `SELECT ARRAY[p.id::text, p.code, p.name, CASE WHEN p.active THEN 'Y' ELSE 'N' END,
                  coalesce(p.section_id::text, ''), ${list('razmer')}, ${list('brend')},
                  coalesce(p.attributes->>'artikul', ''), coalesce(p.attributes->>'ves', ''),
                  ${price('price')}, ${price('old_price')}, st.stock::text] AS cells
       FROM products p JOIN product_stock st ON st.product_id = p.id WHERE p.section_id = ANY($1::int[]) ORDER BY p.id`,
    [sectionIds],
  );
  return rows.map((row) => row.cells);
}

const post = (action: string, fields: object) => admin.post(EXCHANGE, { action, ...fields });

function parsed(text: string, delimiter: string): string[][] {
  const result = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
}

const errorMessage = (response: LightMyRequestResponse) =>
  response.json<{ error: { message: string } }>().error.message;

describe('issue 14 point 4 (R-CSV-7): export of the chosen columns', () => {
  it('issue 14 point 4: a section with subsections, UTF-8 with a BOM and ";": exactly its products, cell for cell', async () => {
    const response = await post('export', {
      ...chosen(),
      SECTION_ID: [sections.flowers],
      INCLUDE_SUBSECTIONS: 'Y',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="catalog-/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parsed(bytes.subarray(3).toString('utf8'), ';');
    expect(header).toEqual(HEADER);
    const expected = await expectedRows(sections.subsections);
    expect(expected.length).toBeGreaterThan(100);
    expect(rows).toEqual(expected);
    expect(rows.some((row) => row[2] === AWKWARD_NAME)).toBe(true);
  });

  it('issue 14 point 4: without INCLUDE_SUBSECTIONS only the section itself (here: the header alone); one subsection is its own products', async () => {
    const own = await post('export', { ...chosen(), SECTION_ID: [sections.flowers] });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe(`\uFEFF${HEADER.join(';')}\r\n`);
    const roses = await post('export', {
      ...chosen(),
      SECTION_ID: [sections.roses],
      INCLUDE_SUBSECTIONS: 'N',
    });
    const [, ...rows] = parsed(roses.rawPayload.subarray(3).toString('utf8'), ';');
    expect(rows).toEqual(await expectedRows([sections.roses]));
  });

  it('issue 14 point 4: windows-1251 with "," decodes to the same Cyrillic cells, without a BOM', async () => {
    const response = await post('export', {
      ...chosen(),
      SECTION_ID: [sections.roses],
      encoding: 'windows-1251',
      delimiter: ',',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1251');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 3).toString('latin1')).toBe('ID,');
    // Cyrillic takes one byte each in windows-1251: a UTF-8 file would not decode as this.
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const [header, ...rows] = parsed(new TextDecoder('windows-1251').decode(bytes), ',');
    expect(header).toEqual(HEADER);
    expect(rows).toEqual(await expectedRows([sections.roses]));
    expect(rows.map((row) => row[2])).toContain(AWKWARD_NAME);
    expect(rows.every((row) => /[А-Яа-яЁё]/.test(row[2] ?? ''))).toBe(true);
  });

  it('R-CSV-7: exportTemplate is the header alone, in the chosen encoding and delimiter', async () => {
    const utf8 = await post('exportTemplate', { ...chosen(), SECTION_ID: [sections.roses] });
    expect(utf8.statusCode).toBe(200);
    expect(utf8.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(utf8.body).toBe(`\uFEFF${HEADER.join(';')}\r\n`);
    const cp1251 = await post('exportTemplate', {
      ...chosen(),
      encoding: 'windows-1251',
      delimiter: ',',
    });
    expect(cp1251.rawPayload.toString('latin1')).toBe(`${HEADER.join(',')}\r\n`);
  });

  it('R-CSV-7: propertiesInfo lists the chosen columns in file order with their CSV column descriptions, examples and the required ones', async () => {
    const response = await post('propertiesInfo', {
      ...chosen(),
      required: [properties.razmer],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment/);
    const rows = response.body.split('<tr>').slice(2);
    expect(rows.map((row) => /<code>([^<]+)<\/code>/.exec(row)?.[1])).toEqual(HEADER);
    const descriptions = await db.query<{ code: string; description: string; examples: string }>(
      'SELECT code, description, examples FROM csv_columns WHERE code = ANY($1::text[])',
      [HEADER],
    );
    expect(descriptions.map((d) => d.code)).toEqual(
      expect.arrayContaining(['CODE', 'PROPERTY_RAZMER', 'PRICE_BASE']),
    );
    for (const { code, description, examples } of descriptions) {
      const row = rows[HEADER.indexOf(code)]!;
      expect(row).toContain(`<td>${description}</td>`);
      expect(row).toContain(`<td>${examples}</td>`);
    }
    const requiredCell = (code: string) => rows[HEADER.indexOf(code)]!.split('<td>')[4];
    // Marked on the form, and the shared property required everywhere (brend, section 0).
    expect(requiredCell('PROPERTY_RAZMER')).toMatch(/^<strong>да<\/strong>/);
    expect(requiredCell('PROPERTY_BREND')).toMatch(/^<strong>да<\/strong>/);
    expect(requiredCell('PROPERTY_ARTIKUL')).toMatch(/^нет/);
    // issue 22 point 4: the longest cell the import takes, per column (CELL_BOUNDS).
    const boundCell = (code: string) => rows[HEADER.indexOf(code)]!.split('<td>')[8];
    expect(response.body).toContain('<th>Длина ячейки</th>');
    expect(boundCell('NAME')).toMatch(/^Не длиннее 255 знаков\.<\/td>/);
    expect(boundCell('PRICE_BASE')).toMatch(/^Не длиннее 50 знаков\.<\/td>/);
    expect(boundCell('PROPERTY_ARTIKUL')).toMatch(/^Не длиннее 1\s000 знаков\.<\/td>/);
    expect(response.body).toContain('<h1>Колонки файла каталога</h1>');
  });

  it('R-ROLE-1: a guest gets 401 and a shopper 403, with Russian texts, and no file', async () => {
    const guest = await visitor(app).post(EXCHANGE, { action: 'export', ...chosen() });
    expect(guest.statusCode).toBe(401);
    expect(errorMessage(guest)).toMatch(/[А-Яа-яЁё]/);
    const shopper = await signedUp(app, 'export-shopper@example.ru');
    for (const action of ['export', 'exportTemplate', 'propertiesInfo']) {
      const response = await shopper.post(EXCHANGE, { action, ...chosen() });
      expect(response.statusCode).toBe(403);
      expect(errorMessage(response)).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('issue 14 point 4: unknown columns, properties and sections are a 400 naming each; a bad option is a 400 too', async () => {
    const unknown = await post('export', {
      parameters: ['CODE', 'COLOUR'],
      catalog: ['PRICE_MARS'],
      properties: [properties.razmer, 999_999],
      SECTION_ID: [sections.roses, 888_888],
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorMessage(unknown)).toBe(
      'В выгрузке указаны неизвестные колонки COLOUR, PRICE_MARS; свойства с ID 999999; разделы с ID 888888.',
    );
    for (const bad of [
      { delimiter: '|' },
      { encoding: 'koi8-r' },
      { INCLUDE_SUBSECTIONS: 'yes' },
    ]) {
      const response = await post('export', { ...chosen(), ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorMessage(response)).toMatch(/[А-Яа-яЁё]/);
    }
  });
});

/** Every row of products and prices as written, by its row version (xmin changes on any write). */
async function writtenState(): Promise<string> {
  const [row] = await db.query<{ digest: string }>(
    `SELECT md5((SELECT string_agg(id || ':' || xmin::text, ',' ORDER BY id) FROM products) || '/' ||
                (SELECT string_agg(product_id || ':' || price_type_id || ':' || xmin::text, ','
                                   ORDER BY product_id, price_type_id) FROM prices)) AS digest`,
  );
  return row!.digest;
}

const ALL_PARAMETERS = ELEMENT_PARAMETERS.map((parameter) => parameter.CODE);

describe('issue 14 point 4: an export re-imported unchanged changes nothing', () => {
  // The demo's descriptions hold «×», which windows-1251 lacks: the file has «?» there, and the
  // import takes such a cell as the stored text it was written from.
  it.each([
    ['every column, UTF-8 with a BOM, ";"', ALL_PARAMETERS, {}],
    [
      'every column, windows-1251, ","',
      ALL_PARAMETERS,
      { encoding: 'windows-1251', delimiter: ',' },
    ],
  ])(
    'issue 14 point 4: %s: the dry run finds every row unchanged, and no product is written',
    async (_label, parameters, options) => {
      const catalog = (await db.query<{ code: string }>('SELECT code FROM price_types')).flatMap(
        (type) => [`PRICE_${type.code}`, `OLD_PRICE_${type.code}`],
      );
      const allProperties = (await db.query<{ id: number }>('SELECT id FROM properties')).map(
        (p) => p.id,
      );
      const file = await post('export', {
        SECTION_ID: [sections.flowers],
        INCLUDE_SUBSECTIONS: 'Y',
        parameters,
        properties: allProperties,
        catalog: [...catalog, 'STOCK'],
        ...options,
      });
      expect(file.statusCode).toBe(200);
      const products = (await expectedRows(sections.subsections)).length;
      const before = await writtenState();
      const changesBefore = await db.query('SELECT id FROM staff_changes');

      const job = await checkedJob(app, admin, file.rawPayload);
      expect(job).toMatchObject({
        status: 'checked',
        rowsRead: products,
        toCreate: 0,
        toUpdate: 0,
        unchanged: products,
        rejected: 0,
        error: null,
      });
      // issue 25 point 3: a file with nothing to write is not written "successfully".
      const applied = await admin.post(`${JOBS}/${job.id}/apply`, { mode: 'all' });
      expect(applied.statusCode, applied.body).toBe(409);
      expect(errorMessage(applied)).toBe('В файле нет строк, которые можно записать');
      expect(await writtenState()).toBe(before);
      const changes = await db.query<{ subject: string }>(
        'SELECT subject FROM staff_changes WHERE id <> ALL($1::int[])',
        [changesBefore.map((c) => (c as { id: number }).id)],
      );
      // No record per product: at most the job's own.
      expect(changes.filter((change) => !change.subject.startsWith('import:'))).toEqual([]);
    },
  );
});

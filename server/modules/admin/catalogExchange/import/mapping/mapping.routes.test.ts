import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvLine, encodeText } from '../../csvText';
import { staffSuite, type Db, type Visitor } from '../../testing';
import { appliedJob, checkedJob, JOBS, settled, type Job } from '../jobs/testUpload';

let db: Db;
let app: FastifyInstance;
let admin: Visitor;

const suite = staffSuite();

interface Choices {
  columns: {
    index: number;
    name: string;
    suggestedPropertyId: number | null;
    propertyId: number | null;
    confirmed: boolean;
  }[];
  properties: { id: number; name: string; code: string }[];
  newValues: {
    propertyId: number;
    propertyName: string;
    value: string;
    rows: number;
    valueId: number | null;
    options: { id: number; value: string }[];
  }[];
}

const ids = { razmer: 0, tema: 0, landscape: 0 };

beforeAll(async () => {
  ({ db, app, admin } = suite);
  for (const p of await db.query<{ id: number; code: string }>(
    `SELECT id, code FROM properties WHERE code IN ('razmer', 'tema')`,
  ))
    ids[p.code as 'razmer' | 'tema'] = p.id;
  const [landscape] = await db.query<{ id: number }>(
    `SELECT id FROM property_values WHERE property_id = $1 AND value = 'Пейзаж'`,
    [ids.tema],
  );
  ids.landscape = landscape!.id;
});

/**
 * A Bitrix catalogue export for «Алмазная вышивка / Цветы / Розы»: the size in the Bitrix site's
 * IP_PROP<n> with n the shop's own «Размер» id (a coincidence the import must not trust), the
 * theme under a name the shop does not know.
 */
const header = () => [
  'IE_XML_ID',
  'IE_NAME',
  'IE_CODE',
  `IP_PROP${ids.razmer}`,
  'IP_PROP_BREND',
  'Тематика',
  'IC_GROUP0',
  'IC_GROUP1',
  'IC_GROUP2',
  'CV_PRICE_1',
];
const bitrixFile = (prefix: string, themes: string[]) =>
  encodeText(
    [
      header(),
      ...themes.map((theme, i) => [
        `${prefix}-${i}`,
        `Алмазная вышивка «${prefix} ${i}»`,
        `${prefix}-${i}`,
        i % 2 ? '40 х 50 см' : '40x50',
        'Hobby Home',
        theme,
        'Алмазная вышивка',
        'Цветы',
        'Розы',
        '990',
      ]),
    ]
      .map((row) => csvLine(row, ';'))
      .join(''),
    'windows-1251',
  );

const choicesOf = async (job: Job) => {
  const response = await admin.get(`${JOBS}/${job.id}/choices`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Choices>();
};

async function choose(job: Job, body: object): Promise<Job> {
  const response = await admin.post(`${JOBS}/${job.id}/choices`, body);
  expect(response.statusCode, response.body).toBe(200);
  return settled(admin, job.id);
}

const applied = (job: Job) => appliedJob(admin, job);

const valuesOf = async (code: string) =>
  (
    await db.query<{ property_id: number; value: string }>(
      `SELECT v.property_id, v.value FROM products p JOIN property_values v ON v.id = ANY(p.value_ids)
        WHERE p.code = $1 ORDER BY v.property_id`,
      [code],
    )
  ).map((v) => [v.property_id, v.value]);

describe('issue 25 point 1: columns the shop cannot match by name', () => {
  it("IP_PROP<n> is not read as the shop's property n: it is offered with a suggestion by its values, and the theme column by its name", async () => {
    const job = await checkedJob(app, admin, bitrixFile('map-a', ['Цветы', 'Пейзаж']));
    expect(job.status).toBe('checked');
    expect(job.warnings).toContain(`Колонка «IP_PROP${ids.razmer}» не распознана и пропущена`);
    const { columns, properties } = await choicesOf(job);
    expect(columns).toEqual([
      {
        index: 3,
        name: `IP_PROP${ids.razmer}`,
        suggestedPropertyId: ids.razmer,
        propertyId: null,
        confirmed: false,
      },
      {
        index: 5,
        name: 'Тематика',
        suggestedPropertyId: ids.tema,
        propertyId: null,
        confirmed: false,
      },
    ]);
    expect(properties.map((p) => p.name)).toEqual(expect.arrayContaining(['Размер', 'Тема']));
  });

  it('a confirmed mapping is checked again with it, written with it, and remembered for the next file with the same header', async () => {
    const job = await checkedJob(app, admin, bitrixFile('map-b', ['Цветы', 'Цветы']));
    const rechecked = await choose(job, {
      columns: [
        { index: 3, propertyId: ids.razmer },
        { index: 5, propertyId: null },
      ],
    });
    expect(rechecked).toMatchObject({ status: 'checked', toCreate: 2, rejected: 0 });
    expect(rechecked.warnings).toEqual([]);
    expect((await choicesOf(rechecked)).columns.map((c) => [c.propertyId, c.confirmed])).toEqual([
      [ids.razmer, true],
      [null, true],
    ]);
    await applied(rechecked);
    // The size read as the shop writes it; the theme column was not loaded.
    expect(await valuesOf('map-b-1')).toEqual(expect.arrayContaining([[ids.razmer, '40x50']]));
    expect((await valuesOf('map-b-1')).map(([id]) => id)).not.toContain(ids.tema);

    const next = await checkedJob(app, admin, bitrixFile('map-c', ['Цветы']));
    expect(next).toMatchObject({ toCreate: 1, rejected: 0, warnings: [] });
    expect((await choicesOf(next)).columns.map((c) => [c.propertyId, c.confirmed])).toEqual([
      [ids.razmer, true],
      [null, true],
    ]);
  });

  it('a column that was not offered, a property that does not exist or a value that is not new is refused with nothing changed', async () => {
    const job = await checkedJob(app, admin, bitrixFile('map-d', ['Цветы']));
    for (const [body, message] of [
      [
        { columns: [{ index: 0, propertyId: ids.tema }] },
        'Колонка 1 не предлагалась для сопоставления',
      ],
      [{ columns: [{ index: 5, propertyId: 999999 }] }, 'Свойство 999999 не найдено'],
      [
        { values: [{ propertyId: ids.tema, value: 'Цветы', valueId: ids.landscape }] },
        'Значения «Цветы» нет среди новых значений файла',
      ],
    ] as const) {
      const response = await admin.post(`${JOBS}/${job.id}/choices`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { message } });
    }
    expect(await settled(admin, job.id)).toMatchObject({ status: 'checked' });
  });
});

describe('issue 25 point 2: the values a write would create', () => {
  it('are listed per property with their rows; one mapped to an existing value writes that one and creates nothing', async () => {
    const first = await checkedJob(
      app,
      admin,
      bitrixFile('val-a', ['Пейзажи', 'Пейзажи', 'Цветы']),
    );
    const job = await choose(first, { columns: [{ index: 5, propertyId: ids.tema }] });
    expect(job).toMatchObject({ status: 'checked', toCreate: 3, rejected: 0 });
    const { newValues } = await choicesOf(job);
    // '40 х 50 см' is the shop's 40x50: not new.
    expect(newValues.map(({ options: _, ...v }) => v)).toEqual([
      { propertyId: ids.tema, propertyName: 'Тема', value: 'Пейзажи', rows: 2, valueId: null },
    ]);
    expect(newValues[0]!.options).toContainEqual({ id: ids.landscape, value: 'Пейзаж' });
    const [size] = await db.query<{ id: number }>(
      'SELECT id FROM property_values WHERE property_id = $1 ORDER BY id LIMIT 1',
      [ids.razmer],
    );
    const refused = await admin.post(`${JOBS}/${job.id}/choices`, {
      values: [{ propertyId: ids.tema, value: 'Пейзажи', valueId: size!.id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { message: `Значение ${size!.id} не из этого свойства` },
    });

    await choose(job, {
      values: [{ propertyId: ids.tema, value: 'Пейзажи', valueId: ids.landscape }],
    });
    expect((await choicesOf(job)).newValues[0]).toMatchObject({ valueId: ids.landscape });
    await applied(job);
    expect(await valuesOf('val-a-0')).toContainEqual([ids.tema, 'Пейзаж']);
    expect(await valuesOf('val-a-1')).toContainEqual([ids.razmer, '40x50']);
    const created = await db.query(
      `SELECT id FROM property_values WHERE value IN ('Пейзажи', '40 х 50 см')`,
    );
    expect(created).toEqual([]);
  });

  it('a value left new is created', async () => {
    const first = await checkedJob(app, admin, bitrixFile('val-b', ['Горные вершины']));
    const job = await choose(first, { columns: [{ index: 5, propertyId: ids.tema }] });
    expect((await choicesOf(job)).newValues).toMatchObject([{ value: 'Горные вершины', rows: 1 }]);
    await applied(job);
    expect(await valuesOf('val-b-0')).toContainEqual([ids.tema, 'Горные вершины']);
  });
});

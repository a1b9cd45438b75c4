import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { zipSync, strToU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireAtOnce, saveStaffAccount, staffSuite, visitor, type Db } from '../testing';
import { NO_EXCHANGE_RIGHT, NO_SESSION, WRONG_CREDENTIALS } from './exchangeSession';
import { partTooLarge } from './files';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const URL_1C = '/bitrix/admin/1c_exchange.php';
const ADMIN = { login: 'exchange-admin@hobby.test', password: 'exchange-password-1' };
const EDITOR = { login: 'exchange-editor@hobby.test', password: 'exchange-password-2' };
/** The part size of migration 034's default settings. */
const FILE_LIMIT = 8 * 1024 * 1024;

let db: Db;
let app: FastifyInstance;
const suite = staffSuite();

beforeAll(async () => {
  ({ db, app } = suite);
  for (const [account, role] of [
    [ADMIN, 'admin'],
    [EDITOR, 'editor'],
  ] as const)
    await saveStaffAccount(db, {
      email: account.login,
      password: account.password,
      role,
      name: '1С',
    });
});

const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

const productVacuums = async () =>
  (
    await db.query<{ n: number }>(
      `SELECT vacuum_count::int AS n FROM pg_stat_user_tables WHERE relname = 'products'`,
    )
  )[0]?.n ?? 0;

/** One exchange as 1C drives it: checkauth, then calls with the cookie it got. */
async function connect(url = URL_1C, account = ADMIN) {
  const auth = await app.inject({
    url: `${url}?type=catalog&mode=checkauth`,
    headers: { authorization: basic(account.login, account.password) },
  });
  const [status, name, value] = auth.body.split('\n');
  expect(status).toBe('success');
  const cookie = `${name}=${value}`;
  const call = (query: string, payload?: Buffer) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `${url}?type=catalog&${query}`,
      headers: { cookie, ...(payload && { 'content-type': 'application/octet-stream' }) },
      ...(payload && { payload }),
    });
  return { call };
}

type Call = Awaited<ReturnType<typeof connect>>['call'];

/** Sends a file in parts of `part` bytes, as 1C cuts a file larger than file_limit. */
async function send(call: Call, name: string, body: Buffer, part = body.length) {
  for (let start = 0; start < body.length; start += part) {
    const answer = await call(`mode=file&filename=${name}`, body.subarray(start, start + part));
    expect(answer.body).toBe('success');
  }
}

/** mode=import until the answer is no longer `progress`; the lines seen on the way. */
async function importAll(call: Call, name: string): Promise<string[]> {
  const answers: string[] = [];
  for (let step = 0; step < 50; step++) {
    const answer = (await call(`mode=import&filename=${name}`)).body;
    answers.push(answer);
    if (!answer.startsWith('progress')) return answers;
  }
  throw new Error('the import never ended');
}

const product = async (xmlId: string) =>
  (
    await db.query<{
      id: number;
      name: string;
      stock: number;
      section: string | null;
      attributes: Record<string, unknown>;
    }>(
      `SELECT p.id, p.name, st.stock, s.name AS section, p.attributes
         FROM products p JOIN product_stock st ON st.product_id = p.id
         LEFT JOIN sections s ON s.id = p.section_id WHERE p.xml_id = $1`,
      [xmlId],
    )
  )[0];
const priceOf = async (productId: number, typeCode: string) =>
  (
    await db.query<{ price: number }>(
      `SELECT price::float8 AS price FROM prices pr JOIN price_types t ON t.id = pr.price_type_id
        WHERE pr.product_id = $1 AND t.code = $2`,
      [productId, typeCode],
    )
  )[0]?.price;
const lastImport = async (name: string) =>
  (
    await db.query<{ id: number; created: number; updated: number; unchanged: number }>(
      'SELECT id, created, updated, unchanged FROM exchange_1c_imports WHERE file_name = $1 ORDER BY id DESC LIMIT 1',
      [name],
    )
  )[0]!;
const problemsOf = async (importId: number) =>
  (
    await db.query<{ item: string; reason: string }>(
      'SELECT item, reason FROM exchange_1c_problems WHERE import_id = $1 ORDER BY item',
      [importId],
    )
  ).map((p) => `${p.item}: ${p.reason}`);
const catalogueRows = async () =>
  (
    await db.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM products) || '/' || (SELECT count(*) FROM sections) || '/' ||
              (SELECT count(*) FROM properties) || '/' || (SELECT count(*) FROM property_values)
              AS n`,
    )
  )[0]?.n;

/** A real 1×1 PNG: signature, IHDR, IDAT and IEND chunks with their CRCs. */
function onePixelPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0xe0, 0x60, 0x30]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The head of a JPEG (SOI, a JFIF APP0 segment) and its end: the shop reads the kind from it. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
]);
const PNG = onePixelPng();
const storedName = (bytes: Buffer, extension: string) =>
  `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;

/** import.xml whose goods are `pictures-1` (with `first`'s Картинка) and `pictures-2`. */
function picturesImport(first: string[]): Buffer {
  const tags = (names: string[]) => names.map((name) => `<Картинка>${name}</Картинка>`).join('');
  return Buffer.from(
    fixture('import.xml')
      .toString('utf8')
      .replace('<Картинка>import_files/g1/good-1.jpg</Картинка>', tags(first))
      .replace(
        '<Наименование>Рамка дубовая</Наименование>',
        '<Наименование>Рамка дубовая</Наименование>' +
          tags(['import_files/missing.jpg', 'import_files/notes.jpg', 'import_files/huge.jpg']),
      )
      .replace(/good-/g, 'pictures-'),
  );
}

/** A JPEG's head and zeros up to one byte over 20 MB (the zip keeps it small). */
function hugeJpeg(): Uint8Array {
  const bytes = new Uint8Array(20 * 1024 * 1024 + 1);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

/**
 * One whole exchange of import.xml and the pictures, zipped as 1C sends them; `huge` adds a
 * picture over 20 MB (the first exchange only: it costs a second each).
 */
async function exchangePictures(importXml: Buffer, huge = false): Promise<void> {
  const { call } = await connect();
  await call('mode=init');
  const zip = zipSync({
    'import.xml': new Uint8Array(importXml),
    'import_files/ab/sunset.jpg': new Uint8Array(JPEG),
    'import_files/ab/sunset-back.png': new Uint8Array(PNG),
    'import_files/notes.jpg': strToU8('a note, not a picture'),
    ...(huge && { 'import_files/huge.jpg': hugeJpeg() }),
  });
  await send(call, 'goods.zip', Buffer.from(zip));
  expect((await importAll(call, 'import.xml')).at(-1)).toBe('success');
}

/** A good of import.xml in `groups`, with a БазоваяЕдиница when given. */
const good = (id: string, name: string, groups: string[], unit = '') =>
  `<Товар><Ид>${id}</Ид><Наименование>${name}</Наименование>${unit}` +
  `<Группы>${groups.map((group) => `<Ид>${group}</Ид>`).join('')}</Группы></Товар>`;

/** import.xml of groups of its own (so other tests' goods stay out of them) and `goods`. */
const catalogFile = (groups: string[], goods: string[], onlyChanges = false) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-29T09:00:00">
  <Классификатор>
    <Ид>cls-full</Ид>
    <Наименование>Классификатор</Наименование>
    <Группы>${groups
      .map(
        (group) => `<Группа><Ид>${group}</Ид><Наименование>Группа ${group}</Наименование></Группа>`,
      )
      .join('')}</Группы>
  </Классификатор>
  <Каталог СодержитТолькоИзменения="${onlyChanges}">
    <Ид>cat-full</Ид>
    <ИдКлассификатора>cls-full</ИдКлассификатора>
    <Наименование>Каталог товаров</Наименование>
    <Товары>${goods.join('')}</Товары>
  </Каталог>
</КоммерческаяИнформация>
`);

const PIECE = '<БазоваяЕдиница Код="796" НаименованиеПолное="Штука">шт</БазоваяЕдиница>';
const KILOGRAM = '<БазоваяЕдиница Код="166" НаименованиеПолное="Килограмм">кг</БазоваяЕдиница>';

describe('issue 28: the catalogue exchange with 1C (CommerceML 2)', () => {
  it('checkauth, init, files in parts and as zip, import until success; a second exchange changes nothing', async () => {
    const { call } = await connect();
    expect((await call('mode=init')).body).toBe(`zip=yes\nfile_limit=${FILE_LIMIT}`);
    // import.xml in three parts, offers.xml inside a zip with a picture.
    await send(call, 'import.xml', fixture('import.xml'), 1000);
    const zip = zipSync({
      'offers.xml': new Uint8Array(fixture('offers.xml')),
      'import_files/g1/good-1.jpg': strToU8('not really a picture'),
    });
    await send(call, 'goods.zip', Buffer.from(zip));

    const vacuumsBefore = await productVacuums();
    const importAnswers = await importAll(call, 'import.xml');
    expect(importAnswers[0]).toMatch(/^progress\nФайл «import\.xml» проверен: товаров 3/);
    expect(importAnswers.at(-1)).toBe('success');
    // The embedded engine has no autovacuum: the import's end vacuums what it rewrote.
    if (db.engine === 'pglite') await expect.poll(productVacuums).toBeGreaterThan(vacuumsBefore);
    const good = await product('good-1');
    expect(good).toMatchObject({ name: 'Набор для вышивания «Закат»', section: 'Наборы из 1С' });
    expect(good?.attributes).toMatchObject({ artikul: '1C-001' });
    expect(await product('good-3')).toBeUndefined();
    const imported = await lastImport('import.xml');
    expect(imported).toMatchObject({ created: 2, updated: 0 });
    const problems = await problemsOf(imported.id);
    expect(problems).toContain(
      'Свойство с Ид prop-unknown: Свойства нет в классификаторе и в магазине: его значения не загружены',
    );
    expect(problems.some((p) => p.startsWith('Товар «Товар без группы» (Ид good-3)'))).toBe(true);

    expect((await importAll(call, 'offers.xml')).at(-1)).toBe('success');
    const good1 = (await product('good-1'))!;
    expect(good1.stock).toBe(7);
    expect(await priceOf(good1.id, 'BASE')).toBe(1250);
    expect(await priceOf((await product('good-2'))!.id, 'BASE')).toBe(480.5);
    const offers = await problemsOf((await lastImport('offers.xml')).id);
    expect(offers.some((p) => p.startsWith('Тип цен «Оптовая 1С»'))).toBe(true);
    expect(offers.some((p) => p.includes('Характеристики товаров магазин не хранит'))).toBe(true);

    // The same files again, in a new exchange over the other address: nothing changes.
    const before = await catalogueRows();
    const again = await connect('/api/1c/exchange');
    await again.call('mode=init');
    await send(again.call, 'import.xml', fixture('import.xml'));
    await send(again.call, 'offers.xml', fixture('offers.xml'));
    expect((await importAll(again.call, 'import.xml')).at(-1)).toBe('success');
    expect((await importAll(again.call, 'offers.xml')).at(-1)).toBe('success');
    expect(await lastImport('import.xml')).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await lastImport('offers.xml')).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await catalogueRows()).toBe(before);
  });

  it("point 2: a good's Картинка become its pictures, served from the store; the same files again change nothing", async () => {
    const both = ['import_files/ab/sunset.jpg', 'import_files/ab/sunset-back.png'];
    await exchangePictures(picturesImport(both), true);
    const imported = await lastImport('import.xml');
    expect(imported).toMatchObject({ created: 2, updated: 0 });
    // A missing file, one that is no picture and one too large are problem lines; the good
    // itself imports.
    expect(await problemsOf(imported.id)).toEqual(
      expect.arrayContaining([
        'Товар «Рамка дубовая» (Ид pictures-2): Файла картинки «import_files/missing.jpg» нет среди файлов обмена: картинка не загружена',
        'Товар «Рамка дубовая» (Ид pictures-2): Файл «import_files/notes.jpg» не картинка JPEG, PNG, WebP или GIF: картинка не загружена',
        'Товар «Рамка дубовая» (Ид pictures-2): Картинка «import_files/huge.jpg» больше 20 МБ: картинка не загружена',
      ]),
    );
    expect(await product('pictures-2')).toMatchObject({ name: 'Рамка дубовая' });

    const [row] = await db.query<{ id: number; code: string; section: string }>(
      `SELECT p.id, p.code, s.code AS section FROM products p JOIN sections s ON s.id = p.section_id
        WHERE p.xml_id = 'pictures-1'`,
    );
    const { id } = row!;
    const pageImages = async () => {
      const page = await app.inject({
        url: `/product/${row!.section}/${row!.code}/`,
        headers: { 'x-source': 'nuxt' },
      });
      expect(page.statusCode).toBe(200);
      return (page.json() as { data: { product: { images: string[] } } }).data.product.images;
    };
    const jpegUrl = `/images/products/${id}/${storedName(JPEG, 'jpg')}`;
    const pngUrl = `/images/products/${id}/${storedName(PNG, 'png')}`;
    expect(await pageImages()).toEqual([jpegUrl, pngUrl]);
    const jpeg = await app.inject(jpegUrl);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(jpeg.rawPayload.equals(JPEG)).toBe(true);
    const png = await app.inject(pngUrl);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(PNG)).toBe(true);
    expect((await app.inject(`/images/products/${id}/${'0'.repeat(64)}.jpg`)).statusCode).toBe(404);

    // The same files again: nothing changes, both goods count «без изменений».
    await exchangePictures(picturesImport(both));
    expect(await lastImport('import.xml')).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await pageImages()).toEqual([jpegUrl, pngUrl]);

    // Only the PNG now: the good is updated for its pictures alone, the JPEG's file goes.
    await exchangePictures(picturesImport(['import_files/ab/sunset-back.png']));
    expect(await lastImport('import.xml')).toMatchObject({ updated: 1, unchanged: 1 });
    expect(await pageImages()).toEqual([pngUrl]);
    expect((await app.inject(jpegUrl)).statusCode).toBe(404);

    // No Картинка at all (1C sends them when they change): the pictures stay.
    await exchangePictures(picturesImport([]));
    expect(await lastImport('import.xml')).toMatchObject({ updated: 0, unchanged: 2 });
    expect(await pageImages()).toEqual([pngUrl]);
  });

  it('a partial offers.xml changes only prices and stock', async () => {
    const { call } = await connect();
    await call('mode=init');
    const partial = fixture('offers.xml')
      .toString('utf8')
      .replace('СодержитТолькоИзменения="false"', 'СодержитТолькоИзменения="true"')
      .replace('<ЦенаЗаЕдиницу>1250</ЦенаЗаЕдиницу>', '<ЦенаЗаЕдиницу>1300</ЦенаЗаЕдиницу>')
      .replace('<Количество>7</Количество>', '<Количество>5</Количество>');
    const before = (await product('good-1'))!;
    await send(call, 'offers.xml', Buffer.from(partial));
    expect((await importAll(call, 'offers.xml')).at(-1)).toBe('success');
    const after = (await product('good-1'))!;
    expect(after).toEqual({ ...before, stock: 5 });
    expect(await priceOf(after.id, 'BASE')).toBe(1300);
    expect(await lastImport('offers.xml')).toMatchObject({ updated: 1, unchanged: 1 });
  });

  it('wrong credentials, no cookie, broken XML and a part over the limit answer failure and write nothing', async () => {
    const before = await catalogueRows();
    const wrong = await app.inject({
      url: `${URL_1C}?type=catalog&mode=checkauth`,
      headers: { authorization: basic(ADMIN.login, 'wrong-password') },
    });
    expect(wrong.body).toBe(`failure\n${WRONG_CREDENTIALS}`);
    const noCookie = await app.inject({ url: `${URL_1C}?type=catalog&mode=init` });
    expect(noCookie.body).toBe(`failure\n${NO_SESSION}`);

    const { call } = await connect();
    await call('mode=init');
    const broken = fixture('import.xml').toString('utf8').replace('</Товары>', '</Товар>');
    await send(call, 'import.xml', Buffer.from(broken.replace(/Закат/g, 'Рассвет')));
    const answers = await importAll(call, 'import.xml');
    expect(answers.at(-1)).toMatch(/^failure\nФайл «import\.xml» повреждён: это не XML/);
    expect(await product('good-1')).toMatchObject({ name: 'Набор для вышивания «Закат»' });

    const tooLarge = await call('mode=file&filename=offers.xml', Buffer.alloc(FILE_LIMIT + 1, 32));
    expect(tooLarge.body).toBe(`failure\n${partTooLarge('offers.xml', FILE_LIMIT)}`);
    expect(await catalogueRows()).toBe(before);
  });

  it('an editor exchanges only once an admin granted the exchange right', async () => {
    const refused = await app.inject({
      url: `${URL_1C}?type=catalog&mode=checkauth`,
      headers: { authorization: basic(EDITOR.login, EDITOR.password) },
    });
    expect(refused.body).toBe(`failure\n${NO_EXCHANGE_RIGHT}`);
    await db.query('UPDATE users SET can_exchange_1c = true WHERE email = $1', [EDITOR.login]);
    const { call } = await connect(URL_1C, EDITOR);
    expect((await call('mode=init')).body).toMatch(/^zip=yes\n/);
  });

  it('an import another call holds waits; a stopped one resumes after its last committed batch', async () => {
    const { call } = await connect();
    await call('mode=init');
    const renamed = fixture('import.xml').toString('utf8').replace(/good-/g, 'resume-');
    await send(call, 'import.xml', Buffer.from(renamed));
    expect((await call('mode=import&filename=import.xml')).body).toMatch(/^progress\n.*проверен/);
    const { id } = await lastImport('import.xml');
    // A process took the import, committed the classifier and the first good, and stopped.
    await db.query(
      `UPDATE exchange_1c_imports
          SET lease_owner = 'stopped', lease_until = now() + interval '1 hour', checkpoint = 1,
              classifier_done = true
        WHERE id = $1`,
      [id],
    );
    expect((await call('mode=import&filename=import.xml')).body).toBe(
      'progress\nИмпорт этого файла уже идёт в другом запросе, подождите',
    );
    await db.query(`UPDATE exchange_1c_imports SET lease_until = now() WHERE id = $1`, [id]);
    expect((await importAll(call, 'import.xml')).at(-1)).toBe('success');
    // The committed first good is not written again; the second is.
    expect(await product('resume-1')).toBeUndefined();
    expect(await product('resume-2')).toMatchObject({ name: 'Рамка дубовая' });
  });

  it("checkauth counts guesses under the shop's sign-in limits", async () => {
    const guess = () =>
      app.inject({
        url: `${URL_1C}?type=catalog&mode=checkauth`,
        headers: { authorization: basic('guessed@hobby.test', 'guess') },
      });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await guess()).body).toBe(`failure\n${WRONG_CREDENTIALS}`);
    expect((await guess()).body).toMatch(
      /^failure\nСлишком много неудачных попыток входа в этот аккаунт\. Попробуйте снова через/,
    );
  });

  it('parallel import calls write every good once', async () => {
    const { call } = await connect();
    await call('mode=init');
    const renamed = fixture('import.xml').toString('utf8').replace(/good-/g, 'parallel-');
    await send(call, 'import.xml', Buffer.from(renamed));
    await call('mode=import&filename=import.xml');
    const answers = await fireAtOnce(4, () => call('mode=import&filename=import.xml'));
    for (const { body } of answers)
      expect(body).toMatch(/^(success|progress\nИмпорт этого файла уже идёт в другом запросе)/);
    expect((await importAll(call, 'import.xml')).at(-1)).toBe('success');
    expect(await lastImport('import.xml')).toMatchObject({ created: 2, updated: 0 });
    const [{ n }] = (await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE xml_id LIKE 'parallel-%'`,
    )) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('a full import deactivates the goods of its groups it left out; «only changes», «Оставить как есть» and the same file again deactivate none', async () => {
    /** One exchange of import.xml alone, as 1C runs it; the import's row after it. */
    const importOnce = async (file: Buffer) => {
      const { call } = await connect();
      await call('mode=init');
      await send(call, 'import.xml', file);
      expect((await importAll(call, 'import.xml')).at(-1)).toBe('success');
      const [row] = await db.query<{ id: number; partial: boolean; deactivated: number }>(
        `SELECT id, partial, created, updated, unchanged, deactivated FROM exchange_1c_imports
          WHERE file_name = 'import.xml' ORDER BY id DESC LIMIT 1`,
      );
      return row!;
    };
    const active = async () =>
      Object.fromEntries(
        (
          await db.query<{ code: string; active: boolean }>(
            `SELECT coalesce(xml_id, code) AS code, active FROM products
              WHERE xml_id LIKE 'full-%' OR code = 'full-shop-own' ORDER BY 1`,
          )
        ).map((row) => [row.code, row.active]),
      );
    const groups = ['full-kits', 'full-yarn'];
    const goods = [
      good('full-1', 'Набор «Маки»', ['full-kits']),
      good('full-2', 'Пряжа «Весна»', ['full-yarn']),
      good('full-3', 'Набор «Ромашки»', ['full-kits']),
    ];
    expect(await importOnce(catalogFile(groups, goods))).toMatchObject({
      created: 3,
      deactivated: 0,
    });
    // A good the shop made itself in the same section: 1C cannot name it, so it stays on sale.
    await db.query(
      `INSERT INTO products (code, name, section_id)
       SELECT 'full-shop-own', 'Набор магазина', section_id FROM products WHERE xml_id = 'full-1'`,
    );
    const twoOfThree = catalogFile(groups, goods.slice(0, 2));

    expect(await importOnce(catalogFile(groups, goods.slice(0, 2), true))).toMatchObject({
      partial: true,
      deactivated: 0,
    });
    await db.query(`UPDATE exchange_1c_settings SET missing_goods = 'keep'`);
    try {
      expect(await importOnce(twoOfThree)).toMatchObject({ partial: false, deactivated: 0 });
    } finally {
      await db.query('UPDATE exchange_1c_settings SET missing_goods = DEFAULT');
    }
    const allActive = { 'full-1': true, 'full-2': true, 'full-3': true, 'full-shop-own': true };
    expect(await active()).toEqual(allActive);

    // The names' statistics as taken while the table was empty, as a seeded shop has them: the
    // deactivation is planned by the names this import wrote (100 000 goods planned by an empty
    // table's statistics stalled for minutes), not by those.
    const plannedNames = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT reltuples::int AS n FROM pg_class WHERE relname = 'exchange_1c_import_names'`,
        )
      )[0]?.n;
    await db.query('ANALYZE exchange_1c_import_names');
    const before = await plannedNames();
    const full = await importOnce(twoOfThree);
    expect(full).toMatchObject({ partial: false, updated: 0, unchanged: 2, deactivated: 1 });
    expect(await plannedNames()).toBe(Math.max(before ?? 0, 0) + groups.length + 2);
    expect(await active()).toEqual({ ...allActive, 'full-3': false });
    const names = await db.query('SELECT 1 FROM exchange_1c_import_names WHERE import_id = $1', [
      full.id,
    ]);
    expect(names).toEqual([]);
    const listed = (await suite.editor.get('/api/admin/exchange-1c/imports')).json<{
      imports: { id: number; deactivated: number }[];
    }>().imports;
    expect(listed.find((item) => item.id === full.id)).toMatchObject({ deactivated: 1 });

    // The same file again changes nothing; the good back in the file is on sale again.
    expect(await importOnce(twoOfThree)).toMatchObject({ updated: 0, deactivated: 0 });
    expect(await active()).toEqual({ ...allActive, 'full-3': false });
    expect(await importOnce(catalogFile(groups, goods))).toMatchObject({
      updated: 1,
      deactivated: 0,
    });
    expect(await active()).toEqual(allActive);
  });

  it('goods in more than one group lie in the first; those and a unit other than the piece are listed once per import', async () => {
    const { call } = await connect();
    await call('mode=init');
    // More goods than one PGlite batch (100): the count is carried from batch to batch.
    const goods = Array.from({ length: 150 }, (_, i) =>
      good(
        `multi-${i + 1}`,
        `Пряжа ${i + 1}`,
        ['multi-yarn', 'multi-sale'],
        i < 2 ? KILOGRAM : PIECE,
      ),
    );
    goods.push(good('multi-one', 'Пряжа одна', ['multi-yarn', 'unknown-group']));
    await send(call, 'import.xml', catalogFile(['multi-yarn', 'multi-sale'], goods));
    expect((await importAll(call, 'import.xml')).at(-1)).toBe('success');
    expect(await product('multi-1')).toMatchObject({ section: 'Группа multi-yarn' });
    const imported = await lastImport('import.xml');
    expect(imported).toMatchObject({ created: 151 });
    expect(await problemsOf(imported.id)).toEqual([
      'Единица измерения «кг» (код 166): Не загружается: в магазине все товары продаются поштучно',
      'Товар «Пряжа одна» (Ид multi-one): Группа с Ид unknown-group не найдена в классификаторе',
      'Товары в нескольких группах: У 150 товаров в 1С больше одной группы: в магазине товар ' +
        'лежит в разделе первой известной группы, остальные группы не применены',
    ]);
  });

  it('staff see the imports with what they could not map; a guest may not', async () => {
    const answer = await suite.editor.get('/api/admin/exchange-1c/imports');
    expect(answer.statusCode).toBe(200);
    const { imports } = answer.json() as {
      imports: { fileName: string; status: string; problems: { item: string; reason: string }[] }[];
    };
    const offers = imports.find((i) => i.fileName === 'offers.xml' && i.problems.length > 0);
    expect(offers?.problems).toContainEqual({
      item: 'Тип цен «Оптовая 1С» (Ид price-wholesale)',
      reason: 'Нет прайс-листа магазина с таким названием: цены этого типа не записаны',
    });
    expect(imports.some((i) => i.status === 'failed')).toBe(true);
    expect((await visitor(app).get('/api/admin/exchange-1c/imports')).statusCode).toBe(401);
  });
});

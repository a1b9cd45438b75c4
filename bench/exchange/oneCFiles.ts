/**
 * The database side of the 1C exchange bench (bench/one-c-exchange.ts): 1C's identifiers given to
 * the shop's rows (as after a first exchange, or a shop moved from Bitrix), import.xml and
 * offers.xml written from the catalogue as 1C would send it, every product changed, and all of it
 * put back after the run.
 */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../server/lib/db/types';

/** Every identifier the bench gives starts so; the restore clears exactly these. */
const BENCH_ID = 'bench-1c-';
/** The products' names and stock (the offers change it) and identifiers before the run. */
const PRODUCTS_COPY = 'bench_1c_products';
/** Added to every changed product's name, or taken off when a name already ends with it. */
const NAME_SUFFIX = ' (1С)';
/** Products read from the database at a time (keyset pages), then written out. */
const PAGE = 2000;
const CLASSIFIER_ID = `${BENCH_ID}classifier`;
const CATALOG_ID = `${BENCH_ID}catalog`;
const UNIT =
  '<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>';
const VALUE_TYPES: Record<string, string> = {
  list: 'Справочник',
  string: 'Строка',
  number: 'Число',
  boolean: 'Булево',
};

export interface ExchangeFiles {
  importXml: string;
  offersXml: string;
  products: number;
  /** Products whose name, prices and stock the files change. */
  changed: number;
  prices: number;
  /** The largest exchange id before the run: the run's exchanges and their files come after. */
  lastSessionId: number;
  /** Whether DATA_DIR/exchange-1c was there before the run (else the restore removes it). */
  hadExchangeFolder: boolean;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** Appends to a file, waiting whenever the stream's buffer is full (flat memory). */
async function put(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

async function close(out: WriteStream): Promise<void> {
  out.end();
  await once(out, 'finish');
}

/**
 * The names, stock and identifiers put back as copied, the bench's identifiers cleared, the
 * run's exchanges deleted; a crashed run's copy is put back the same way before a new one.
 * Resolves to the product rows rewritten.
 */
export async function restoreExchangeData(db: Db, lastSessionId?: number): Promise<number> {
  let rewritten = 0;
  const [copy] = await db.query<{ present: boolean }>(
    'SELECT to_regclass($1) IS NOT NULL AS present',
    [PRODUCTS_COPY],
  );
  if (copy?.present) {
    const [row] = await db.query<{ n: number }>(
      `WITH put AS (
         UPDATE products p SET name = c.name, xml_id = c.xml_id
           FROM ${PRODUCTS_COPY} c
          WHERE p.id = c.id AND (p.name, p.xml_id) IS DISTINCT FROM (c.name, c.xml_id)
         RETURNING 1
       ), stocked AS (
         UPDATE product_stock p SET stock = c.stock
           FROM ${PRODUCTS_COPY} c
          WHERE p.product_id = c.id AND p.stock IS DISTINCT FROM c.stock
         RETURNING 1)
       SELECT (SELECT count(*)::int FROM put) + (SELECT count(*)::int FROM stocked) AS n`,
    );
    rewritten = row?.n ?? 0;
    await db.exec(`DROP TABLE ${PRODUCTS_COPY}`);
  }
  for (const table of ['sections', 'properties', 'property_values', 'price_types'])
    await db.query(`UPDATE ${table} SET xml_id = NULL WHERE xml_id LIKE $1`, [`${BENCH_ID}%`]);
  if (lastSessionId !== undefined)
    await db.query('DELETE FROM exchange_1c_sessions WHERE id > $1', [lastSessionId]);
  // The embedded engine has no autovacuum: the rewritten rows' dead versions go now.
  if (rewritten > 0) await db.exec('VACUUM ANALYZE products, product_stock');
  return rewritten;
}

/** The run's uploads under DATA_DIR/exchange-1c removed (the folder too if the run made it). */
export async function removeExchangeUploads(dataDir: string, files: ExchangeFiles) {
  const root = path.join(dataDir, 'exchange-1c');
  if (!files.hadExchangeFolder) return rm(root, { recursive: true, force: true });
  for (const name of await readdir(root).catch(() => [] as string[]))
    if (Number(name) > files.lastSessionId)
      await rm(path.join(root, name), { recursive: true, force: true });
}

/**
 * Copies the products aside, gives every section, property, list value and product without one
 * a 1C identifier (`bench-1c-…`), and writes import.xml and offers.xml into `work`: every
 * `changeEvery`-th product renamed (the suffix added or taken off), its prices raised by 1 and,
 * when in stock, its stock by 1 (0 stays 0: no «Сообщить о поступлении» mail falls due).
 */
export async function writeExchangeFiles(
  db: Db,
  dataDir: string,
  work: string,
  changeEvery = 1,
): Promise<ExchangeFiles> {
  await restoreExchangeData(db);
  await db.exec(`CREATE TABLE ${PRODUCTS_COPY} AS
       SELECT p.id, p.name, p.xml_id, st.stock
         FROM products p JOIN product_stock st ON st.product_id = p.id`);
  await db.query(`UPDATE sections SET xml_id = $1 || 's' || id WHERE xml_id IS NULL`, [BENCH_ID]);
  await db.query(`UPDATE properties SET xml_id = $1 || 'p' || id WHERE xml_id IS NULL`, [BENCH_ID]);
  await db.query(`UPDATE property_values SET xml_id = $1 || 'v' || id WHERE xml_id IS NULL`, [
    BENCH_ID,
  ]);
  await db.query(`UPDATE products SET xml_id = $1 || id WHERE xml_id IS NULL`, [BENCH_ID]);
  await db.exec('VACUUM ANALYZE products');

  const [session] = await db.query<{ id: number }>(
    'SELECT coalesce(max(id), 0)::int AS id FROM exchange_1c_sessions',
  );
  const hadExchangeFolder = (await readdir(dataDir).catch((): string[] => [])).includes(
    'exchange-1c',
  );
  const importXml = path.join(work, 'import.xml');
  const offersXml = path.join(work, 'offers.xml');
  const counts = await writeFiles(db, importXml, offersXml, changeEvery);
  return { importXml, offersXml, ...counts, lastSessionId: session?.id ?? 0, hadExchangeFolder };
}

interface ProductRow {
  id: number;
  xml_id: string;
  name: string;
  section_id: number | null;
  detail_text: string;
  active: boolean;
  stock: number;
  value_ids: number[];
  attributes: Record<string, unknown>;
}

async function writeFiles(db: Db, importXml: string, offersXml: string, changeEvery: number) {
  const [sections, properties, values, priceTypes] = await Promise.all([
    db.query<{ id: number; parent_id: number | null; name: string; xml_id: string }>(
      'SELECT id, parent_id, name, xml_id FROM sections ORDER BY id',
    ),
    db.query<{ id: number; code: string; name: string; type: string; xml_id: string }>(
      'SELECT id, code, name, type, xml_id FROM properties ORDER BY id',
    ),
    db.query<{ id: number; property_id: number; value: string; xml_id: string }>(
      'SELECT id, property_id, value, xml_id FROM property_values ORDER BY property_id, id',
    ),
    db.query<{ id: number; name: string; xml_id: string | null }>(
      'SELECT id, name, xml_id FROM price_types ORDER BY id',
    ),
  ]);
  const sectionXmlId = new Map(sections.map((s) => [s.id, s.xml_id]));
  const propertyById = new Map(properties.map((p) => [p.id, p]));
  const propertyByCode = new Map(properties.map((p) => [p.code, p]));
  const valueById = new Map(values.map((v) => [v.id, v]));
  // The price types keep the 1C identifier they have; one without is taken over by its name.
  const priceTypeXmlId = new Map(priceTypes.map((t) => [t.id, t.xml_id ?? `${BENCH_ID}t${t.id}`]));
  const date = new Date().toISOString().slice(0, 19);
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="${date}">\n`;

  const goods = createWriteStream(importXml);
  const offers = createWriteStream(offersXml);
  await put(goods, head + '<Классификатор>' + element('Ид', CLASSIFIER_ID));
  await put(goods, element('Наименование', 'Классификатор (Каталог товаров)'));
  const children = new Map<number | null, typeof sections>();
  for (const section of sections) {
    const list = children.get(section.parent_id) ?? [];
    list.push(section);
    children.set(section.parent_id, list);
  }
  const groups = (parentId: number | null): string => {
    const list = children.get(parentId);
    if (!list) return '';
    return `<Группы>${list
      .map(
        (s) =>
          `<Группа>${element('Ид', s.xml_id)}${element('Наименование', s.name)}${groups(s.id)}</Группа>`,
      )
      .join('')}</Группы>`;
  };
  await put(goods, groups(null) + '<Свойства>');
  for (const property of properties) {
    const variants = values
      .filter((v) => v.property_id === property.id)
      .map(
        (v) =>
          `<Справочник>${element('ИдЗначения', v.xml_id)}${element('Значение', v.value)}</Справочник>`,
      )
      .join('');
    await put(
      goods,
      `<Свойство>${element('Ид', property.xml_id)}${element('Наименование', property.name)}` +
        element('ТипЗначений', VALUE_TYPES[property.type] ?? 'Строка') +
        (variants ? `<ВариантыЗначений>${variants}</ВариантыЗначений>` : '') +
        '</Свойство>',
    );
  }
  await put(
    goods,
    `</Свойства></Классификатор>\n<Каталог СодержитТолькоИзменения="false">${element('Ид', CATALOG_ID)}` +
      `${element('ИдКлассификатора', CLASSIFIER_ID)}${element('Наименование', 'Каталог товаров')}<Товары>\n`,
  );
  await put(
    offers,
    head +
      `<ПакетПредложений СодержитТолькоИзменения="false">${element('Ид', `${CATALOG_ID}#`)}` +
      `${element('Наименование', 'Пакет предложений')}${element('ИдКаталога', CATALOG_ID)}` +
      `${element('ИдКлассификатора', CLASSIFIER_ID)}<ТипыЦен>` +
      priceTypes
        .map(
          (t) =>
            `<ТипЦены>${element('Ид', priceTypeXmlId.get(t.id)!)}${element('Наименование', t.name)}` +
            '<Валюта>RUB</Валюта><Налог><Наименование>НДС</Наименование><УчтеноВСумме>true</УчтеноВСумме></Налог></ТипЦены>',
        )
        .join('') +
      '</ТипыЦен><Предложения>\n',
  );

  let products = 0;
  let changed = 0;
  let prices = 0;
  for (let after = 0; ;) {
    const page = await db.query<ProductRow>(
      `SELECT p.id, p.xml_id, p.name, p.section_id, p.detail_text, p.active, st.stock, p.value_ids,
              p.attributes
         FROM products p JOIN product_stock st ON st.product_id = p.id
        WHERE p.id > $1 ORDER BY p.id LIMIT $2`,
      [after, PAGE],
    );
    if (!page.length) break;
    const first = page[0]!.id;
    after = page.at(-1)!.id;
    const pricesOf = new Map<number, { price_type_id: number; price: string }[]>();
    for (const row of await db.query<{ product_id: number; price_type_id: number; price: string }>(
      `SELECT product_id, price_type_id, price::text AS price FROM prices
        WHERE product_id BETWEEN $1 AND $2 ORDER BY product_id, price_type_id`,
      [first, after],
    )) {
      const list = pricesOf.get(row.product_id) ?? [];
      list.push(row);
      pricesOf.set(row.product_id, list);
    }
    let goodsText = '';
    let offersText = '';
    for (const product of page) {
      const change = products % changeEvery === 0;
      products++;
      if (change) changed++;
      const name = !change
        ? product.name
        : product.name.endsWith(NAME_SUFFIX)
          ? product.name.slice(0, -NAME_SUFFIX.length)
          : product.name + NAME_SUFFIX;
      goodsText += goodXml(product, name, {
        sectionXmlId,
        propertyById,
        propertyByCode,
        valueById,
      });
      const cells = (pricesOf.get(product.id) ?? []).map((cell) => {
        const price = Number(cell.price) + (change ? 1 : 0);
        return (
          `<Цена><Представление>${price.toFixed(2)} RUB за шт</Представление>` +
          `${element('ИдТипаЦены', priceTypeXmlId.get(cell.price_type_id)!)}` +
          `<ЦенаЗаЕдиницу>${price.toFixed(2)}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта><Единица>шт</Единица>` +
          '<Коэффициент>1</Коэффициент></Цена>'
        );
      });
      prices += cells.length;
      const stock = change && product.stock > 0 ? product.stock + 1 : product.stock;
      offersText +=
        `<Предложение>${element('Ид', product.xml_id)}${element('Наименование', name)}${UNIT}` +
        `<Цены>${cells.join('')}</Цены><Количество>${stock}</Количество></Предложение>\n`;
    }
    await put(goods, goodsText);
    await put(offers, offersText);
  }
  await put(goods, '</Товары></Каталог>\n</КоммерческаяИнформация>\n');
  await put(offers, '</Предложения></ПакетПредложений>\n</КоммерческаяИнформация>\n');
  await Promise.all([close(goods), close(offers)]);
  return { products, changed, prices };
}

interface Lookups {
  sectionXmlId: Map<number, string>;
  propertyById: Map<number, { id: number; code: string; type: string; xml_id: string }>;
  propertyByCode: Map<string, { id: number; code: string; type: string; xml_id: string }>;
  valueById: Map<number, { property_id: number; xml_id: string }>;
}

/**
 * One Товар as 1C writes it, with what the shop holds (so only the name differs): its section
 * as the group, Артикул, the detail text, list values by ИдЗначения and the plain properties.
 */
function goodXml(product: ProductRow, name: string, lookups: Lookups): string {
  const article = product.attributes.artikul;
  const byProperty = new Map<number, string[]>();
  for (const id of product.value_ids) {
    const value = lookups.valueById.get(id);
    if (!value) continue;
    const list = byProperty.get(value.property_id) ?? [];
    list.push(value.xml_id);
    byProperty.set(value.property_id, list);
  }
  const propertyValues = [...byProperty].map(
    ([propertyId, ids]) =>
      `<ЗначенияСвойства>${element('Ид', lookups.propertyById.get(propertyId)!.xml_id)}` +
      ids.map((id) => element('Значение', id)).join('') +
      '</ЗначенияСвойства>',
  );
  for (const [code, value] of Object.entries(product.attributes)) {
    const property = lookups.propertyByCode.get(code);
    if (code === 'artikul' || !property || property.type === 'list') continue;
    propertyValues.push(
      `<ЗначенияСвойства>${element('Ид', property.xml_id)}${element('Значение', String(value))}</ЗначенияСвойства>`,
    );
  }
  const section =
    product.section_id === null ? undefined : lookups.sectionXmlId.get(product.section_id);
  return (
    `<Товар${product.active ? '' : ' Статус="Удален"'}>${element('Ид', product.xml_id)}` +
    (typeof article === 'string' ? element('Артикул', article) : '') +
    element('Наименование', name) +
    UNIT +
    (section ? `<Группы>${element('Ид', section)}</Группы>` : '') +
    (product.detail_text ? element('Описание', product.detail_text) : '') +
    (propertyValues.length ? `<ЗначенияСвойств>${propertyValues.join('')}</ЗначенияСвойств>` : '') +
    '<СтавкиНалогов><СтавкаНалога><Наименование>НДС</Наименование><Ставка>20</Ставка></СтавкаНалога></СтавкиНалогов>' +
    '<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование>' +
    '<Значение>Товар</Значение></ЗначениеРеквизита><ЗначениеРеквизита><Наименование>ТипНоменклатуры' +
    '</Наименование><Значение>Товар</Значение></ЗначениеРеквизита></ЗначенияРеквизитов>' +
    '</Товар>\n'
  );
}

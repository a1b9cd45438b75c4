import { SHOP_NAME } from '@shared';
import type { Queryable } from '../../lib/db/types';
import { productImageUrls, productUrl } from '../../lib/productLinks';
import { priceTypeOfLocationSql } from '../location';
import type { ShippingInfo } from '../shipping';
import type { CatalogSnapshot } from './catalogSnapshot';

/** Yandex Market's code of the rouble, as its YML documentation writes it. */
const CURRENCY = 'RUR';
/** Products read at a time (keyset pages by id): the feed's memory stays flat however long. */
const PAGE_SIZE = 2_000;
/** Text handed on at a time: small pieces die young, a page's text would be a large object. */
const PIECE_CHARS = 16 * 1024;
/** Sizes are in centimetres (the demo's and Bitrix's «30x40»). */
const SIZE_UNIT = 'см';
/** Market reads at most this many `picture` elements of an offer. */
const MAX_PICTURES = 10;

interface OfferRow {
  id: number;
  code: string;
  name: string;
  detail_text: string;
  preview_text: string;
  brand: string | null;
  stock: number;
  images: number;
  pictures: string[];
  section_id: number;
  price: string;
  old_price: string | null;
  value_ids: number[];
}

interface Param {
  name: string;
  value: string;
  unit: string | null;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** CDATA as Market takes HTML descriptions; `]]>` inside is split so it cannot end the section. */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const tag = (name: string, value: string | number) =>
  `<${name}>${escapeXml(String(value))}</${name}>`;

/**
 * The Yandex Market feed (YML, issue 27 point 3) of the catalogue `snapshot`: the shop, the
 * rouble, the section tree as categories, the default city's delivery, then an offer for every
 * active product of an active section that has a price in the default city's list. Sections staff
 * left out (admin/marketFeed) are not there, nor are their subsections and their offers (gift
 * certificates and photo kits, which need a code or a photo, are not offers). Yields the
 * document piece by piece, reading the products a keyset page at a time.
 */
export async function* yandexMarketFeed(
  db: Queryable,
  snapshot: CatalogSnapshot,
  { origin, shipping, date }: { origin: string; shipping: ShippingInfo; date: Date },
): AsyncGenerator<string> {
  const left = await sectionsLeftOut(db, snapshot);
  const sections = [...snapshot.sections.values()].filter(
    (section) => section.active && !left.has(section.id),
  );
  const params = await paramsByValue(db);
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<yml_catalog date="${moscowTime(date)}">\n<shop>\n` +
    [
      tag('name', SHOP_NAME),
      tag('company', SHOP_NAME),
      tag('url', `${origin}/`),
      `<currencies><currency id="${CURRENCY}" rate="1"/></currencies>`,
      '<categories>',
      ...sections.map(
        (section) =>
          `<category id="${section.id}"${section.parentId === null ? '' : ` parentId="${section.parentId}"`}>${escapeXml(section.name)}</category>`,
      ),
      '</categories>',
      ...deliveryOptions(shipping),
      '<offers>',
    ].join('\n') +
    '\n'
  );
  const active = new Set(sections.map((section) => section.id));
  let text = '';
  for (let afterId = 0; ;) {
    const rows = await db.query<OfferRow>(
      `SELECT p.id, p.code, p.name, p.detail_text, p.preview_text, p.brand, st.stock, p.images, p.pictures,
              p.section_id, pr.price, pr.old_price, p.value_ids
         FROM products p
         JOIN product_stock st ON st.product_id = p.id
         JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = ${priceTypeOfLocationSql('$3')}
        WHERE p.active AND p.kind = 'regular' AND p.section_id IS NOT NULL AND p.id > $1
        ORDER BY p.id LIMIT $2`,
      [afterId, PAGE_SIZE, shipping.location.id],
    );
    for (const row of rows) {
      if (!active.has(row.section_id)) continue;
      text += offer(row, snapshot, params, origin);
      if (text.length < PIECE_CHARS) continue;
      yield text;
      text = '';
    }
    if (rows.length < PAGE_SIZE) break;
    afterId = rows[rows.length - 1]!.id;
  }
  yield `${text}</offers>\n</shop>\n</yml_catalog>\n`;
}

function offer(
  row: OfferRow,
  snapshot: CatalogSnapshot,
  params: Map<number, Param>,
  origin: string,
): string {
  const section = snapshot.sections.get(row.section_id);
  const price = Number(row.price);
  const oldPrice = row.old_price === null ? null : Number(row.old_price);
  const description = row.detail_text || row.preview_text;
  return (
    `<offer id="${row.id}" available="${row.stock > 0}">` +
    tag('url', `${origin}${productUrl(section?.code ?? null, row.code)}`) +
    tag('price', price) +
    (oldPrice !== null && oldPrice > price ? tag('oldprice', oldPrice) : '') +
    tag('currencyId', CURRENCY) +
    tag('categoryId', row.section_id) +
    productImageUrls(row.id, row.images, row.pictures)
      .slice(0, MAX_PICTURES)
      .map((url) => tag('picture', `${origin}${url}`))
      .join('') +
    tag('name', row.name) +
    (row.brand ? tag('vendor', row.brand) : '') +
    (description ? `<description>${cdata(description)}</description>` : '') +
    row.value_ids
      .flatMap((id) => params.get(id) ?? [])
      .map(
        ({ name, value, unit }) =>
          `<param name="${escapeXml(name)}"${unit ? ` unit="${unit}"` : ''}>${escapeXml(value)}</param>`,
      )
      .join('') +
    '</offer>\n'
  );
}

/**
 * The sections staff left out of the feed and every section under one of them. Read here, not
 * kept in the snapshot: a change of them is announced as a presentation change, which gives a new
 * snapshot and so a new feed file.
 */
async function sectionsLeftOut(db: Queryable, snapshot: CatalogSnapshot): Promise<Set<number>> {
  const rows = await db.query<{ section_id: number }>(
    'SELECT section_id FROM market_feed_excluded_sections',
  );
  const left = new Set<number>();
  const leaveOut = (id: number) => {
    const section = snapshot.sections.get(id);
    if (!section || left.has(id)) return;
    left.add(id);
    for (const child of section.children) leaveOut(child.id);
  };
  for (const row of rows) leaveOut(row.section_id);
  return left;
}

/** Every property value as a `param`: its property's name, the value, a unit for sizes. */
async function paramsByValue(db: Queryable): Promise<Map<number, Param>> {
  const rows = await db.query<{ id: number; name: string; value: string; is_size: boolean }>(
    `SELECT v.id, p.name, v.value, p.is_size
       FROM property_values v JOIN properties p ON p.id = v.property_id`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { name: row.name, value: row.value, unit: row.is_size ? SIZE_UNIT : null },
    ]),
  );
}

/** The default city's courier delivery and pickup, as Market's shop-wide options. */
function deliveryOptions(shipping: ShippingInfo): string[] {
  const option = (kind: 'courier' | 'pickup') => {
    const found = shipping.options.find((o) => o.kind === kind);
    if (!found) return '';
    const days =
      found.minDays === found.maxDays ? `${found.minDays}` : `${found.minDays}-${found.maxDays}`;
    return `<option cost="${found.price}" days="${days}"/>`;
  };
  return [
    `<delivery-options>${option('courier')}</delivery-options>`,
    `<pickup-options>${option('pickup')}</pickup-options>`,
  ];
}

/** RFC 3339 in Moscow time, as Market asks for the feed's date (with its zone). */
function moscowTime(date: Date): string {
  const moscow = new Date(date.getTime() + 3 * 60 * 60 * 1000);
  return `${moscow.toISOString().slice(0, 16)}+03:00`;
}

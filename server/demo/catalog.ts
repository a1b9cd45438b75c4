import type { Db } from '../lib/db/types';
import type { DemoSize } from './demoSize';
import { BatchWriter } from './batchWriter';
import { withDeferredIndexes } from './deferredIndexes';
import { detailText, previewText, productName } from './productNames';
import { BRANDS, FILTER_PROPERTIES_BY_ROOT, PROPERTY_SPECS, SIZES } from './propertySpecs';
import type { Random } from '../lib/random';
import { flattenTree, ROOT_CODES, sectionTree, type RootKey, type SectionRow } from './sectionTree';
import { translit } from '../lib/translit';

const PRICE_TYPES = [
  { id: 1, code: 'BASE', name: 'Розничная цена (Москва)', factor: 1 },
  { id: 2, code: 'SPB', name: 'Розничная цена (Санкт-Петербург)', factor: 0.98 },
  { id: 3, code: 'REGIONS', name: 'Розничная цена (регионы)', factor: 1.05 },
  { id: 4, code: 'FAR_EAST', name: 'Розничная цена (Дальний Восток)', factor: 1.12 },
] as const;

const GIFT_CERTIFICATE_NOMINALS = [1000, 2000, 3000, 5000];
/** Working days a photo kit takes to make, as its page promises ("Изготовление за 3 рабочих дня"). */
const PHOTO_KIT_PRODUCTION_DAYS = 3;
/** Made-to-order photo kits by size, with the base price of each (a larger kit costs more). */
const PHOTO_SIZES: [size: string, basePrice: number][] = [
  ['20x30', 1290],
  ['30x40', 1790],
  ['40x50', 2390],
  ['50x65', 3190],
];

// Share of the products in each branch (photo products and certificates are a fixed handful).
const ROOT_WEIGHTS: [RootKey, number][] = [
  ['diamond', 40],
  ['paintByNumbers', 34],
  ['crafts', 9],
  ['materials', 6],
  ['kids', 4],
  ['puzzles', 3],
  ['models', 2],
  ['newYear', 2],
];

// Dates are fixed, not `now()`, so every run produces the same rows.
const CATALOGUE_DATE = Date.UTC(2026, 9, 1);
const DAY = 86_400_000;
const PRODUCT_BATCH = 5_000;
const PRODUCT_COUNT: Record<DemoSize, number> = { small: 3_000, full: 100_000, '1m': 1_000_000 };

export interface CatalogueSummary {
  sections: SectionRow[];
  sectionByCode: Map<string, SectionRow>;
  propertyIds: Map<string, number>;
  valueIds: Map<string, Map<string, number>>;
  productCount: number;
  /** Ids of the gift certificate products, by nominal. */
  certificateProductIds: Map<number, number>;
  /** Ids of some active products in stock, for reviews and other demo rows. */
  sampleProductIds: number[];
}

type Log = (line: string) => void;

/** Sections, properties and their values, price types, products with prices and sections. */
export async function seedCatalogue(
  db: Db,
  random: Random,
  size: DemoSize,
  log: Log,
): Promise<CatalogueSummary> {
  const sections = flattenTree(sectionTree(size));
  await db.copyRows(
    'sections',
    ['id', 'parent_id', 'code', 'name', 'sort', 'depth', 'path', 'active'],
    sections.map((s) => [s.id, s.parentId, s.code, s.name, s.sort, s.depth, s.path, true]),
  );
  log(`sections: ${sections.length}`);

  const { propertyIds, valueIds } = await seedProperties(db, sections);
  await db.copyRows(
    'price_types',
    ['id', 'code', 'name'],
    PRICE_TYPES.map((t) => [t.id, t.code, t.name]),
  );

  const summary: CatalogueSummary = {
    sections,
    sectionByCode: new Map(sections.map((s) => [s.code, s])),
    propertyIds,
    valueIds,
    productCount: 0,
    certificateProductIds: new Map(),
    sampleProductIds: [],
  };
  // The stock rows' COPY marks the sold-out ones (migration 044) and may run on PostgreSQL beside
  // the COPY of their products, on a connection of its own: those keys too are checked at the end.
  const loaded = ['products', 'product_stock', 'products_sold_out', 'prices', 'product_sections'];
  await withDeferredIndexes(db, loaded, () =>
    withStockRowsFromSeed(db, () => seedProducts(db, random, PRODUCT_COUNT[size], summary, log)),
  );
  log('indexes built');
  return summary;
}

async function seedProperties(db: Db, sections: SectionRow[]) {
  const propertyIds = new Map<string, number>();
  const valueIds = new Map<string, Map<string, number>>();
  const valueRows: unknown[][] = [];
  PROPERTY_SPECS.forEach((spec, index) => {
    const propertyId = index + 1;
    propertyIds.set(spec.code, propertyId);
    const ids = new Map<string, number>();
    spec.values?.forEach((value, i) => {
      const id = valueRows.length + 1;
      ids.set(value, id);
      valueRows.push([
        id,
        propertyId,
        value,
        translit(value) || value.replace(/\D+/g, '-'),
        (i + 1) * 10,
      ]);
    });
    valueIds.set(spec.code, ids);
  });
  await db.copyRows(
    'properties',
    ['id', 'code', 'name', 'type', 'shared', 'sort', 'is_size'],
    PROPERTY_SPECS.map((p, i) => [
      i + 1,
      p.code,
      p.name,
      p.type,
      p.shared ?? false,
      (i + 1) * 10,
      p.isSize ?? false,
    ]),
  );
  await db.copyRows('property_values', ['id', 'property_id', 'value', 'slug', 'sort'], valueRows);

  // Shared properties are bound to section 0; the others to the top section of each branch
  // they belong to (children inherit them, spec §2 CSV exchange).
  const bindings: unknown[][] = [];
  for (const spec of PROPERTY_SPECS) {
    const propertyId = propertyIds.get(spec.code);
    if (spec.shared) bindings.push([0, propertyId, spec.required ?? false]);
    for (const root of spec.roots ?? []) {
      const top = sections.find((s) => s.depth === 1 && s.root === root);
      if (top) bindings.push([top.id, propertyId, spec.required ?? false]);
    }
  }
  await db.copyRows('section_properties', ['section_id', 'property_id', 'required'], bindings);
  return { propertyIds, valueIds };
}

const roundPrice = (value: number) => Math.max(90, Math.round(value / 10) * 10 - 10);

function basePrice(random: Random, root: RootKey, sizeIndex: number): number {
  switch (root) {
    case 'diamond':
    case 'paintByNumbers':
      return 390 + sizeIndex * 170 + random.int(0, 400);
    case 'materials':
      return random.int(90, 1900);
    case 'models':
      return random.int(900, 5900);
    default:
      return random.int(290, 2900);
  }
}

/**
 * The seed copies each product's stock row itself, beside the products' rows, so the trigger that
 * gives a new product its row at 0 (migration 044) is off while it loads.
 */
async function withStockRowsFromSeed<T>(db: Db, load: () => Promise<T>): Promise<T> {
  await db.query('ALTER TABLE products DISABLE TRIGGER products_stock_rows');
  try {
    return await load();
  } finally {
    await db.query('ALTER TABLE products ENABLE TRIGGER products_stock_rows');
  }
}

async function seedProducts(
  db: Db,
  random: Random,
  total: number,
  summary: CatalogueSummary,
  log: Log,
) {
  const products = new BatchWriter(db, 'products', [
    'id',
    'code',
    'name',
    'preview_text',
    'detail_text',
    'kind',
    'active',
    'is_new',
    'sort',
    'popularity',
    'production_days',
    'brand',
    'images',
    'section_id',
    'value_ids',
    'created_at',
    'attributes',
  ]);
  const stocks = new BatchWriter(db, 'product_stock', ['product_id', 'stock']);
  const prices = new BatchWriter(db, 'prices', [
    'product_id',
    'price_type_id',
    'price',
    'old_price',
  ]);
  const productSections = new BatchWriter(db, 'product_sections', ['product_id', 'section_id']);
  // In this order: stock rows, prices and section links refer to products.
  const writers = [products, stocks, prices, productSections];
  const flushAll = async () => {
    for (const writer of writers) await writer.flush();
  };
  const words = new Map<string, number>();
  const leavesByRoot = new Map<RootKey, SectionRow[]>();
  for (const section of summary.sections) {
    if (!section.isLeaf) continue;
    leavesByRoot.set(section.root, [...(leavesByRoot.get(section.root) ?? []), section]);
  }
  const newYearLeaves = leavesByRoot.get('newYear') ?? [];
  const value = (code: string, text: string) => summary.valueIds.get(code)?.get(text);
  const allValueIds = new Map(
    [...summary.valueIds].map(([code, ids]) => [code, [...ids.values()]]),
  );

  let id = 0;
  const addProduct = async (
    section: SectionRow,
    kind: string,
    fixed: { name?: string; size?: string | null; price?: number; basePrice?: number } = {},
  ) => {
    id++;
    const root = section.root;
    const brand = kind === 'regular' ? random.pick(BRANDS) : 'Hobby Home';
    const sizeIndex = random.int(0, SIZES.length - 1);
    const hasSize = ['diamond', 'paintByNumbers', 'crafts', 'newYear', 'photo'].includes(root);
    const size =
      fixed.size !== undefined ? fixed.size : hasSize ? (SIZES[sizeIndex] ?? null) : null;
    const onStretcher = random.chance(0.5);

    const valueIdList: number[] = [];
    for (const code of FILTER_PROPERTIES_BY_ROOT[root]) {
      let chosen: number | undefined;
      if (code === 'razmer') chosen = size ? value(code, size) : undefined;
      else if (code === 'brend') chosen = value(code, brand);
      else if (code === 'podramnik')
        chosen = value(code, onStretcher ? 'На подрамнике' : 'Без подрамника');
      else if (code === 'tema' && section.theme) chosen = value(code, section.theme);
      else if (code === 'nominal') chosen = value(code, String(fixed.price));
      else if (random.chance(0.85)) chosen = random.pick(allValueIds.get(code) ?? []);
      if (chosen !== undefined) valueIdList.push(chosen);
    }

    const name = fixed.name ?? productName(random, section, { size, onStretcher, brand });
    for (const word of name.toLowerCase().split(/[^а-яёa-z]+/)) {
      if (word.length >= 3) words.set(word, (words.get(word) ?? 0) + 1);
    }
    const isNew = kind === 'regular' && random.chance(0.05);
    const createdAt = new Date(
      CATALOGUE_DATE - (isNew ? random.int(0, 29) : random.int(30, 900)) * DAY,
    );
    const active = kind !== 'regular' || random.chance(0.98);
    const stock = kind === 'regular' ? (random.chance(0.08) ? 0 : random.int(1, 200)) : 999;
    const attributes = {
      artikul: `HH-${String(id).padStart(6, '0')}`,
      shtrikhkod: `46${String(1_000_000_000 + id * 7919).padStart(11, '0')}`,
      ves: random.int(150, 2500),
    };
    products.add([
      id,
      `${translit(name).slice(0, 80)}-${id}`,
      name,
      previewText(random, brand),
      detailText(random, name, size),
      kind,
      active,
      isNew,
      random.int(1, 50) * 10,
      Math.floor(1000 * random.next() ** 3),
      // Photo kits are made in 3 working days, as their page says (issue 26 point 4).
      kind === 'photo_custom' ? PHOTO_KIT_PRODUCTION_DAYS : 0,
      brand,
      random.int(1, 3),
      section.id,
      valueIdList,
      createdAt,
      attributes,
    ]);

    // Drawn even when a base price is fixed, so the products after it get the same random values.
    const drawn = fixed.price === undefined ? basePrice(random, root, sizeIndex) : 0;
    const price = fixed.price ?? roundPrice(fixed.basePrice ?? drawn);
    const discounted = kind === 'regular' && random.chance(0.15);
    const oldFactor = 1.2 + random.next() * 0.4;
    for (const type of PRICE_TYPES) {
      const typePrice = fixed.price ?? roundPrice(price * type.factor);
      prices.add([id, type.id, typePrice, discounted ? roundPrice(typePrice * oldFactor) : null]);
    }

    stocks.add([id, stock]);
    productSections.add([id, section.id]);
    // Christmas pictures also sit in the New Year branch.
    if (section.theme === 'Новый год' && newYearLeaves.length > 0) {
      productSections.add([id, random.pick(newYearLeaves).id]);
    }
    if (
      active &&
      stock > 0 &&
      kind === 'regular' &&
      summary.sampleProductIds.length < 2000 &&
      random.chance(0.05)
    ) {
      summary.sampleProductIds.push(id);
    }
    if (products.pending >= PRODUCT_BATCH) await flushAll();
    return id;
  };

  const certificates = summary.sectionByCode.get(ROOT_CODES.certificates);
  for (const nominal of GIFT_CERTIFICATE_NOMINALS) {
    if (!certificates) break;
    const name = `Подарочный сертификат на ${nominal.toLocaleString('ru-RU')} ₽`;
    summary.certificateProductIds.set(
      nominal,
      await addProduct(certificates, 'gift_certificate', { name, size: null, price: nominal }),
    );
  }
  for (const section of leavesByRoot.get('photo') ?? []) {
    for (const [size, price] of PHOTO_SIZES) {
      await addProduct(section, 'photo_custom', {
        name: `${section.name} ${size} — по вашей фотографии`,
        size,
        basePrice: price,
      });
    }
  }

  const remaining = total - id;
  const weightSum = ROOT_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let planned = id;
  for (const [index, [root, weight]] of ROOT_WEIGHTS.entries()) {
    const count =
      index === ROOT_WEIGHTS.length - 1
        ? total - planned
        : Math.round((remaining * weight) / weightSum);
    planned += count;
    const leaves = leavesByRoot.get(root) ?? [];
    for (let i = 0; i < count; i++) {
      await addProduct(leaves[i % leaves.length] as SectionRow, 'regular');
      if (id % 20_000 === 0) log(`products: ${id} of ${total}`);
    }
  }
  for (const writer of writers) await writer.finish();
  summary.productCount = id;
  log(`products: ${id}, prices: ${prices.count}, section links: ${productSections.count}`);

  await db.copyRows(
    'search_words',
    ['word', 'frequency'],
    [...words].sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  await db.copyRows(
    'gift_certificates',
    ['id', 'product_id', 'nominal'],
    [...summary.certificateProductIds].map(([nominal, productId], i) => [
      i + 1,
      productId,
      nominal,
    ]),
  );
}

import { timeSlices } from '../../lib/turns';
import {
  addTo,
  count,
  countBoth,
  emptySet,
  forEachMember,
  has,
  union,
  type Bitset,
} from './bitset';
import type {
  CatalogRows,
  FilterConfigRow,
  PresentationRows,
  RelationRow,
  SeoFilterRow,
} from './snapshotQueries';

export interface SectionNode {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  description: string | null;
  active: boolean;
  url: string;
  /** Child sections in catalogue order (sort, id). */
  children: SectionNode[];
}

export interface FilterValue {
  id: number;
  propertyId: number;
  value: string;
  slug: string;
}

export interface ListProperty {
  id: number;
  code: string;
  name: string;
  isSize: boolean;
  values: FilterValue[];
  valueBySlug: Map<string, FilterValue>;
}

interface PriceList {
  /** Price by dense product number; NaN when the product has none in this list. */
  prices: Float64Array;
  priced: Bitset;
  /** Dense numbers of the priced products by price ascending (then id), and descending (then id). */
  ascending: Uint32Array;
  descending: Uint32Array;
}

/** spec §2: the catalogue root. */
export const CATALOGUE_URL = '/shop/';
/** The location whose price list serves a visitor whose city has none (or is unknown). */
export const DEFAULT_LOCATION_ID = 0;

/** How many products of a scope carry one value of a property. */
export interface ValueCount {
  property_id: number;
  value: string;
  count: number;
  /** Products the section shows only through its section relations that carry the value. */
  related: number;
}

/** The products' side of a snapshot: it changes only when products, values or prices do. */
interface ProductIndex {
  size: number;
  productIds: Int32Array;
  productCodes: string[];
  mainSections: Int32Array;
  allProducts: Bitset;
  byPopularity: Uint32Array;
  byNewest: Uint32Array;
  properties: Map<number, ListProperty>;
  valueSets: Map<number, Bitset>;
  priceLists: Map<number, PriceList>;
  locationPriceTypes: Map<number, number>;
}

/** The section tree and each section's products: it changes with products and relations. */
interface SectionIndex {
  sections: Map<number, SectionNode>;
  sectionByCode: Map<string, SectionNode>;
  topSections: SectionNode[];
  /** Products linked to each section itself, so a relation change recomputes only its sections. */
  direct: Map<number, Bitset>;
  /** Applied relations: section id to its items, as compared on the next relation change. */
  related: Map<number, number[]>;
  sectionSets: Map<number, Bitset>;
}

/** What staff set for the section pages (issue 24 point 1: its writes touch nothing else). */
interface Presentation {
  filterConfig: Map<number, FilterConfigRow[]>;
  filterBinds: Map<number, number>;
  disabledProperties: Map<number, Set<number>>;
  seoItems: Map<string, SeoFilterRow[]>;
}

/** What is built once per products (productsMemo), by the products' side of the snapshots. */
const productMemos = new WeakMap<ProductIndex, Map<string, unknown>>();

/**
 * One immutable picture of the active catalogue: products numbered densely 0..size-1 in id order,
 * a bitset per property value and per section (its subtree and the sections related to it),
 * prices and sort orders per price list, and the settings the section pages read (filter config,
 * binds, SEO items). A change makes a new snapshot, swapped in whole; a presentation or relation
 * change shares the unchanged parts with the snapshot before it (issue 24 point 1).
 */
export class CatalogSnapshot {
  private readonly memos = new Map<string, unknown>();

  private constructor(
    private readonly products: ProductIndex,
    private readonly tree: SectionIndex,
    private readonly presentation: Presentation,
  ) {}

  /**
   * Built in slices of the request thread's time (lib/turns): on the full demo the whole build was
   * 0.3-0.5 s in one piece, during which no request was answered (docs/benchmarks.md, issue 24
   * point 2); the snapshot before it serves meanwhile.
   */
  static async fromRows(rows: CatalogRows): Promise<CatalogSnapshot> {
    const pause = timeSlices();
    const products = await readProducts(rows, pause);
    const sections = await readSections(rows, products, pause);
    return new CatalogSnapshot(products, sections, readPresentation(rows));
  }

  /** The same products and sections with newly read filter settings, binds and SEO items. */
  withPresentation(rows: PresentationRows): CatalogSnapshot {
    return new CatalogSnapshot(this.products, this.tree, readPresentation(rows));
  }

  /**
   * The same products with newly applied relations: only the sections whose scope holds a section
   * whose relation changed (that section and its ancestors) get a new product set.
   */
  withRelations(relations: RelationRow[]): CatalogSnapshot {
    const { sections, related: old, direct } = this.tree;
    const related = new Map(relations.map((r) => [r.section_id, r.items]));
    const changed = [...new Set([...old.keys(), ...related.keys()])].filter(
      (id) => String(old.get(id) ?? []) !== String(related.get(id) ?? []),
    );
    const sectionSets = new Map(this.tree.sectionSets);
    for (const id of changed) {
      let node = sections.get(id);
      while (node) {
        sectionSets.set(node.id, scopeSet(node, sections, related, direct, this.size));
        node = node.parentId === null ? undefined : sections.get(node.parentId);
      }
    }
    const tree = { ...this.tree, related, sectionSets };
    return new CatalogSnapshot(this.products, tree, this.presentation);
  }

  get size(): number {
    return this.products.size;
  }
  get productIds(): Int32Array {
    return this.products.productIds;
  }
  get productCodes(): string[] {
    return this.products.productCodes;
  }
  /** Main section id by dense number (0: none). */
  get mainSections(): Int32Array {
    return this.products.mainSections;
  }
  get allProducts(): Bitset {
    return this.products.allProducts;
  }
  get byPopularity(): Uint32Array {
    return this.products.byPopularity;
  }
  get byNewest(): Uint32Array {
    return this.products.byNewest;
  }
  get properties(): Map<number, ListProperty> {
    return this.products.properties;
  }
  get valueSets(): Map<number, Bitset> {
    return this.products.valueSets;
  }
  get sections(): Map<number, SectionNode> {
    return this.tree.sections;
  }
  get sectionByCode(): Map<string, SectionNode> {
    return this.tree.sectionByCode;
  }
  get topSections(): SectionNode[] {
    return this.tree.topSections;
  }
  /** filter_config rows by section (0: the default 'По-умолчанию'), in UF_SORT order. */
  get filterConfig(): Map<number, FilterConfigRow[]> {
    return this.presentation.filterConfig;
  }
  get filterBinds(): Map<number, number> {
    return this.presentation.filterBinds;
  }
  get disabledProperties(): Map<number, Set<number>> {
    return this.presentation.disabledProperties;
  }
  /** seo_filter rows by UF_BASE_URL ('/' = default), in UF_SORT order. */
  get seoItems(): Map<string, SeoFilterRow[]> {
    return this.presentation.seoItems;
  }

  /** Builds a value once per snapshot (filter settings of a section, its value presence, ...). */
  memo<T>(key: string, build: () => T): T {
    if (!this.memos.has(key)) this.memos.set(key, build());
    return this.memos.get(key) as T;
  }

  /**
   * Builds a value once per products: the snapshots that a presentation or relation change makes
   * share it with the one before (the product cards, cardCache.ts).
   */
  productsMemo<T>(key: string, build: () => T): T {
    let memos = productMemos.get(this.products);
    if (!memos) productMemos.set(this.products, (memos = new Map()));
    if (!memos.has(key)) memos.set(key, build());
    return memos.get(key) as T;
  }

  /** The dense number of a product id; -1 for a product this snapshot does not hold. */
  private get denseOf(): (id: number) => number {
    return this.productsMemo('dense-numbers', () => denseNumbers(this.products));
  }

  /** Whether the product `id` is in `set` (false for a product this snapshot does not hold). */
  holds(set: Bitset, id: number): boolean {
    const dense = this.denseOf(id);
    return dense >= 0 && has(set, dense);
  }

  /** Whether `other` holds the same products (the same build of them) as this snapshot. */
  sameProducts(other: CatalogSnapshot): boolean {
    return other.products === this.products;
  }

  /** Active products of a section's subtree and of the sections related to it (null: the root). */
  sectionProducts(sectionId: number | null): Bitset {
    if (sectionId === null) return this.allProducts;
    return this.tree.sectionSets.get(sectionId) ?? emptySet(this.size);
  }

  /**
   * How many active products of a section's own subtree (related sections left out; every
   * product for section 0) carry each value of the given properties, in the values' order: the
   * counts the filter screens show beside the values (issue 24 point 1: from the index, not SQL).
   * `related` counts the products the section shows on top through its relations (the values'
   * relations mark, spec §2).
   */
  subtreeValueCounts(sectionId: number, propertyIds: readonly number[]): ValueCount[] {
    const scope =
      sectionId === 0
        ? this.allProducts
        : this.memo(`subtree:${sectionId}`, () => {
            const node = this.sections.get(sectionId);
            const { direct } = this.tree;
            const members = node ? subtree(node).flatMap((n) => direct.get(n.id) ?? []) : [];
            return union(this.size, members);
          });
    // The shown products hold the subtree's, so the difference is the related ones alone.
    const shown = sectionId === 0 ? scope : this.sectionProducts(sectionId);
    return propertyIds.flatMap((propertyId) =>
      (this.properties.get(propertyId)?.values ?? []).map((value) => {
        const carrying = this.valueSets.get(value.id)!;
        const count = countBoth(scope, carrying);
        const related = shown === scope ? 0 : countBoth(shown, carrying) - count;
        return { property_id: propertyId, value: value.value, count, related };
      }),
    );
  }

  /** The products of `ids` that this snapshot holds (ids of other products are left out). */
  setOf(ids: Iterable<number>): Bitset {
    const { denseOf } = this;
    const set = emptySet(this.size);
    for (const id of ids) {
      const dense = denseOf(id);
      if (dense >= 0) addTo(set, dense);
    }
    return set;
  }

  /** The price list of a city (spec §1), the default city's when it is unknown. */
  priceTypeOf(locationId: number): number {
    const { locationPriceTypes, priceLists } = this.products;
    return (
      locationPriceTypes.get(locationId) ??
      locationPriceTypes.get(DEFAULT_LOCATION_ID) ??
      priceLists.keys().next().value ??
      0
    );
  }

  priceList(priceTypeId: number): PriceList {
    return this.products.priceLists.get(priceTypeId) ?? emptyPriceList(this.size);
  }

  /** Ids of the active products whose main section this is, most popular first. */
  mainSectionProductIds(sectionId: number): readonly number[] {
    return this.memo(`main-section:${sectionId}`, () => {
      const ids: number[] = [];
      for (const dense of this.byPopularity) {
        if (this.mainSections[dense] === sectionId) ids.push(this.productIds[dense]!);
      }
      return ids;
    });
  }

  /** Ancestors of a section, root first, the section itself last. */
  sectionChain(section: SectionNode): SectionNode[] {
    const chain = [section];
    let parent = section.parentId === null ? undefined : this.sections.get(section.parentId);
    while (parent) {
      chain.unshift(parent);
      parent = parent.parentId === null ? undefined : this.sections.get(parent.parentId);
    }
    return chain;
  }
}

/** How many items a build's loops take between two looks at the clock (lib/turns). */
const ITEMS_PER_LOOK = 2048;

async function readProducts(rows: CatalogRows, pause: () => Promise<void>): Promise<ProductIndex> {
  const lines = rows.products.lines === '' ? [] : rows.products.lines.split('\n');
  const size = lines.length;
  const productIds = new Int32Array(size);
  const mainSections = new Int32Array(size);
  const popularity = new Float64Array(size);
  const created = new Float64Array(size);
  const valueLists: string[] = new Array<string>(size);
  const productCodes: string[] = new Array<string>(size);
  for (let dense = 0; dense < size; dense++) {
    if (dense % ITEMS_PER_LOOK === 0) await pause();
    const line = lines[dense]!;
    let start = 0;
    const field = () => {
      const end = line.indexOf(' ', start);
      const text = line.slice(start, end);
      start = end + 1;
      return text;
    };
    productIds[dense] = Number(field());
    mainSections[dense] = Number(field());
    popularity[dense] = Number(field());
    created[dense] = Number(field());
    valueLists[dense] = field();
    productCodes[dense] = line.slice(start);
  }
  const allProducts = emptySet(size);
  for (let i = 0; i < size; i++) addTo(allProducts, i);
  const everyone = new Uint32Array(size);
  for (let i = 0; i < size; i++) everyone[i] = i;
  await pause();
  const byPopularity = orderBy(everyone, popularity, { descending: true });
  await pause();
  const byNewest = orderBy(everyone, created, { descending: true, tiesDescending: true });
  const index: ProductIndex = {
    size,
    productIds,
    productCodes,
    mainSections,
    allProducts,
    byPopularity,
    byNewest,
    properties: new Map(),
    valueSets: new Map(),
    priceLists: new Map(),
    locationPriceTypes: new Map(),
  };
  await readProperties(rows, index, valueLists, pause);
  await readPrices(rows, index, denseNumbers(index), pause);
  return index;
}

/**
 * `members` (dense numbers, ascending) ordered by `keys` ascending or descending, ties by number
 * ascending, or descending with `tiesDescending`. A stable counting sort by the key's rank: keys
 * repeat a lot (prices, popularity, days), and a comparator sort of 1 000 000 numbers took
 * seconds, a native sort of typed arrays half of one (issue 24 point 4).
 */
function orderBy(
  members: Uint32Array,
  keys: Float64Array,
  { descending = false, tiesDescending = false } = {},
): Uint32Array {
  const n = members.length;
  const rankOf = new Map<number, number>();
  for (let i = 0; i < n; i++) rankOf.set(keys[members[i]!]!, 0);
  const distinct = Float64Array.from(rankOf.keys()).sort();
  distinct.forEach((key, rank) => rankOf.set(key, descending ? distinct.length - 1 - rank : rank));
  const ranks = new Int32Array(n);
  const starts = new Int32Array(distinct.length + 1);
  for (let i = 0; i < n; i++) {
    ranks[i] = rankOf.get(keys[members[i]!]!)!;
    starts[ranks[i]! + 1]! += 1;
  }
  for (let rank = 0; rank < distinct.length; rank++) starts[rank + 1]! += starts[rank]!;
  const ordered = new Uint32Array(n);
  for (let j = 0; j < n; j++) {
    const i = tiesDescending ? n - 1 - j : j;
    ordered[starts[ranks[i]!]!++] = members[i]!;
  }
  return ordered;
}

/** Dense number by product id (-1: not an active product), an array while ids are dense enough. */
function denseNumbers({ productIds }: ProductIndex): (id: number) => number {
  const largest = productIds.length > 0 ? productIds[productIds.length - 1]! : 0;
  if (largest > 8 * productIds.length + 1024) {
    const denseOf = new Map<number, number>();
    productIds.forEach((id, index) => denseOf.set(id, index));
    return (id) => denseOf.get(id) ?? -1;
  }
  const denseOf = new Int32Array(largest + 1).fill(-1);
  productIds.forEach((id, index) => (denseOf[id] = index));
  return (id) => (id >= 0 && id <= largest ? denseOf[id]! : -1);
}

/** A comma-separated list of numbers (from `string_agg`). */
const numbers = (text: string | null): number[] => (text ? text.split(',').map(Number) : []);

async function readProperties(
  rows: CatalogRows,
  index: ProductIndex,
  valueLists: string[],
  pause: () => Promise<void>,
): Promise<void> {
  const { properties, valueSets, size } = index;
  for (const p of rows.properties) {
    properties.set(p.id, {
      id: p.id,
      code: p.code,
      name: p.name,
      isSize: p.is_size,
      values: [],
      valueBySlug: new Map(),
    });
  }
  for (const v of rows.values) {
    const property = properties.get(v.property_id);
    if (!property) continue;
    const value = { id: v.id, propertyId: v.property_id, value: v.value, slug: v.slug };
    property.values.push(value);
    property.valueBySlug.set(v.slug, value);
    valueSets.set(v.id, emptySet(size));
  }
  for (let dense = 0; dense < valueLists.length; dense++) {
    if (dense % ITEMS_PER_LOOK === 0) await pause();
    const list = valueLists[dense]!;
    if (list === '') continue;
    for (const valueId of list.split(',')) {
      const set = valueSets.get(Number(valueId));
      if (set) addTo(set, dense);
    }
  }
}

async function readSections(
  rows: CatalogRows,
  products: ProductIndex,
  pause: () => Promise<void>,
): Promise<SectionIndex> {
  const tree: SectionIndex = {
    sections: new Map(),
    sectionByCode: new Map(),
    topSections: [],
    direct: new Map(),
    related: new Map(rows.relations.map((r) => [r.section_id, r.items])),
    sectionSets: new Map(),
  };
  const { sections, direct, related } = tree;
  for (const s of rows.sections) {
    const node: SectionNode = {
      id: s.id,
      parentId: s.parent_id,
      code: s.code,
      name: s.name,
      description: s.description,
      active: s.active,
      url: `${CATALOGUE_URL}${s.code}/`,
      children: [],
    };
    sections.set(s.id, node);
    tree.sectionByCode.set(s.code, node);
  }
  // rows come in (sort, id) order, so children and top sections keep the catalogue order
  for (const node of sections.values()) {
    const parent = node.parentId === null ? undefined : sections.get(node.parentId);
    if (parent) parent.children.push(node);
    else tree.topSections.push(node);
  }

  const denseOf = denseNumbers(products);
  const sectionIds = numbers(rows.productSections.section_ids);
  const productIds = numbers(rows.productSections.product_ids);
  for (let i = 0; i < productIds.length; i++) {
    if (i % ITEMS_PER_LOOK === 0) await pause();
    const index = denseOf(productIds[i]!);
    const sectionId = sectionIds[i]!;
    if (index < 0) continue;
    let set = direct.get(sectionId);
    if (!set) direct.set(sectionId, (set = emptySet(products.size)));
    addTo(set, index);
  }
  for (const node of sections.values()) {
    await pause();
    tree.sectionSets.set(node.id, scopeSet(node, sections, related, direct, products.size));
  }
  return tree;
}

function scopeSet(
  node: SectionNode,
  sections: Map<number, SectionNode>,
  related: Map<number, number[]>,
  direct: Map<number, Bitset>,
  size: number,
): Bitset {
  const ids = sectionScope(node, sections, related);
  return union(
    size,
    [...ids].flatMap((id) => direct.get(id) ?? []),
  );
}

async function readPrices(
  rows: CatalogRows,
  index: ProductIndex,
  denseOf: (id: number) => number,
  pause: () => Promise<void>,
): Promise<void> {
  const { size } = index;
  for (const list of rows.priceLists) {
    await pause();
    const prices = new Float64Array(size).fill(Number.NaN);
    const priced = emptySet(size);
    const listed = numbers(list.prices);
    const productIds = numbers(list.product_ids);
    for (let i = 0; i < productIds.length; i++) {
      if (i % ITEMS_PER_LOOK === 0) await pause();
      const dense = denseOf(productIds[i]!);
      if (dense < 0) continue;
      prices[dense] = listed[i]!;
      addTo(priced, dense);
    }
    const members = new Uint32Array(count(priced));
    let next = 0;
    forEachMember(priced, (dense) => (members[next++] = dense));
    await pause();
    const ascending = orderBy(members, prices);
    await pause();
    const descending = orderBy(members, prices, { descending: true });
    index.priceLists.set(list.price_type_id, { prices, priced, ascending, descending });
  }
  for (const location of rows.locations) {
    index.locationPriceTypes.set(location.id, location.price_type_id);
  }
}

function readPresentation(rows: PresentationRows): Presentation {
  const presentation: Presentation = {
    filterConfig: new Map(),
    filterBinds: new Map(),
    disabledProperties: new Map(),
    seoItems: new Map(),
  };
  for (const row of rows.filterConfig) push(presentation.filterConfig, row.uf_section_id, row);
  for (const bind of rows.binds)
    presentation.filterBinds.set(bind.section_id, bind.bind_section_id);
  for (const { section_id: sectionId, property_id: propertyId } of rows.disabled) {
    const set = presentation.disabledProperties.get(sectionId) ?? new Set<number>();
    set.add(propertyId);
    presentation.disabledProperties.set(sectionId, set);
  }
  for (const row of rows.seo) push(presentation.seoItems, row.uf_base_url, row);
  return presentation;
}

/**
 * The section ids whose products a section shows: its subtree, plus, for every section of that
 * subtree with a relation (spec §3 "Section relation: id and items"), the subtrees of the related
 * items. Relations are followed one step, so a cycle of relations cannot loop.
 */
function sectionScope(
  section: SectionNode,
  sections: Map<number, SectionNode>,
  related: Map<number, number[]>,
): Set<number> {
  const own = subtree(section);
  const scope = new Set(own.map((node) => node.id));
  for (const node of own) {
    for (const itemId of related.get(node.id) ?? []) {
      const item = sections.get(itemId);
      if (item) for (const member of subtree(item)) scope.add(member.id);
    }
  }
  return scope;
}

function subtree(section: SectionNode): SectionNode[] {
  const nodes = [section];
  for (let i = 0; i < nodes.length; i++) nodes.push(...nodes[i]!.children);
  return nodes;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function emptyPriceList(size: number): PriceList {
  return {
    prices: new Float64Array(size).fill(Number.NaN),
    priced: emptySet(size),
    ascending: new Uint32Array(0),
    descending: new Uint32Array(0),
  };
}

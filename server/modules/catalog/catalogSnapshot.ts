import { addTo, emptySet, union, type Bitset } from './bitset';
import type { CatalogRows, FilterConfigRow, SeoFilterRow } from './snapshotQueries';

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
const DEFAULT_LOCATION_ID = 0;

/**
 * One immutable picture of the active catalogue: products numbered densely 0..size-1 in id order,
 * a bitset per property value and per section (its subtree and the sections related to it),
 * prices and sort orders per price list, and the settings the section pages read (filter config,
 * binds, SEO items). A rebuild makes a new snapshot and swaps it in whole.
 */
export class CatalogSnapshot {
  readonly size: number;
  readonly productIds: Int32Array;
  readonly productCodes: string[];
  /** Main section id by dense number (0: none). */
  readonly mainSections: Int32Array;
  readonly allProducts: Bitset;
  readonly byPopularity: Uint32Array;
  readonly byNewest: Uint32Array;
  readonly sections = new Map<number, SectionNode>();
  readonly sectionByCode = new Map<string, SectionNode>();
  readonly topSections: SectionNode[] = [];
  readonly properties = new Map<number, ListProperty>();
  readonly valueSets = new Map<number, Bitset>();
  /** filter_config rows by section (0: the default 'По-умолчанию'), in UF_SORT order. */
  readonly filterConfig = new Map<number, FilterConfigRow[]>();
  readonly filterBinds = new Map<number, number>();
  readonly disabledProperties = new Map<number, Set<number>>();
  /** seo_filter rows by UF_BASE_URL ('/' = default), in UF_SORT order. */
  readonly seoItems = new Map<string, SeoFilterRow[]>();
  private readonly sectionSets = new Map<number, Bitset>();
  private readonly priceLists = new Map<number, PriceList>();
  private readonly locationPriceTypes = new Map<number, number>();
  private readonly memos = new Map<string, unknown>();

  constructor(rows: CatalogRows) {
    const { products } = rows;
    this.size = products.ids.length;
    this.productIds = Int32Array.from(products.ids);
    this.productCodes = this.size > 0 ? products.codes.split('\n') : [];
    this.mainSections = Int32Array.from(products.section_ids);
    const denseOf = new Map<number, number>();
    products.ids.forEach((id, index) => denseOf.set(id, index));

    this.allProducts = emptySet(this.size);
    for (let i = 0; i < this.size; i++) addTo(this.allProducts, i);
    const numbers = () => Array.from({ length: this.size }, (_, i) => i);
    const { popularity, created } = products;
    this.byPopularity = Uint32Array.from(
      numbers().sort((a, b) => popularity[b]! - popularity[a]! || a - b),
    );
    this.byNewest = Uint32Array.from(numbers().sort((a, b) => created[b]! - created[a]! || b - a));

    this.loadProperties(rows);
    this.loadSections(rows, denseOf);
    this.loadPrices(rows, denseOf);
    this.loadSettings(rows);
  }

  /** Builds a value once per snapshot (filter settings of a section, its value presence, ...). */
  memo<T>(key: string, build: () => T): T {
    if (!this.memos.has(key)) this.memos.set(key, build());
    return this.memos.get(key) as T;
  }

  /** Active products of a section's subtree and of the sections related to it (null: the root). */
  sectionProducts(sectionId: number | null): Bitset {
    if (sectionId === null) return this.allProducts;
    return this.sectionSets.get(sectionId) ?? emptySet(this.size);
  }

  /** The price list of a city (spec §1), the default city's when it is unknown. */
  priceTypeOf(locationId: number): number {
    return (
      this.locationPriceTypes.get(locationId) ??
      this.locationPriceTypes.get(DEFAULT_LOCATION_ID) ??
      this.priceLists.keys().next().value ??
      0
    );
  }

  priceList(priceTypeId: number): PriceList {
    return this.priceLists.get(priceTypeId) ?? emptyPriceList(this.size);
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

  private loadProperties(rows: CatalogRows): void {
    for (const p of rows.properties) {
      this.properties.set(p.id, {
        id: p.id,
        code: p.code,
        name: p.name,
        isSize: p.is_size,
        values: [],
        valueBySlug: new Map(),
      });
    }
    for (const v of rows.values) {
      const property = this.properties.get(v.property_id);
      if (!property) continue;
      const value = { id: v.id, propertyId: v.property_id, value: v.value, slug: v.slug };
      property.values.push(value);
      property.valueBySlug.set(v.slug, value);
      this.valueSets.set(v.id, emptySet(this.size));
    }
    if (this.size === 0) return;
    rows.products.value_ids.split(' ').forEach((list, index) => {
      if (list === '') return;
      for (const valueId of list.split(',')) {
        const set = this.valueSets.get(Number(valueId));
        if (set) addTo(set, index);
      }
    });
  }

  private loadSections(rows: CatalogRows, denseOf: Map<number, number>): void {
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
      this.sections.set(s.id, node);
      this.sectionByCode.set(s.code, node);
    }
    // rows come in (sort, id) order, so children and top sections keep the catalogue order
    for (const node of this.sections.values()) {
      const parent = node.parentId === null ? undefined : this.sections.get(node.parentId);
      if (parent) parent.children.push(node);
      else this.topSections.push(node);
    }

    const direct = new Map<number, Bitset>();
    const { product_ids: productIds, section_ids: sectionIds } = rows.productSections;
    productIds.forEach((productId, i) => {
      const index = denseOf.get(productId);
      const sectionId = sectionIds[i]!;
      if (index === undefined) return;
      let set = direct.get(sectionId);
      if (!set) direct.set(sectionId, (set = emptySet(this.size)));
      addTo(set, index);
    });
    const related = new Map(rows.relations.map((r) => [r.section_id, r.items]));
    for (const node of this.sections.values()) {
      const ids = sectionScope(node, this.sections, related);
      const sets = [...ids].flatMap((id) => direct.get(id) ?? []);
      this.sectionSets.set(node.id, union(this.size, sets));
    }
  }

  private loadPrices(rows: CatalogRows, denseOf: Map<number, number>): void {
    for (const list of rows.priceLists) {
      const prices = new Float64Array(this.size).fill(Number.NaN);
      const priced = emptySet(this.size);
      const members: number[] = [];
      list.product_ids.forEach((productId, i) => {
        const index = denseOf.get(productId);
        if (index === undefined) return;
        prices[index] = list.prices[i]!;
        addTo(priced, index);
        members.push(index);
      });
      const ascending = Uint32Array.from(members.sort((a, b) => prices[a]! - prices[b]! || a - b));
      const descending = Uint32Array.from(
        [...members].sort((a, b) => prices[b]! - prices[a]! || a - b),
      );
      this.priceLists.set(list.price_type_id, { prices, priced, ascending, descending });
    }
    for (const location of rows.locations) {
      this.locationPriceTypes.set(location.id, location.price_type_id);
    }
  }

  private loadSettings(rows: CatalogRows): void {
    for (const row of rows.filterConfig) push(this.filterConfig, row.uf_section_id, row);
    for (const bind of rows.binds) this.filterBinds.set(bind.section_id, bind.bind_section_id);
    for (const { section_id: sectionId, property_id: propertyId } of rows.disabled) {
      const set = this.disabledProperties.get(sectionId) ?? new Set<number>();
      set.add(propertyId);
      this.disabledProperties.set(sectionId, set);
    }
    for (const row of rows.seo) push(this.seoItems, row.uf_base_url, row);
  }
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

import { ADMIN_PATHS } from '@shared';
import type { Breadcrumb, PageContext, ResolvedPage } from '../page';
import { computeFacets, pageOfProducts } from './facets';
import { filterItems, type FilterItem } from './filterSettings';
import { countBoth, intersect } from './bitset';
import { catalogCards, fillCards } from './cardCache';
import type { CatalogSnapshot, FilterValue, SectionNode } from './catalogSnapshot';
import { CATALOGUE_URL } from './catalogSnapshot';
import type { SectionPageData } from './sectionPageData';
import { inStockSet } from './stock';
import { DEFAULT_SEO_URL, landingTexts, seoItemFor } from './seo';
import {
  landingUrl,
  landingValue,
  parseSelection,
  selectionUrl,
  SORTS,
  toggleValue,
  type Selection,
} from './selection';

const PAGE_SIZE = 24;
const HOME: Breadcrumb = { title: 'Главная', link: '/' };
const CATALOGUE: Breadcrumb = { title: 'Каталог', link: CATALOGUE_URL };

export interface SectionTarget {
  /** null: the catalogue root `/shop/`. */
  section: SectionNode | null;
  /** `{propertyCode}-{valueSlug}` of a filter landing. */
  landingSegment?: string;
}

/**
 * The page of a catalogue section, the root or a filter landing (docs/catalog.md): facets and the
 * product ids from the in-process index, then the 24 cards shown, kept with the index's products
 * (cardCache.ts; `current`, the index's snapshot now, tells their fill when to stop). Null (404)
 * for an unknown landing value or a page past the last one.
 */
export async function sectionPage(
  context: PageContext,
  snapshot: CatalogSnapshot,
  { section, landingSegment }: SectionTarget,
  current: () => CatalogSnapshot = () => snapshot,
): Promise<ResolvedPage<SectionPageData> | null> {
  const items = filterItems(snapshot, section?.id ?? null);
  const landing = landingSegment === undefined ? undefined : landingValue(items, landingSegment);
  if (landingSegment !== undefined && (!landing || !section)) return null;

  const selection = parseSelection(items, context.query, landing);
  const priceTypeId = snapshot.priceTypeOf(context.locationId);
  const priceList = snapshot.priceList(priceTypeId);
  const { scope, present, childCounts } = sectionScope(snapshot, section, items, priceTypeId);
  if (landing && !present.has(landing.value.id)) return null;

  const inStock = await inStockSet(context.db, snapshot);
  const facets = computeFacets(snapshot, scope, items, selection, priceList.prices, inStock);
  const total = facets.shownFigures.count;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  if (context.page > Math.max(pageCount, 1)) return null;
  const ids = pageOfProducts(
    snapshot,
    facets.shown,
    selection.sort,
    priceTypeId,
    context.page,
    PAGE_SIZE,
  );
  const cards = await catalogCards(context.db, snapshot, ids, priceTypeId, inStock);
  fillCards(context.db, snapshot, priceTypeId, current);

  const urlOf = (next: Selection) => selectionUrl(section, items, next);
  const visibleItems = items
    .map((item) => ({
      item,
      values: item.values.filter((value) => present.has(value.id)),
    }))
    .filter(({ values }) => values.length > 0);
  const isSelected = (value: FilterValue) =>
    selection.values.get(value.propertyId)?.has(value) ?? false;

  const texts = pageTexts(snapshot, section, landing);
  const breadcrumbs = [HOME, CATALOGUE];
  if (section) {
    for (const node of snapshot.sectionChain(section))
      breadcrumbs.push({ title: node.name, link: node.url });
  }
  if (landing && section) {
    breadcrumbs.push({ title: landing.value.value, link: context.path });
  }

  return {
    ...texts,
    breadcrumbs,
    editorLinks: editorLinks(section),
    variables: {
      GOODS_MIN_PRICE: facets.shownFigures.min,
      GOODS_MAX_PRICE: facets.shownFigures.max,
      GOODS_COUNT: total,
    },
    data: {
      section: section && {
        id: section.id,
        code: section.code,
        name: section.name,
        description: section.description,
        url: section.url,
      },
      landing: landing
        ? {
            propertyCode: landing.item.property.code,
            propertyName: landing.item.name,
            value: landing.value.value,
            slug: landing.value.slug,
          }
        : null,
      subsections: (section ? section.children : snapshot.topSections)
        .filter((child) => child.active)
        .map((child) => ({
          code: child.code,
          name: child.name,
          url: child.url,
          count: childCounts.get(child.id) ?? 0,
        })),
      filter: visibleItems.map(({ item, values }) => ({
        propertyId: item.property.id,
        code: item.property.code,
        name: item.name,
        isSize: item.property.isSize,
        values: values.map((value) => ({
          value: value.value,
          slug: value.slug,
          count: facets.counts.get(value.id) ?? 0,
          selected: isSelected(value),
          url: urlOf(toggleValue(selection, value)),
        })),
      })),
      price: {
        min: facets.priceBounds.min,
        max: facets.priceBounds.max,
        from: selection.priceFrom,
        to: selection.priceTo,
      },
      inStock: {
        count: facets.inStockCount,
        selected: selection.inStock,
        url: urlOf({ ...selection, inStock: !selection.inStock }),
      },
      selected: items.flatMap((item) =>
        item.values.filter(isSelected).map((value) => ({
          propertyCode: item.property.code,
          property: item.name,
          value: value.value,
          removeUrl: urlOf(toggleValue(selection, value)),
        })),
      ),
      resetUrl: urlOf({
        values: new Map(),
        priceFrom: null,
        priceTo: null,
        inStock: false,
        sort: selection.sort,
      }),
      sort: selection.sort,
      sorts: SORTS.map((option) => ({
        code: option.code,
        name: option.name,
        url: urlOf({ ...selection, sort: option.code }),
        selected: option.code === selection.sort,
      })),
      products: cards,
      pagination: { page: context.page, pageCount, pageSize: PAGE_SIZE, total },
      tags: section
        ? tagLinks(
            section,
            visibleItems,
            (item) => seoItemFor(snapshot, section, item.property.id)?.uf_active ?? false,
          )
        : [],
      relinks:
        landing && section && seoItemFor(snapshot, section, landing.item.property.id)?.uf_re_link
          ? tagLinks(section, visibleItems, (item) => item === landing.item).filter(
              (link) => link.link !== context.path,
            )
          : [],
    },
  };
}

/**
 * What a section shows before any filter, per price list, kept for the snapshot's life: its priced
 * products, the values they have (value id -> count) and the product count of each child section.
 */
function sectionScope(
  snapshot: CatalogSnapshot,
  section: SectionNode | null,
  items: readonly FilterItem[],
  priceTypeId: number,
) {
  return snapshot.memo(`scope:${section?.id ?? 'root'}:${priceTypeId}`, () => {
    const priced = snapshot.priceList(priceTypeId).priced;
    const scope = intersect(snapshot.sectionProducts(section?.id ?? null), priced);
    const present = new Map<number, number>();
    for (const item of items) {
      for (const value of item.values) {
        const set = snapshot.valueSets.get(value.id);
        const count = set ? countBoth(scope, set) : 0;
        if (count > 0) present.set(value.id, count);
      }
    }
    const children = section ? section.children : snapshot.topSections;
    const childCounts = new Map(
      children.map((child) => [child.id, countBoth(snapshot.sectionProducts(child.id), priced)]),
    );
    return { scope, present, childCounts };
  });
}

/**
 * Issue 12 point 1: the editor panel of a section or landing page links to that section's filter
 * settings and to the SEO settings of its url (seo.ts reads the section's own url, then '/');
 * the catalogue root's are the defaults (section 'По-умолчанию', id 0, and url '/').
 */
function editorLinks(section: SectionNode | null): Breadcrumb[] {
  const seoUrl = section?.url ?? DEFAULT_SEO_URL;
  return [
    {
      title: 'Настройка фильтра раздела',
      link: `${ADMIN_PATHS.filter}?sectionId=${section?.id ?? 0}`,
    },
    // Section urls are made of latin codes and slashes, both plain in a query.
    { title: 'SEO фильтра раздела', link: `${ADMIN_PATHS.filterSeo}?base_url=${seoUrl}` },
  ];
}

function pageTexts(
  snapshot: CatalogSnapshot,
  section: SectionNode | null,
  landing: { item: FilterItem; value: FilterValue } | undefined,
): Pick<ResolvedPage, 'title' | 'h1' | 'description'> {
  if (!section) {
    return {
      title: CATALOGUE.title,
      description:
        'Каталог товаров для творчества: товаров — #GOODS_COUNT#, цены от #GOODS_MIN_PRICE# ₽.',
    };
  }
  if (landing) {
    const seo = seoItemFor(snapshot, section, landing.item.property.id);
    return landingTexts(seo, section, landing.item, landing.value);
  }
  return {
    title: section.name,
    description: `${section.name}: товаров — #GOODS_COUNT#, цены от #GOODS_MIN_PRICE# ₽.`,
  };
}

/** Links to the landings of the values present in the section, for the items `include` picks. */
function tagLinks(
  section: SectionNode,
  visibleItems: { item: FilterItem; values: FilterValue[] }[],
  include: (item: FilterItem) => boolean,
): Breadcrumb[] {
  return visibleItems
    .filter(({ item }) => include(item))
    .flatMap(({ item, values }) =>
      values.map((value) => ({
        title: value.value,
        link: landingUrl(section, item.property.code, value),
      })),
    );
}

import type { Queryable } from '../../lib/db/types';
import type { Breadcrumb, PageContext, PageResolver } from '../page';
import {
  offsetOf,
  PAGE_SIZE,
  pageExists,
  pagination,
  productCardsByIds,
  type Pagination,
  type ProductCard,
} from '../product';
import { discountedProductIds, newProductIds, sectionSubtree, type IdPage } from './queries';

/** openapi.yaml `ProductListPageData`. */
export interface ProductListPageData {
  list: 'new' | 'discounts';
  sectionCode: string | null;
  sectionName: string | null;
  products: ProductCard[];
  pagination: Pagination;
}

const HOME: Breadcrumb = { title: 'Главная', link: '/' };

type IdSource = (
  db: Queryable,
  locationId: number,
  sectionIds: number[] | null,
  page: number,
) => Promise<IdPage>;

const LISTS: Record<ProductListPageData['list'], { title: string; link: string; ids: IdSource }> = {
  new: {
    title: 'Новинки',
    link: '/new/',
    ids: (db, _locationId, sectionIds, page) =>
      newProductIds(db, sectionIds, { limit: PAGE_SIZE, offset: offsetOf(page) }),
  },
  discounts: {
    title: 'Скидки',
    link: '/discounts/',
    ids: (db, locationId, sectionIds, page) =>
      discountedProductIds(db, locationId, sectionIds, {
        limit: PAGE_SIZE,
        offset: offsetOf(page),
      }),
  },
};

/**
 * `/new/`, `/discounts/` and `/new/{sectionCode}/`, `/discounts/{sectionCode}/` (spec §2), paged:
 * cards priced for the city; the discounts are those of the city's price list.
 */
export function productListPage(list: ProductListPageData['list']): PageResolver {
  const { title, link, ids } = LISTS[list];
  return async ({ db, path, page, locationId }: PageContext) => {
    const [, sectionCode, ...rest] = path.split('/').filter(Boolean);
    if (rest.length > 0) return null;
    const section = sectionCode ? await sectionSubtree(db, sectionCode) : null;
    if (sectionCode && !section) return null;
    const found = await ids(db, locationId, section?.ids ?? null, page);
    const pages = pagination(page, found.total);
    if (!pageExists(pages)) return null;
    const data: ProductListPageData = {
      list,
      sectionCode: sectionCode ?? null,
      sectionName: section?.name ?? null,
      products: await productCardsByIds(db, found.ids, locationId),
      pagination: pages,
    };
    const pageTitle = section ? `${title}: ${section.name}` : title;
    const crumbs = section
      ? [HOME, { title, link }, { title: section.name, link: path }]
      : [HOME, { title, link }];
    return {
      title: pageTitle,
      breadcrumbs: crumbs,
      data: data as unknown as Record<string, unknown>,
    };
  };
}

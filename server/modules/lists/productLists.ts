import type { Queryable } from '../../lib/db/types';
import type { Breadcrumb, PageContext, PageResolver } from '../page';
import { productCardsByIds } from '../product';
import { offsetOf, PAGE_SIZE, pageExists, pagination } from '../../lib/paging';
import { sortOf, sortOptions, type SortCode } from '../catalog';
import { discountedProductIds, newProductIds, sectionSubtree, type IdPage } from './queries';
import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `ProductListPageData`. */
export type ProductListPageData = Schema<'ProductListPageData'>;

declare module '../page/types' {
  interface PageDataByType {
    new: ProductListPageData;
    discounts: ProductListPageData;
  }
}

const HOME: Breadcrumb = { title: 'Главная', link: '/' };

type IdSource = (
  db: Queryable,
  locationId: number,
  sectionIds: number[] | null,
  page: number,
  sort: SortCode,
) => Promise<IdPage>;

interface ListKind {
  title: string;
  link: string;
  /** The order without `?sort=`. */
  defaultSort: SortCode;
  ids: IdSource;
}

const LISTS: Record<ProductListPageData['list'], ListKind> = {
  new: {
    title: 'Новинки',
    link: '/new/',
    defaultSort: 'new',
    ids: (db, locationId, sectionIds, page, sort) =>
      newProductIds(
        db,
        sectionIds,
        { limit: PAGE_SIZE, offset: offsetOf(page) },
        { sort, locationId },
      ),
  },
  discounts: {
    title: 'Скидки',
    link: '/discounts/',
    defaultSort: 'popularity',
    ids: (db, locationId, sectionIds, page, sort) =>
      discountedProductIds(db, locationId, sectionIds, {
        limit: PAGE_SIZE,
        offset: offsetOf(page),
        sort,
      }),
  },
};

/**
 * `/new/`, `/discounts/` and `/new/{sectionCode}/`, `/discounts/{sectionCode}/` (spec §2), paged:
 * cards priced for the city; the discounts are those of the city's price list.
 */
export function productListPage(
  list: ProductListPageData['list'],
): PageResolver<ProductListPageData> {
  const { title, link, defaultSort, ids } = LISTS[list];
  return async ({ db, path, page, query, locationId }: PageContext) => {
    const [, sectionCode, ...rest] = path.split('/').filter(Boolean);
    if (rest.length > 0) return null;
    const section = sectionCode ? await sectionSubtree(db, sectionCode) : null;
    if (sectionCode && !section) return null;
    const sort = sortOf(query, defaultSort);
    const found = await ids(db, locationId, section?.ids ?? null, page, sort);
    const pages = pagination(page, found.total);
    if (!pageExists(pages)) return null;
    const data: ProductListPageData = {
      list,
      sectionCode: sectionCode ?? null,
      sectionName: section?.name ?? null,
      sort,
      sorts: sortOptions(path, query, sort, defaultSort),
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
      data,
      // Issue 9 point 17: the title's figures describe this list, not the whole catalogue.
      variables: {
        GOODS_COUNT: found.total,
        GOODS_MIN_PRICE: found.minPrice ?? 0,
        GOODS_MAX_PRICE: found.maxPrice ?? 0,
      },
    };
  };
}

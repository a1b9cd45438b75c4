import type { PageContext, ResolvedPage } from '../page';
import {
  offsetOf,
  PAGE_SIZE,
  pageExists,
  pagination,
  productCardsByIds,
  type Pagination,
  type ProductCard,
} from '../product';
import {
  correctedQueryOf,
  MAX_RESULTS,
  searchProducts,
  SUGGESTED_SECTIONS,
  type SearchSection,
} from './service';

/** openapi.yaml `SearchPageData`. */
export interface SearchPageData {
  query: string;
  correctedQuery: string | null;
  notice: string | null;
  totalIsCapped: boolean;
  sections: SearchSection[];
  products: ProductCard[];
  pagination: Pagination;
}

/** The results page's notice when the words searched by are not the ones typed (typos, layout). */
export const correctionNotice = (corrected: string) =>
  `Показаны результаты по запросу «${corrected}»`;

/**
 * `/search/?q=` (type 'search'), paged. A query with a direct transition never gets here: the
 * search module answers it with a 302 before the page protocol runs (routes.ts).
 */
export async function searchPage({
  db,
  path,
  page,
  query,
  locationId,
}: PageContext): Promise<ResolvedPage | null> {
  if (path !== '/search/') return null;
  const text = (query.get('q') ?? '').trim();
  const outcome = await searchProducts(db, text, {
    limit: PAGE_SIZE,
    offset: offsetOf(page),
    prefix: false,
    sectionLimit: page === 1 ? SUGGESTED_SECTIONS : 0,
    cap: MAX_RESULTS,
  });
  const pages = pagination(page, outcome.total);
  if (!pageExists(pages)) return null;
  const correctedQuery = correctedQueryOf(outcome);
  const data: SearchPageData = {
    query: text,
    correctedQuery,
    notice: correctedQuery === null ? null : correctionNotice(correctedQuery),
    totalIsCapped: outcome.total >= MAX_RESULTS,
    sections: outcome.sections,
    products: await productCardsByIds(db, outcome.productIds, locationId),
    pagination: pages,
  };
  const title = text ? `Результаты поиска по запросу «${text}»` : 'Поиск';
  return {
    title,
    h1: 'Поиск',
    breadcrumbs: [
      { title: 'Главная', link: '/' },
      { title: 'Поиск', link: '/search/' },
    ],
    data: data as unknown as Record<string, unknown>,
  };
}

import { sortOf, sortOptions } from '../catalog';
import type { PageContext, ResolvedPage } from '../page';
import { productCardsByIds } from '../product';
import { offsetOf, PAGE_SIZE, pageExists, pagination } from '../../lib/paging';
import { correctedQueryOf, MAX_RESULTS, searchProducts, SUGGESTED_SECTIONS } from './service';
import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `SearchPageData`. */
export type SearchPageData = Schema<'SearchPageData'>;

declare module '../page/types' {
  interface PageDataByType {
    search: SearchPageData;
  }
}

/** The results page's notice when the words searched by are not the ones typed (typos, layout). */
const correctionNotice = (corrected: string) => `Показаны результаты по запросу «${corrected}»`;

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
}: PageContext): Promise<ResolvedPage<SearchPageData> | null> {
  if (path !== '/search/') return null;
  const text = (query.get('q') ?? '').trim();
  const sort = sortOf(query, 'popularity');
  const outcome = await searchProducts(db, text, {
    limit: PAGE_SIZE,
    offset: offsetOf(page),
    prefix: false,
    sectionLimit: page === 1 ? SUGGESTED_SECTIONS : 0,
    cap: MAX_RESULTS,
    order: { sort, locationId },
  });
  const pages = pagination(page, outcome.total);
  if (!pageExists(pages)) return null;
  const correctedQuery = correctedQueryOf(outcome);
  const data: SearchPageData = {
    query: text,
    sort,
    sorts: sortOptions(path, query, sort, 'popularity'),
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
    // issue 9 point 18: the heading names the query (the page shows the count under it).
    h1: text ? `Результаты поиска «${text}»` : 'Поиск',
    breadcrumbs: [
      { title: 'Главная', link: '/' },
      { title: 'Поиск', link: '/search/' },
    ],
    data,
  };
}

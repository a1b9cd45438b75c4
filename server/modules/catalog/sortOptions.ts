import { SORTS, type SortCode } from './selection';

/** The order of a product list page; a price order sorts by the prices of the city `locationId`. */
export interface ListOrder {
  sort: SortCode;
  locationId: number;
}

/** openapi.yaml `CatalogSortOption`. */
export interface SortOption {
  code: SortCode;
  name: string;
  url: string;
  selected: boolean;
}

/** The `sort` of a query (`?sort=price_asc`), or the list's own order when absent or unknown. */
export function sortOf(query: URLSearchParams, fallback: SortCode): SortCode {
  return SORTS.find((option) => option.code === query.get('sort'))?.code ?? fallback;
}

/** The one parameter besides `sort` that these lists read: the search query. */
const KEPT_PARAMETER = 'q';

/**
 * The catalogue's sort options for another product list at `path` (search, new, discounts): each
 * opens page 1 with the search query kept; the list's own order needs no parameter. Parameters
 * the list does not read (`utm_*` ...) are not carried into the links: the page would otherwise
 * depend on them, and the page cache keys pages by every parameter they read (page/cache.ts).
 */
export function sortOptions(
  path: string,
  query: URLSearchParams,
  current: SortCode,
  fallback: SortCode,
): SortOption[] {
  return SORTS.map(({ code, name }) => {
    const params = new URLSearchParams();
    const kept = query.get(KEPT_PARAMETER);
    if (kept !== null) params.set(KEPT_PARAMETER, kept);
    if (code !== fallback) params.set('sort', code);
    const search = params.toString();
    return { code, name, url: search ? `${path}?${search}` : path, selected: code === current };
  });
}

/** SQL ORDER BY of a sort over products `p` and the city's prices `pr`; ties go by id. */
export const SORT_ORDER_SQL: Record<SortCode, string> = {
  popularity: 'p.popularity DESC, p.id',
  price_asc: 'pr.price ASC NULLS LAST, p.id',
  price_desc: 'pr.price DESC NULLS LAST, p.id',
  new: 'p.created_at DESC, p.id DESC',
};

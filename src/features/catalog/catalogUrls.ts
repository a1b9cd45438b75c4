/**
 * A path without its trailing `/page/{n}/` or `/page/{n}-{m}/` part (spec §2 paging urls).
 * @internal exported for a test only
 */
export const basePathOf = (pathname: string) => pathname.replace(/page\/\d+(-\d+)?\/?$/, '');

/**
 * The url of page `page` of a list at `url` (a path with its query): spec §2 pages are
 * `{base}page/{n}/`, and page 1 is the base url itself (R-ROUTE-3). The query is kept.
 */
export function pageUrl(url: string, page: number): string {
  const { pathname, search } = new URL(url, 'http://shop');
  const base = basePathOf(pathname);
  return `${page <= 1 ? base : `${base}page/${page}/`}${search}`;
}

/**
 * The catalogue url at `url` with the price range set (docs/catalog.md: `price_from`, `price_to`);
 * null leaves a bound out. Like every filter change it leads to page 1.
 */
export function priceUrl(url: string, from: number | null, to: number | null): string {
  const { pathname, searchParams } = new URL(url, 'http://shop');
  searchParams.delete('price_from');
  searchParams.delete('price_to');
  if (from !== null) searchParams.set('price_from', String(from));
  if (to !== null) searchParams.set('price_to', String(to));
  const query = searchParams.toString().replace(/%2C/gi, ',');
  return `${basePathOf(pathname)}${query ? `?${query}` : ''}`;
}

/**
 * The client's mirror of the server's url rules (server/modules/page/normalizePath.ts), so a
 * client-side navigation lands on the same url a full page load would (spec §2, R-ROUTE-1..3):
 * - a path without a trailing slash goes to the slashed form;
 * - `/page/1/` (or `/page/1-{m}/`) at the end goes straight to the base url;
 * the query string and hash are kept. Anything else (page 0, junk) is left for the server to 404.
 *
 * @returns the url to replace the current one with, or null when the url is already normal.
 */
const PAGE_ONE_SUFFIX = /^(.*\/)page\/1(?:-\d{1,9})?\/?$/;

export function normalizeShopUrl(pathname: string, search = '', hash = ''): string | null {
  // `//host` would make a client-side replace leave the shop; the server answers 404 for it.
  if (!pathname.startsWith('/') || pathname.includes('//')) return null;
  const pageOne = PAGE_ONE_SUFFIX.exec(pathname);
  if (pageOne) return `${pageOne[1]}${search}${hash}`;
  if (!pathname.endsWith('/')) return `${pathname}/${search}${hash}`;
  return null;
}

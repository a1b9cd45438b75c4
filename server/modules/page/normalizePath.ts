import { hasControlCharacter, percentDecoded } from '../../lib/validation';

/**
 * Where a shop url leads before any page is looked up (spec §2, R-ROUTE-1..3):
 * - a path without a trailing slash is redirected to the slashed form;
 * - `/page/{n}/` and `/page/{n}-{m}/` at the end mean the base path with page n;
 * - page 1 is redirected to the base url, page 0 or junk is not a page at all;
 * - a path or query that does not decode, or has control characters (PostgreSQL cannot even
 *   look up a text with NUL), is not a page either.
 * Redirects keep the query string. Pure: no I/O, so every rule is unit-tested.
 */
export type PathDecision =
  | { kind: 'redirect'; location: string }
  | { kind: 'notFound' }
  | {
      kind: 'page';
      /** Decoded base path with its trailing slash, e.g. `/shop/kartiny/`: the key of `pages.path`. */
      path: string;
      /** 1 unless the url ends in `/page/{n}/`. */
      page: number;
      /** The query string without `?` ('' when none). */
      query: string;
    };

const NOT_FOUND: PathDecision = { kind: 'notFound' };
const PAGE_SUFFIX = /^(.*\/)page\/([^/]+)\/?$/;
// A positive integer without leading zeros, optionally `-{m}`; nine digits keep it a safe integer.
const PAGE_NUMBER = /^([1-9]\d{0,8})(?:-\d{1,9})?$/;

export function decidePath(url: string): PathDecision {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  // `//host` or `/\host` would make a redirect leave the shop (browsers read both as another host).
  if (!rawPath.startsWith('/') || rawPath.includes('//') || rawPath.includes('\\'))
    return NOT_FOUND;

  const pageMatch = PAGE_SUFFIX.exec(rawPath);
  let base = rawPath;
  let page = 1;
  if (pageMatch) {
    const [, basePath = '/', pageSegment = ''] = pageMatch;
    const number = PAGE_NUMBER.exec(pageSegment);
    if (!number) return NOT_FOUND;
    base = basePath;
    page = Number(number[1]);
  }
  // Before any redirect: a path that does not decode is no page, with or without its slash.
  const path = decodePath(base);
  if (path === null || hasControlCharacter(path)) return NOT_FOUND;
  if (percentDecoded(search) === null || hasControlCharacter(queryText(search))) return NOT_FOUND;
  // R-ROUTE-3: page 1 has one url, the base one (one hop, even without the trailing slash).
  if (page === 1 && pageMatch) return { kind: 'redirect', location: base + search };
  if (!rawPath.endsWith('/')) return { kind: 'redirect', location: `${rawPath}/${search}` };
  return { kind: 'page', path, page, query: search.slice(1) };
}

/** Every name and value of the query string, decoded as the page resolvers will read them. */
function queryText(search: string): string {
  return [...new URLSearchParams(search)].flat().join('&');
}

function decodePath(rawPath: string): string | null {
  const path = percentDecoded(rawPath);
  return path === null || path.includes('//') || path.includes('\\') ? null : path;
}

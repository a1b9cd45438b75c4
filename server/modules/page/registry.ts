import type { Db } from '../../lib/db/types';
import type { RequestSession } from '../session';
import type { Breadcrumb, PageVariables } from './types';

/** What a resolver knows about the request. */
export interface PageContext {
  /** Normalised base path with its trailing slash, decoded: `/shop/kartiny/`. */
  path: string;
  /** Page number from `/page/{n}/` (1 when absent). Resolvers of one-page routes return null for n > 1. */
  page: number;
  query: URLSearchParams;
  /** Location whose price type prices are shown in (session location, default 0 'Москва'). */
  locationId: number;
  session: RequestSession;
  db: Db;
}

/**
 * A page the SPA renders itself. Only `title` is required: h1 defaults to the title, breadcrumbs
 * to home > title, canonical to the page's own url. A `pages` row with the same path overrides the
 * texts (editors write SEO for any url), never `type` or `data`.
 */
export interface ResolvedPage {
  title: string;
  h1?: string;
  description?: string;
  content?: string;
  breadcrumbs?: Breadcrumb[];
  data?: Record<string, unknown> | null;
  /** Section-specific figures; the whole active catalogue's are used for what is left out. */
  variables?: Partial<PageVariables>;
}

/** Resolves null when the url does not exist (unknown product code, page 2 of a one-page route): 404. */
export type PageResolver = (context: PageContext) => Promise<ResolvedPage | null>;
export type PageMatcher = RegExp | ((path: string) => boolean);

interface Entry {
  matcher: PageMatcher;
  resolver: PageResolver;
}

// Module-level: resolvers are code, the same for every app instance. Map keeps insertion order.
const registered = new Map<string, Entry>();
const builtin = new Map<string, Entry>();

/**
 * Adds the resolver of a page type (the catalogue module: 'section', 'product', 'search', ...).
 * The first matching resolver answers; registered ones are asked before the page module's
 * built-in defaults, so registering 'section' replaces the built-in section check. Registering the
 * same type again replaces it in place.
 *
 *   registerPageResolver('product', /^\/product\/[^/]+\/[^/]+\/$/, async (ctx) => ({ title, data }));
 */
export function registerPageResolver(
  type: string,
  matcher: PageMatcher,
  resolver: PageResolver,
): void {
  registered.set(type, { matcher, resolver });
}

/** The page module's defaults (builtinResolvers.ts); asked after registered ones. */
export function registerBuiltinPageResolver(
  type: string,
  matcher: PageMatcher,
  resolver: PageResolver,
): void {
  builtin.set(type, { matcher, resolver });
}

export function findPageResolver(
  path: string,
): { type: string; resolver: PageResolver } | undefined {
  for (const entries of [registered, builtin]) {
    for (const [type, { matcher, resolver }] of entries) {
      const matches = typeof matcher === 'function' ? matcher(path) : matcher.test(path);
      if (matches) return { type, resolver };
    }
  }
  return undefined;
}

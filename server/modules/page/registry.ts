import type { Db } from '../../lib/db/types';
import type { RequestSession } from '../session';
import type { Breadcrumb, PageData, PageDataByType, PageType, PageVariables } from './types';

/** What a resolver knows about the request. */
export interface PageContext {
  /** Normalised base path with its trailing slash, decoded: `/shop/kartiny/`. */
  path: string;
  /** Page number from `/page/{n}/` (1 when absent). Resolvers of one-page routes return null for n > 1. */
  page: number;
  query: URLSearchParams;
  /**
   * The visitor's city, whose price type prices are shown in: `currentLocationId` of the location
   * module decides it for every module (session, then the location cookie, then 0 'Москва').
   */
  locationId: number;
  session: RequestSession;
  db: Db;
}

/**
 * A page the SPA renders itself, with the data `D` of its kind. Only `title` is required, and
 * `data` when the kind has data (a page of kind `home` without it would break the contract):
 * h1 defaults to the title, breadcrumbs to home > title, canonical to the page's own url. A `pages`
 * row with the same path overrides the texts (editors write SEO for any url), never `type` or `data`.
 */
export type ResolvedPage<D = PageData> = PageTexts & (null extends D ? { data?: D } : { data: D });

interface PageTexts {
  title: string;
  h1?: string;
  description?: string;
  content?: string;
  breadcrumbs?: Breadcrumb[];
  /** Section-specific figures; the whole active catalogue's are used for what is left out. */
  variables?: Partial<PageVariables>;
  /** The staff screens that set this page up, first in the editor panel (panel.ts). */
  editorLinks?: Breadcrumb[];
}

/** Resolves null when the url does not exist (unknown product code, page 2 of a one-page route): 404. */
export type PageResolver<D = PageData> = (context: PageContext) => Promise<ResolvedPage<D> | null>;
/** The resolver of the page kind `T`, checked against that kind's data. */
type PageResolverOf<T extends PageType> = PageResolver<PageDataByType[T]>;
type PageMatcher = RegExp | ((path: string) => boolean);

/**
 * One page kind of the page protocol: the modules that own a kind export it and the app passes
 * the list to the page module in order (server/app.ts `shopPages`). The first route whose
 * matcher fits answers the url, even when its resolver then answers null (404).
 *
 *   { type: 'product', matches: /^\/product\//, resolve: async (ctx) => ({ title, data }) }
 *
 * Without an argument it is the union of every kind's route, so in a `PageRoute[]` each element
 * is checked against the data of its own `type`.
 */
export type PageRoute<T extends PageType = PageType> = T extends PageType
  ? { type: T; matches: PageMatcher; resolve: PageResolverOf<T> }
  : never;

export function findPageRoute(routes: readonly PageRoute[], path: string): PageRoute | undefined {
  return routes.find(({ matches }) =>
    typeof matches === 'function' ? matches(path) : matches.test(path),
  );
}

import type { Schema } from '../../lib/api/contract';

/** The page JSON of the page protocol (openapi.yaml `PageJson`, spec §3 "Page state"). */
export type PageVariables = Schema<'PageVariables'>;

export interface Breadcrumb {
  title: string;
  link: string;
}

export interface PageCss {
  hash: string;
  href: string;
}

export interface PageJs {
  hash: string;
  src?: string;
  content?: string;
}

export interface PageMeta {
  name: string;
  content: string;
}

type PageSeo = Schema<'PageSeo'>;

/**
 * The page kinds of openapi.yaml `PageJson` (its discriminator), each with the `data` of its
 * schema. The modules that own kinds add theirs next to their data types by declaration merging,
 * so this module imports none of them (no import cycle):
 *
 *   declare module '../page/types' {
 *     interface PageDataByType {
 *       search: SearchPageData;
 *     }
 *   }
 *
 * A kind whose schema is `PlainPage` has `null`: the client draws it from `content` or its own calls.
 */
export interface PageDataByType {
  /** A `pages` row that no resolver answers (service.ts): an editor's page. */
  content: null;
}

export type PageType = keyof PageDataByType;
export type PageData = PageDataByType[PageType];

export interface PageJson {
  type: PageType;
  content: string;
  css: PageCss[];
  js: PageJs[];
  panel: string;
  seo: PageSeo;
  breadcrumbs: Breadcrumb[];
  variables: PageVariables;
  /** The data of the page's kind (PageDataByType); null for the kinds without data. */
  data: PageData;
}

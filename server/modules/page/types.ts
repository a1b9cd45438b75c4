/** The page JSON of the page protocol (openapi.yaml `PageJson`, spec §3 "Page state"). */
export interface PageVariables {
  GOODS_MIN_PRICE: number;
  GOODS_MAX_PRICE: number;
  GOODS_COUNT: number;
}

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

export interface PageSeo {
  meta: PageMeta[];
  title: string;
  h1: string;
  canonical: string;
}

export interface PageJson {
  type: string;
  content: string;
  css: PageCss[];
  js: PageJs[];
  panel: string;
  seo: PageSeo;
  breadcrumbs: Breadcrumb[];
  variables: PageVariables;
  /** Typed data of pages the SPA renders itself; null for CMS pages. */
  data: Record<string, unknown> | null;
}

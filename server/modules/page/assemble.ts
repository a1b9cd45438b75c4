import { replaceTokens } from '@shared';
import type { CmsPage } from './queries';
import type { ResolvedPage } from './registry';
import type { Breadcrumb, PageJson, PageMeta, PageType, PageVariables } from './types';

/**
 * `D` is the resolver's data, which assembling passes through untouched: the pairing of a kind
 * with its data is checked where they meet, in the route (registry.ts `PageRoute`).
 */
export interface PageParts<D = unknown> {
  type: PageType;
  /** Normalised base path and page number (normalizePath.ts). */
  path: string;
  page: number;
  resolved: ResolvedPage<D>;
  /** The `pages` row of the same path, whose texts override the resolver's. */
  cms: CmsPage | undefined;
  variables: PageVariables;
  panel: string;
}

const HOME: Breadcrumb = { title: 'Главная', link: '/' };

/** The page JSON with the data `D` of its resolver. */
export type AssembledPage<D> = Omit<PageJson, 'data'> & { data: D | null };

/** The page JSON from its parts: pure, so the precedence of texts is unit-tested. */
export function assemblePage<D>({
  type,
  path,
  page,
  resolved,
  cms,
  variables,
  panel,
}: PageParts<D>): AssembledPage<D> {
  const seo = cms?.seo ?? {};
  const name = cms?.title || resolved.title;
  const otherMeta = (seo.meta ?? []).filter((meta) => meta.name !== 'description');
  const description =
    seo.description || findMeta(seo.meta, 'description') || resolved.description || '';
  const meta: PageMeta[] = [
    ...(description ? [{ name: 'description', content: description }] : []),
    ...otherMeta,
  ];
  // spec §3: tokens in title and meta (and h1, ARCHITECTURE §3 "Page protocol") come from variables.
  const fill = (text: string) => replaceTokens(text, { ...variables });

  return {
    type,
    content: cms?.content || resolved.content || '',
    css: cms?.css ?? [],
    js: cms?.js ?? [],
    panel,
    seo: {
      meta: meta.map((item) => ({ name: item.name, content: fill(item.content) })),
      title: fill(seo.title || name),
      h1: fill(seo.h1 || cms?.title || resolved.h1 || resolved.title),
      canonical: seo.canonical || pageUrl(path, page),
    },
    breadcrumbs: cms?.breadcrumbs.length
      ? fromHome(cms.breadcrumbs)
      : (resolved.breadcrumbs ?? (path === '/' ? [] : [HOME, { title: name, link: path }])),
    variables,
    data: resolved.data ?? null,
  };
}

/** The url of page n of a base path (R-ROUTE-2): page 1 is the base path itself. */
function pageUrl(path: string, page: number): string {
  return page > 1 ? `${path}page/${page}/` : path;
}

/**
 * Editors' breadcrumbs start at 'Главная' like the catalogue's (issue 9 point 19): the content
 * pages' rows name only the page itself.
 */
function fromHome(crumbs: Breadcrumb[]): Breadcrumb[] {
  return crumbs[0]?.link === HOME.link ? crumbs : [HOME, ...crumbs];
}

function findMeta(meta: PageMeta[] | undefined, name: string): string | undefined {
  return meta?.find((item) => item.name === name)?.content;
}

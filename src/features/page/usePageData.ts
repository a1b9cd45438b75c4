import { useSelector } from 'react-redux';
import { useMatches } from 'react-router-dom';
import type { Crumb } from '@ui/Breadcrumbs';
import type { PageJson } from '@features/api';
import { selectAdditionalBreadcrumbs, type BreadcrumbsState } from './breadcrumbsSlice';
import type { PageLoaderData } from './pageLoader';

const isPageLoaderData = (data: unknown): data is PageLoaderData =>
  typeof data === 'object' && data !== null && 'page' in data && 'fetched' in data;

/** The deepest page loader's data of the current url, or null on routes without one. */
export function usePageLoaderData(): PageLoaderData | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const data = matches[index]?.data;
    if (isPageLoaderData(data)) return data;
  }
  return null;
}

/** The page JSON of the current url, or null on routes without a page loader. */
export function usePageData(): PageJson | null {
  return usePageLoaderData()?.page ?? null;
}

/** The page's breadcrumbs plus the additional ones kept by R-NAV-2, as ui crumbs. */
export function usePageBreadcrumbs(page: PageJson | null): Crumb[] {
  const additional = useSelector((state: { breadcrumbs: BreadcrumbsState }) =>
    selectAdditionalBreadcrumbs(state),
  );
  return [...(page?.breadcrumbs ?? []), ...additional].map(({ title, link }) => ({
    label: title,
    href: link,
  }));
}

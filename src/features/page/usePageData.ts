import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import { useMatches } from 'react-router-dom';
import type { Crumb } from '@ui/Breadcrumbs';
import { selectAdditionalBreadcrumbs, type BreadcrumbsState } from './breadcrumbsSlice';
import { pageApi } from './pageApi';
import type { PageLoaderData, ShownPage } from './pageLoader';

const isPageLoaderData = (data: unknown): data is PageLoaderData =>
  typeof data === 'object' &&
  data !== null &&
  'kind' in data &&
  (data.kind === 'fetched' || data.kind === 'client');

/** The deepest page loader's data of the current url, or null on routes without one. */
function usePageLoaderData(): PageLoaderData | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const data = matches[index]?.data;
    if (isPageLoaderData(data)) return data;
  }
  return null;
}

/**
 * The page JSON of the current url from the page cache, or null on routes without a page loader.
 * The subscription keeps the page current: when the city or the signed-in user changes, the
 * cache asks the server again and the screen redraws with the new prices (R-LOC-3).
 */
export function usePageData(): ShownPage | null {
  const loaded = usePageLoaderData();
  const { data } = pageApi.endpoints.fetchPage.useQuery(
    loaded?.kind === 'fetched' ? loaded.arg : skipToken,
  );
  if (loaded?.kind === 'client') return loaded.page;
  return data?.page ?? null;
}

/** The page's breadcrumbs plus the additional ones kept by R-NAV-2, as ui crumbs. */
export function usePageBreadcrumbs(page: ShownPage | null): Crumb[] {
  const additional = useSelector((state: { breadcrumbs: BreadcrumbsState }) =>
    selectAdditionalBreadcrumbs(state),
  );
  return [...(page?.breadcrumbs ?? []), ...additional].map(({ title, link }) => ({
    label: title,
    href: link,
  }));
}

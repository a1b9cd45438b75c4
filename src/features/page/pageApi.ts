import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api, type GetPageApiArg, type PageJson } from '@features/api';

/** Page JSON with where the server finally answered it from (after following redirects). */
export interface FetchedPage {
  page: PageJson;
  /** True when the answer came after a 301/302 (R-PAGE-3). */
  redirected: boolean;
  /** The absolute url of the final answer. */
  url: string;
}

/** The cache key of a page url (a path with its query): the request the page protocol makes. */
export function pageArg(url: string, nocache: boolean): GetPageApiArg {
  return {
    path: url.replace(/^\//, ''),
    'X-Source': 'nuxt',
    ...(nocache ? { 'X-Nocache': '1' } : {}),
  };
}

/**
 * The page protocol request (spec §7 "Page content", R-PAGE-1/2) on the shop's one base query, so
 * it shares the base url, cookies and the 401 policy (R-USER-5). It is the generated `getPage`
 * plus the response's `redirected`/`url`: `fetch` follows the server's 301 by itself and only the
 * response tells that it did, which the router needs to show the new url.
 */
export const pageApi = api.injectEndpoints({
  endpoints: (build) => ({
    fetchPage: build.query<FetchedPage, GetPageApiArg>({
      query: ({ path, ...headers }) => ({ url: `/${path}`, headers }),
      transformResponse: (page: PageJson, meta) => {
        // The shop's base query wraps fetchBaseQuery and passes its meta through untouched.
        const { request, response } = (meta as FetchBaseQueryMeta | undefined) ?? {};
        const url = response?.url ?? '';
        // The meta holds a clone of the response, and a clone made by Node 24's fetch loses the
        // `redirected` flag that a mocked redirect set; a final url other than the one asked for
        // says the same (both urls serialised by the same URL parser).
        const redirected = Boolean(response?.redirected || (url && url !== request?.url));
        return { page, redirected, url };
      },
      // The shown page is asked again when the city (prices) or the signed-in user (the staff
      // panel) changes: its screen holds a subscription (usePageData), so nothing refreshes by hand.
      providesTags: ['Prices', 'User'],
    }),
  }),
});

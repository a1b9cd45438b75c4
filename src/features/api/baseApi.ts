import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { withUnauthorizedRetry } from './withUnauthorizedRetry';

/**
 * Every state-changing call must carry this header: cross-site forms cannot send custom headers,
 * so the server rejects POST/PUT/PATCH/DELETE without it (CSRF protection, docs/api.md).
 */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

/**
 * What the server renderer's store hands to the base query (as the thunk extra argument): its
 * requests are answered inside the server process, as a guest of the page's city (src/app/ssr).
 */
export interface ServerFetchHook {
  serverFetch: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
}

/** The origin of requests answered in process; nothing listens there. */
const SERVER_RENDERING_ORIGIN = 'http://shop.internal';

function serverFetchOf(extra: unknown): ServerFetchHook['serverFetch'] | null {
  const fetchFn = (extra as Partial<ServerFetchHook> | undefined)?.serverFetch;
  return typeof fetchFn === 'function' ? fetchFn : null;
}

const withCsrfHeader = (headers: Headers) => {
  headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  return headers;
};

/**
 * Changes the browser must finish even when the page goes away at once. A favourite is mirrored
 * in localStorage and merged with the server's list on the next load (R-FAV-1), so a removal the
 * unload cut off would come back on the next page.
 */
const OUTLIVE_THE_PAGE = new Set(['addFavorite', 'removeFavorite']);

const outlivingThePage = (args: string | FetchArgs, endpoint: string): string | FetchArgs =>
  OUTLIVE_THE_PAGE.has(endpoint) && typeof args === 'object' ? { ...args, keepalive: true } : args;

function shopBaseQuery(): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  // R-USER-5: a 401 waits for one user reload and is retried once (withUnauthorizedRetry.ts).
  const inBrowser = withUnauthorizedRetry(
    fetchBaseQuery({
      // spec §7: the base url comes from configuration; by default the page's own origin
      // (absolute, so that `new Request()` also works outside a page, e.g. in jsdom tests).
      baseUrl: import.meta.env.VITE_API_BASE_URL || globalThis.location?.origin || '/',
      // The session lives in an httpOnly cookie.
      credentials: 'include',
      prepareHeaders: withCsrfHeader,
    }),
  );
  return (args, api, extraOptions) => {
    const serverFetch = serverFetchOf(api.extra);
    if (!serverFetch) return inBrowser(outlivingThePage(args, api.endpoint), api, extraOptions);
    const inProcess = fetchBaseQuery({
      baseUrl: SERVER_RENDERING_ORIGIN,
      fetchFn: serverFetch,
      prepareHeaders: withCsrfHeader,
    });
    return inProcess(args, api, extraOptions);
  };
}

/**
 * Hands the cache the server rendered with to the browser's store before its first render, so
 * hydration draws the same data (src/app/ssr). The payload is the server store's `api` state.
 */
export const apiHydrated = createAction<unknown>('api/hydratedFromServer');

/**
 * The one RTK Query api of the shop. Endpoints are generated from openapi.yaml into
 * `generated.ts` (`npm run codegen`) and tagged in `index.ts`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: shopBaseQuery(),
  extractRehydrationInfo: (action, { reducerPath }) =>
    apiHydrated.match(action)
      ? ((action.payload as Record<string, never> | null)?.[reducerPath] ?? undefined)
      : undefined,
  tagTypes: [
    'User',
    'Basket',
    'Favorites',
    'Location',
    'Phone',
    'Menu',
    'Prices',
    'Orders',
    'Purchases',
    'Reviews',
    'Subscriptions',
    'Addresses',
  ],
  endpoints: () => ({}),
});

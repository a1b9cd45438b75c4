import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { withUnauthorizedRetry } from './withUnauthorizedRetry';

/**
 * Every state-changing call must carry this header: cross-site forms cannot send custom headers,
 * so the server rejects POST/PUT/PATCH/DELETE without it (CSRF protection, docs/api.md).
 */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

/**
 * The one RTK Query api of the shop. Endpoints are generated from openapi.yaml into
 * `generated.ts` (`npm run codegen`) and tagged in `index.ts`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  // R-USER-5: a 401 waits for one user reload and is retried once (withUnauthorizedRetry.ts).
  baseQuery: withUnauthorizedRetry(
    fetchBaseQuery({
      // spec §7: the base url comes from configuration; by default the page's own origin
      // (absolute, so that `new Request()` also works outside a page, e.g. in jsdom tests).
      baseUrl: import.meta.env.VITE_API_BASE_URL || globalThis.location?.origin || '/',
      // The session lives in an httpOnly cookie.
      credentials: 'include',
      prepareHeaders: (headers) => {
        headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
        return headers;
      },
    }),
  ),
  tagTypes: ['User', 'Basket', 'Favorites', 'Location', 'Phone', 'Menu', 'Prices'],
  endpoints: () => ({}),
});

import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Dispatch } from '@reduxjs/toolkit';

/**
 * How many times a request is retried after a 401 answer.
 * @internal exported for a test only
 */
export const UNAUTHORIZED_RETRY_COUNT = 1;

/**
 * What the store hands to the base query through the thunk extra argument. The session feature
 * implements it: the reload of the user state is its saga's job, the base query only waits.
 */
export interface UnauthorizedRetryHook {
  /** Resolves once the user state has been reloaded; concurrent callers share one reload. */
  waitForUserReload: (dispatch: Dispatch) => Promise<void>;
}

type ShopBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * Endpoints whose 401 is their answer, not an expired session: the user state request is the
 * reload itself, and sign-in answers 401 for a wrong password (retrying it would spend the
 * sign-in limit twice per attempt).
 */
const NEVER_RETRIED_ENDPOINTS = new Set(['getUserInfo', 'signIn']);

function hookOf(extra: unknown): UnauthorizedRetryHook | null {
  const hook = extra as Partial<UnauthorizedRetryHook> | undefined;
  return typeof hook?.waitForUserReload === 'function' ? (hook as UnauthorizedRetryHook) : null;
}

/**
 * Spec §4 / §8 (R-USER-5): a request answered with 401 waits for one reload of the user state and
 * is retried UNAUTHORIZED_RETRY_COUNT times; a 401 on the retry surfaces as the request's error.
 * Without the hook (a store built without the session saga, e.g. in Storybook) 401 is returned as is.
 */
export function withUnauthorizedRetry(baseQuery: ShopBaseQuery): ShopBaseQuery {
  return async (args, api, extraOptions) => {
    let result = await baseQuery(args, api, extraOptions);
    const hook = hookOf(api.extra);
    if (!hook || NEVER_RETRIED_ENDPOINTS.has(api.endpoint)) return result;
    for (
      let retry = 0;
      retry < UNAUTHORIZED_RETRY_COUNT && result.error?.status === 401;
      retry += 1
    ) {
      await hook.waitForUserReload(api.dispatch);
      result = await baseQuery(args, api, extraOptions);
    }
    return result;
  };
}

import { all, call, delay, put, take } from 'redux-saga/effects';
import { api, request, type UserInfo, type UserInfoResponse } from '@features/api';
import { userStateChanged } from './sessionActions';

/**
 * The user state (basket, favorites, profile) is refreshed every 10 minutes.
 * @internal exported for a test only
 */
export const USER_REFRESH_MS = 600000;

/** Fetches the user state anew (used by the periodic refresh and by the 401 policy). */
export function* reloadUserState() {
  yield* request(
    api.endpoints.getUserInfo.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
}

/** R-USER-1: the user state loads on start and is refreshed every USER_REFRESH_MS (spec §9). */
export function* refreshUserEvery10Minutes() {
  // The start request keeps a subscription for the app lifetime, so the cached state never expires.
  // It always asks: a server-rendered page starts from a guest's state in the cache (src/app/ssr).
  yield* request(api.endpoints.getUserInfo.initiate(undefined, { forceRefetch: true }));
  while (true) {
    yield delay(USER_REFRESH_MS);
    yield* reloadUserState();
  }
}

/**
 * Announces `userStateChanged` when the user state is first known in this page and whenever a
 * later answer names another person (hash or authorized changed), e.g. after signing in.
 */
export function* announceUserStateChanges() {
  let previous: UserInfo | null = null;
  while (true) {
    const action: { payload: UserInfoResponse } = yield take(
      api.endpoints.getUserInfo.matchFulfilled,
    );
    const user = action.payload.result;
    if (
      previous === null ||
      previous.hash !== user.hash ||
      previous.authorized !== user.authorized
    ) {
      yield put(userStateChanged({ user, first: previous === null }));
    }
    previous = user;
  }
}

/**
 * R-USER-2: once the user state is known, the basket and the current location are loaded. Their
 * subscriptions last for the app lifetime: the header shows both on every page, and tag
 * invalidation refetches them after each change (R-BASKET-3). Favorites start from the same
 * `userStateChanged` in the favorites feature.
 */
export function* initialiseShopStateOnceUserKnown() {
  yield take(userStateChanged.match);
  // Asked anew: the server rendered the page with a guest's empty basket in the cookie's city.
  const fresh = { forceRefetch: true } as const;
  yield all([
    call(request, api.endpoints.getBasketInfo.initiate(undefined, fresh)),
    call(request, api.endpoints.getCurrentLocation.initiate(undefined, fresh)),
  ]);
}

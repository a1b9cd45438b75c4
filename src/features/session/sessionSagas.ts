import { all, fork, takeEvery, takeLeading } from 'redux-saga/effects';
import { logOutRequested, userReloadRequested, userStateChanged } from './sessionActions';
import {
  announceUserStateChanges,
  initialiseShopStateOnceUserKnown,
  refreshUserEvery10Minutes,
} from './userStateSagas';
import { sendAuthorizationEvent } from './authorizationEvents';
import { logOutAndReload } from './logOutAndReload';
import { retryOnceAfterUnauthorized } from './retryOnceAfterUnauthorized';
import type { UserReloadGate } from './userReloadGate';

export interface SessionServices {
  /** `window.location.reload` in the browser; a spy in tests. */
  reloadPage: () => void;
  /** The same gate the store gives the base query as its thunk extra argument. */
  userReloadGate: UserReloadGate;
}

/** The session's watcher: the user-state flows of spec §4 (R-USER-1..5). */
export function* sessionSagas({ reloadPage, userReloadGate }: SessionServices) {
  yield all([
    // Listeners first, so they see the first user state answer.
    fork(announceUserStateChanges),
    fork(initialiseShopStateOnceUserKnown),
    takeEvery(userStateChanged.match, sendAuthorizationEvent),
    takeLeading(logOutRequested.match, logOutAndReload, reloadPage),
    takeLeading(userReloadRequested.match, retryOnceAfterUnauthorized, userReloadGate),
    fork(refreshUserEvery10Minutes),
  ]);
}

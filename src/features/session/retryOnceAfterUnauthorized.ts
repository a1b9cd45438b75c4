import { call } from 'redux-saga/effects';
import type { UserReloadGate } from './userReloadGate';
import { reloadUserState } from './userStateSagas';

/**
 * R-USER-5: a request got 401 — reload the user state once, then let every request that waited
 * for it retry (the base query retries, see withUnauthorizedRetry). Run with `takeLeading`, so
 * 401s that arrive during the reload share it.
 */
export function* retryOnceAfterUnauthorized(gate: UserReloadGate) {
  try {
    yield call(reloadUserState);
  } finally {
    // Even a failed reload releases the requests: their retry then reports its own error.
    gate.releaseWaiting();
  }
}

import type { UnauthorizedRetryHook } from '@features/api';
import { userReloadRequested } from './sessionActions';

export interface UserReloadGate extends UnauthorizedRetryHook {
  /** Wakes every request that waited for the reload that has just finished. */
  releaseWaiting(): void;
}

/**
 * Where a request that got 401 meets the saga that reloads the user state (R-USER-5). The store
 * gives the gate to the base query as the thunk extra argument; the request registers itself and
 * asks for a reload, the saga (`takeLeading`, so requests that arrive during a reload share it)
 * reloads once and releases everyone who waited.
 */
export function createUserReloadGate(): UserReloadGate {
  let waiting: Array<() => void> = [];
  return {
    waitForUserReload(dispatch) {
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        dispatch(userReloadRequested());
      });
    },
    releaseWaiting() {
      const released = waiting;
      waiting = [];
      released.forEach((resolve) => resolve());
    },
  };
}

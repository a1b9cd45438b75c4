import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while React renders on the server or hydrates what the server rendered, false in every
 * other render. A component whose first browser render would differ from the server's (it waits
 * for the window, an observer, an event) can start from what the server drew instead.
 */
export function useServerRendered(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

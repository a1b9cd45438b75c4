import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { api, apiHydrated, type ServerFetchHook } from '@features/api';
import { createUserReloadGate } from '@features/session';
import { favoritesSlice } from '@features/favorites';
import { breadcrumbsSlice } from '@features/page';
import { rootSaga } from './rootSaga';

export interface StoreOptions {
  /** Defaults to `window.location.reload()`; tests pass a spy. */
  reloadPage?: () => void;
  /** The server renderer's store state: the browser starts from the cache the HTML was drawn with. */
  serverState?: { api: unknown };
  /**
   * Given on the server only: its requests are answered in process, and the store runs no flows
   * (timers, storage), since it renders one guest state and is dropped.
   */
  serverFetch?: ServerFetchHook['serverFetch'];
  /**
   * The flows wait for `startFlows()`: the browser starts them once hydration has committed, so
   * their first changes of the store do not force React to finish hydrating in one long task.
   */
  flowsLater?: boolean;
}

/**
 * Builds the shop store and starts the root saga. One store per page (main.tsx); tests build a
 * fresh one each. The user-reload gate is shared by the base query (as the thunk extra argument)
 * and the session saga: that is how a 401 waits for the one user reload (R-USER-5).
 */
export function makeStore({
  reloadPage = () => window.location.reload(),
  serverState,
  serverFetch,
  flowsLater = false,
}: StoreOptions = {}) {
  const userReloadGate = createUserReloadGate();
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [favoritesSlice.reducerPath]: favoritesSlice.reducer,
      [breadcrumbsSlice.reducerPath]: breadcrumbsSlice.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: serverFetch ? { serverFetch } : userReloadGate },
      }).concat(api.middleware, sagaMiddleware),
  });
  // Before the flows start, so that their first requests find the server's data in the cache.
  if (serverState) store.dispatch(apiHydrated(serverState));
  let flows: ReturnType<typeof sagaMiddleware.run> | null = null;
  /** Starts the shop-wide flows, once (StrictMode runs an effect twice in development). */
  const startFlows = () => {
    if (!flows && !serverFetch)
      flows = sagaMiddleware.run(rootSaga, { reloadPage, userReloadGate });
  };
  if (!flowsLater) startFlows();
  /** Stops the shop-wide flows (timers, watchers): for tests and hot reload, never in the shop. */
  const stopFlows = () => flows?.cancel();
  return Object.assign(store, { startFlows, stopFlows });
}

export type AppStore = ReturnType<typeof makeStore>;

import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { api } from '@features/api';
import { createUserReloadGate } from '@features/session';
import { favoritesSlice } from '@features/favorites';
import { breadcrumbsSlice } from '@features/page';
import { rootSaga } from './rootSaga';

export interface StoreOptions {
  /** Defaults to `window.location.reload()`; tests pass a spy. */
  reloadPage?: () => void;
}

/**
 * Builds the shop store and starts the root saga. One store per page (main.tsx); tests build a
 * fresh one each. The user-reload gate is shared by the base query (as the thunk extra argument)
 * and the session saga: that is how a 401 waits for the one user reload (R-USER-5).
 */
export function makeStore({ reloadPage = () => window.location.reload() }: StoreOptions = {}) {
  const userReloadGate = createUserReloadGate();
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [favoritesSlice.reducerPath]: favoritesSlice.reducer,
      [breadcrumbsSlice.reducerPath]: breadcrumbsSlice.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: userReloadGate } }).concat(
        api.middleware,
        sagaMiddleware,
      ),
  });
  const flows = sagaMiddleware.run(rootSaga, { reloadPage, userReloadGate });
  /** Stops the shop-wide flows (timers, watchers): for tests and hot reload, never in the shop. */
  const stopFlows = () => flows.cancel();
  return Object.assign(store, { stopFlows });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

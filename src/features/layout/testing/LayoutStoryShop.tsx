import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { api } from '@features/api';
import { favoritesSlice } from '@features/favorites';

/** The slices the layout's containers read, without the app's sagas (no timers in stories). */
function makeLayoutStoryStore(favorites: number[] = []) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [favoritesSlice.reducerPath]: favoritesSlice.reducer,
    },
    preloadedState: { [favoritesSlice.reducerPath]: { ids: favorites, error: null } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export interface LayoutStoryShopProps {
  children: ReactNode;
  /** Favorite product ids at the start. */
  favorites?: number[];
  /** The url the memory router starts at (a hash opens the search overlay). */
  url?: string;
}

/**
 * A store and a data router around a layout story. The current url with its hash is kept in a
 * hidden `data-testid="url"` element for play functions.
 */
export function LayoutStoryShop({ children, favorites, url = '/' }: LayoutStoryShopProps) {
  const [store] = useState(() => makeLayoutStoryStore(favorites));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              {children}
              <CurrentUrl />
            </>
          ),
        },
      ],
      { initialEntries: [url] },
    ),
  );
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

function CurrentUrl() {
  const { pathname, search, hash } = useLocation();
  return (
    <output hidden data-testid="url">
      {pathname + search + hash}
    </output>
  );
}

import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { api } from '@features/api';
import { favoritesSlice } from '@features/favorites';
import { breadcrumbsSlice } from '@features/page';

/** The slices the shop's feature containers read, without the app's sagas (no timers in stories). */
export function makeStoryStore({ favorites = [] }: { favorites?: number[] } = {}) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [favoritesSlice.reducerPath]: favoritesSlice.reducer,
      [breadcrumbsSlice.reducerPath]: breadcrumbsSlice.reducer,
    },
    preloadedState: { [favoritesSlice.reducerPath]: { ids: favorites, error: null } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export interface StoryShopProps {
  /** The screen under test (a container). */
  children: ReactNode;
  /** Favorite product ids at the start. */
  favorites?: number[];
  /** The url the memory router starts at. */
  url?: string;
  /** The route pattern the screen is mounted at, e.g. '/personal/orders/:orderId/'. */
  path?: string;
  /** What the screen's `<Outlet />` shows (for a layout such as the cabinet's). */
  outlet?: ReactNode;
  /**
   * Loads the user state from `/api/user/info` and keeps it subscribed, as the session saga does
   * in the shop, so a call that invalidates the User tag reloads it.
   */
  loadUser?: boolean;
}

/**
 * A store and a data router around a container story (containers use RTK Query hooks, the
 * favorites slice and router links). The route has the screen's own pattern, so `useParams`
 * works. The current url is kept in a hidden `data-testid="url"` element for play functions; a
 * navigation to another path shows 'Открыт адрес {url}'.
 */
export function StoryShop({
  children,
  favorites,
  url = '/',
  path = new URL(url, 'http://shop').pathname,
  outlet,
  loadUser = false,
}: StoryShopProps) {
  const [store] = useState(() => {
    const made = makeStoryStore({ favorites });
    if (loadUser) void made.dispatch(api.endpoints.getUserInfo.initiate());
    return made;
  });
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path,
          element: (
            <>
              {children}
              <CurrentUrl />
            </>
          ),
          children: outlet ? [{ index: true, element: outlet }] : undefined,
        },
        { path: '*', element: <LeftTo /> },
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

const urlOf = ({ pathname, search }: { pathname: string; search: string }) => pathname + search;

function CurrentUrl() {
  return (
    <output hidden data-testid="url">
      {urlOf(useLocation())}
    </output>
  );
}

function LeftTo() {
  const url = urlOf(useLocation());
  return (
    <p>
      Открыт адрес {url}
      <output hidden data-testid="url">
        {url}
      </output>
    </p>
  );
}

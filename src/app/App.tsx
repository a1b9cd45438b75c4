import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from '@ui/theme';
import { PageRenderersContext } from '@features/page';
import { pageRenderers } from './pageRenderers';
import type { ShopRouter } from './router/createShopRouter';
import { ShopRoutesContext } from './router/ShopRoutesContext';
import type { AppStore } from './store';

export interface ShopProvidersProps {
  store: AppStore;
  routes: RouteObject[];
  /** The store state the server rendered with: hydration draws from it (react-redux). */
  serverState?: unknown;
  children: ReactNode;
}

/** Everything around the router, the same in the browser and in the server renderer. */
export function ShopProviders({ store, routes, serverState, children }: ShopProvidersProps) {
  return (
    <Provider store={store} serverState={serverState as ReturnType<AppStore['getState']>}>
      <ThemeProvider>
        <PageRenderersContext.Provider value={pageRenderers}>
          <ShopRoutesContext.Provider value={routes}>{children}</ShopRoutesContext.Provider>
        </PageRenderersContext.Provider>
      </ThemeProvider>
    </Provider>
  );
}

/** The providers and the router: everything else is a route's screen. */
export function App({
  store,
  router,
  serverState,
}: {
  store: AppStore;
  router: ShopRouter;
  serverState?: unknown;
}) {
  return (
    <ShopProviders store={store} routes={router.routes} serverState={serverState}>
      <RouterProvider router={router} />
    </ShopProviders>
  );
}

import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@ui/theme';
import { PageRenderersContext } from '@features/page';
import { pageRenderers } from './pageRenderers';
import type { ShopRouter } from './router/createShopRouter';
import { ShopRoutesContext } from './router/ShopRoutesContext';
import type { AppStore } from './store';

/** The providers and the router: everything else is a route's screen. */
export function App({ store, router }: { store: AppStore; router: ShopRouter }) {
  return (
    <Provider store={store}>
      <ThemeProvider>
        <PageRenderersContext.Provider value={pageRenderers}>
          <ShopRoutesContext.Provider value={router.routes}>
            <RouterProvider router={router} />
          </ShopRoutesContext.Provider>
        </PageRenderersContext.Provider>
      </ThemeProvider>
    </Provider>
  );
}

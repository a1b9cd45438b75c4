import { createBrowserRouter, type HydrationState } from 'react-router-dom';
import { selectUser } from '@features/session';
import { createPageLoaders, readEmbeddedPage } from '@features/page';
import type { AppStore } from '../store';
import { shopRoutes } from './shopRoutes';

/**
 * The shop's data router (ARCHITECTURE §4). The first page comes from the JSON the HTML shell
 * embeds (docs/api.md "Answers") or, on a server-rendered page, from the loader data the server
 * rendered with (`hydrationData`); later ones from the page protocol, with `X-Nocache` for editors.
 */
export function createShopRouter(store: AppStore, hydrationData?: HydrationState) {
  const loaders = createPageLoaders({
    dispatch: store.dispatch,
    isEditor: () => selectUser(store.getState())?.editor === true,
    embedded: readEmbeddedPage(),
  });
  return createBrowserRouter(shopRoutes(loaders), { hydrationData });
}

export type ShopRouter = ReturnType<typeof createShopRouter>;

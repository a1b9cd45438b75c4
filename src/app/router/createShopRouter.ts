import { createBrowserRouter } from 'react-router-dom';
import { selectUser } from '@features/session';
import { createPageLoaders, readEmbeddedPage } from '@features/page';
import type { AppStore } from '../store';
import { shopRoutes } from './shopRoutes';

/**
 * The shop's data router (ARCHITECTURE §4). The first page comes from the JSON the HTML shell
 * embeds (docs/api.md "Answers"); later ones from the page protocol, with `X-Nocache` for editors.
 */
export function createShopRouter(store: AppStore) {
  const loaders = createPageLoaders({
    dispatch: store.dispatch,
    isEditor: () => selectUser(store.getState())?.editor === true,
    embedded: readEmbeddedPage(),
  });
  return createBrowserRouter(shopRoutes(loaders));
}

export type ShopRouter = ReturnType<typeof createShopRouter>;

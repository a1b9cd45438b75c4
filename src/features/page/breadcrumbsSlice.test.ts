import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import {
  additionalBreadcrumbsSet,
  breadcrumbsSlice,
  pageShown,
  selectAdditionalBreadcrumbs,
} from './breadcrumbsSlice';

const crumbs = [{ title: 'Алмазная мозаика', link: '/shop/almaznaya-mozaika/' }];

function storeWithCrumbs() {
  const store = configureStore({
    reducer: { [breadcrumbsSlice.reducerPath]: breadcrumbsSlice.reducer },
  });
  store.dispatch(additionalBreadcrumbsSet(crumbs));
  return store;
}

describe('breadcrumbs', () => {
  it.each(['section', 'discounts', 'new', 'club', 'giftCertificates', 'product'])(
    'R-NAV-2: a navigation to a %s page keeps the additional breadcrumbs',
    (type) => {
      const store = storeWithCrumbs();
      store.dispatch(pageShown(type));
      expect(selectAdditionalBreadcrumbs(store.getState())).toEqual(crumbs);
    },
  );

  it.each(['home', 'static', 'favorites', 'checkout', 'personal', 'shipping'])(
    'R-NAV-2: a navigation to a %s page resets them',
    (type) => {
      const store = storeWithCrumbs();
      store.dispatch(pageShown(type));
      expect(selectAdditionalBreadcrumbs(store.getState())).toEqual([]);
    },
  );
});

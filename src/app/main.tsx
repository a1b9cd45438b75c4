import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadOnPreloadError } from '@features/chunkReload';
import { countersConfigFromEnv, loadCounters } from '@features/metrics';
import { App } from './App';
import { createShopRouter } from './router/createShopRouter';
import { makeStore } from './store';

// R-NAV-4: a chunk that fails to preload reloads the page once per CHUNK_RELOAD_GUARD_MS.
reloadOnPreloadError();
// The store starts the shop-wide sagas: user state, basket, favorites, location (spec §4).
const store = makeStore();
const router = createShopRouter(store);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );

// R-LAYOUT-13: counters load after the first render, as async scripts, and again after every
// navigation (loadCounters is idempotent): the chat comes once the shopper leaves the checkout.
const counters = countersConfigFromEnv(import.meta.env);
loadCounters(counters, window.location.pathname);
router.subscribe((state) => {
  if (state.navigation.state === 'idle') loadCounters(counters, state.location.pathname);
});

import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reloadOnPreloadError } from '@features/chunkReload';
import { countersConfigFromDocument, loadCounters } from '@features/metrics';
import { App } from './App';
import { createShopRouter } from './router/createShopRouter';
import { readServerRendering, routerHydrationData } from './ssr/serverRendering';
import { makeStore } from './store';

/** Renders nothing; its effect runs once React has committed the page it follows. */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * A task boundary: what follows runs in a task of its own, so a phone answers a tap in between
 * instead of after one long task (the store, the router and hydration each take tens of
 * milliseconds on a slow phone).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // R-NAV-4: a chunk that fails to preload reloads the page once per CHUNK_RELOAD_GUARD_MS.
  reloadOnPreloadError();
  // The page the server rendered (ARCHITECTURE §4 "Server rendering"), absent in development.
  const server = readServerRendering();
  await nextTask();
  // The store runs the shop-wide sagas: user state, basket, favorites, location (spec §4); after a
  // server-rendered page they start once it has hydrated (AfterHydration).
  const store = makeStore({ serverState: server?.store, flowsLater: Boolean(server) });
  await nextTask();
  const router = createShopRouter(store, server ? routerHydrationData(server) : undefined);
  await nextTask();

  const root = document.getElementById('root');
  if (root) {
    // Hydration draws from the server's store state; the flows' changes (the visitor's own
    // basket, favorites, sign-in) follow right after it.
    const app = (
      <StrictMode>
        <App store={store} router={router} serverState={server?.store} />
        <AfterHydration run={store.startFlows} />
      </StrictMode>
    );
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (a phone would not answer a tap meanwhile).
    if (server) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
  }

  // R-LAYOUT-13: counters load after the first render, as async scripts, and again after every
  // navigation (loadCounters is idempotent): the chat comes once the shopper leaves the checkout.
  // Which counters: the server's setting, handed over in the HTML shell.
  const counters = countersConfigFromDocument();
  loadCounters(counters, window.location.pathname);
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') loadCounters(counters, state.location.pathname);
  });
}

void start();

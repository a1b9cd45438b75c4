import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { BasketInfo, UserInfo } from '@features/api';
import { makeStore, type AppStore, type StoreOptions } from '../store';

export const guest: UserInfo = { authorized: false, hash: '', admin: false, editor: false };
export const member = (hash: string): UserInfo => ({
  authorized: true,
  hash,
  admin: false,
  editor: false,
});

export const emptyBasket: BasketInfo = {
  items: [],
  summary: { count: 0, quantity: 0, sum: 0, oldSum: 0, discount: 0, couponDiscount: 0, total: 0 },
  coupons: [],
};

/** What the fake server holds; tests set it before building the store and read it afterwards. */
export interface FakeShopState {
  user: UserInfo;
  favorites: number[];
  basket: BasketInfo;
}

const favoritesAnswer = (state: FakeShopState) => HttpResponse.json({ result: state.favorites });

/**
 * The shop API at the fetch level (MSW), with the few behaviours the shop-wide flows rely on.
 * Registers the vitest hooks itself; `requests()` lists "METHOD /path" in arrival order.
 * `makeStore` builds the real store; its flows are stopped after each test, so a store of one test
 * never writes into the storage or the server state of the next.
 */
export function setUpFakeShopServer() {
  const state: FakeShopState = { user: guest, favorites: [], basket: emptyBasket };
  const log: string[] = [];
  const stores: AppStore[] = [];
  const server = setupServer(
    http.get('/api/user/info', () => HttpResponse.json({ result: state.user })),
    http.post('/api/user/logout', () => {
      state.user = guest;
      return HttpResponse.json({ result: guest });
    }),
    http.get('/api/catalog/basket/info', () => HttpResponse.json({ result: state.basket })),
    http.post('/api/catalog/basket/add', () => HttpResponse.json({ result: state.basket })),
    http.get('/api/location/getCurrent', () =>
      HttpResponse.json({
        result: { id: 0, name: 'Москва', kladr: '7700000000000', pathString: 'Москва' },
      }),
    ),
    http.get('/api/favorites/get', () => favoritesAnswer(state)),
    http.post('/api/favorites/set', async ({ request }) => {
      state.favorites = ((await request.json()) as { ids: number[] }).ids;
      return favoritesAnswer(state);
    }),
    http.post('/api/favorites/add', async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      if (!state.favorites.includes(id)) state.favorites.push(id);
      return favoritesAnswer(state);
    }),
    http.post('/api/favorites/remove', async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      state.favorites = state.favorites.filter((other) => other !== id);
      return favoritesAnswer(state);
    }),
  );
  server.events.on('request:start', ({ request }) => {
    log.push(`${request.method} ${new URL(request.url).pathname}`);
  });

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // Browsers resolve fetch's relative urls against the page; Node's Request does not.
    const NodeRequest = globalThis.Request;
    vi.stubGlobal(
      'Request',
      class PageRelativeRequest extends NodeRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
        }
      },
    );
  });
  beforeEach(() => {
    Object.assign(state, { user: guest, favorites: [], basket: emptyBasket });
    log.length = 0;
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    stores.splice(0).forEach((store) => store.stopFlows());
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });

  return {
    server,
    state,
    makeStore: (options?: StoreOptions) => {
      const store = makeStore(options);
      stores.push(store);
      return store;
    },
    requests: () => [...log],
    count: (entry: string) => log.filter((logged) => logged === entry).length,
  };
}

import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './index';

function storeWithApi() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

function answer(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

describe('shop api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('R-USER-6: signs out with POST /api/user/logout, sending the session cookie and the CSRF header', async () => {
    const fetchMock = vi.fn(async (_request: Request) =>
      answer({ result: { authorized: false, hash: '', admin: false, editor: false } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = storeWithApi();

    const result = await store.dispatch(api.endpoints.signOut.initiate());

    expect(result.data?.result.authorized).toBe(false);
    const request = fetchMock.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/user/logout');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('R-FAV-1: a favourite change is sent to outlive the page, other calls are not', async () => {
    const fetchMock = vi.fn(async (_request: Request) => answer({ result: [7] }));
    vi.stubGlobal('fetch', fetchMock);
    const store = storeWithApi();

    await store.dispatch(api.endpoints.removeFavorite.initiate({ favoriteIdRequest: { id: 7 } }));
    await store.dispatch(api.endpoints.addFavorite.initiate({ favoriteIdRequest: { id: 7 } }));
    await store.dispatch(api.endpoints.getFavorites.initiate());

    const sent = fetchMock.mock.calls.map(([request]) => [
      new URL(request.url).pathname,
      request.keepalive,
    ]);
    expect(sent).toEqual([
      ['/api/favorites/remove', true],
      ['/api/favorites/add', true],
      ['/api/favorites/get', false],
    ]);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api } from '@features/api';
import {
  FAVORITES_ERRORS,
  FAVORITES_STORAGE_KEY,
  favoriteToggled,
  selectFavoriteIds,
  selectFavoritesError,
} from '@features/favorites';
import { member, setUpFakeShopServer } from './testing/fakeShopServer';

const shop = setUpFakeShopServer();

const stored = () => JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null') as unknown;
const store = (ids: unknown) => localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(ids));

/** A store whose favorites have been merged with the server on start. */
async function startedStore() {
  const appStore = shop.makeStore();
  await vi.waitFor(() => expect(shop.count('GET /api/favorites/get')).toBe(1));
  await vi.waitFor(() => expect(shop.count('GET /api/location/getCurrent')).toBe(1));
  return appStore;
}

describe('favorites', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('R-FAV-1: shows the stored ids at once, before the server answers', () => {
    store([3, 7]);
    const appStore = shop.makeStore();
    expect(selectFavoriteIds(appStore.getState())).toEqual([3, 7]);
  });

  it('R-FAV-1: falls back to the server list when storage is empty, and stores it', async () => {
    shop.state.favorites = [11, 12];
    const appStore = await startedStore();
    await vi.waitFor(() => expect(selectFavoriteIds(appStore.getState())).toEqual([11, 12]));
    expect(stored()).toEqual([11, 12]);
    expect(shop.count('POST /api/favorites/set')).toBe(0);
  });

  it('R-FAV-3: merges with the server list and pushes the union when the server lacks ids', async () => {
    store([1, 2]);
    shop.state.favorites = [2, 5];
    const appStore = await startedStore();
    await vi.waitFor(() => expect(selectFavoriteIds(appStore.getState())).toEqual([1, 2, 5]));
    expect(shop.state.favorites).toEqual([1, 2, 5]);
    expect(stored()).toEqual([1, 2, 5]);
    expect(shop.count('POST /api/favorites/set')).toBe(1);
  });

  it('R-FAV-3: does not push when the server already has every local id', async () => {
    store([2]);
    shop.state.favorites = [2, 5];
    const appStore = await startedStore();
    await vi.waitFor(() => expect(selectFavoriteIds(appStore.getState())).toEqual([2, 5]));
    expect(shop.count('POST /api/favorites/set')).toBe(0);
  });

  it('R-FAV-3: merges again when the user signs in', async () => {
    store([1]);
    shop.state.favorites = [1];
    const appStore = await startedStore();
    // Signing in: the account's server list replaces the guest's; the next user state says so.
    shop.state.favorites = [9];
    shop.state.user = member('signed-in');
    appStore.dispatch(api.util.invalidateTags(['User']));
    await vi.waitFor(() => expect(selectFavoriteIds(appStore.getState())).toEqual([1, 9]));
    expect(shop.state.favorites).toEqual([1, 9]);
  });

  it('R-FAV-2: toggle adds an absent id and removes a present one, on the server and in storage', async () => {
    const appStore = await startedStore();

    appStore.dispatch(favoriteToggled(4));
    expect(selectFavoriteIds(appStore.getState())).toEqual([4]);
    await vi.waitFor(() => expect(shop.state.favorites).toEqual([4]));
    expect(stored()).toEqual([4]);

    appStore.dispatch(favoriteToggled(4));
    expect(selectFavoriteIds(appStore.getState())).toEqual([]);
    await vi.waitFor(() => expect(shop.state.favorites).toEqual([]));
    expect(stored()).toEqual([]);
  });

  it('R-FAV-4: ids that are not integers above 0 are dropped from storage, answers and toggles', async () => {
    store([1, 0, -2, 2.5, 'x', 3]);
    shop.state.favorites = [3, 0, 1];
    const appStore = await startedStore();
    await vi.waitFor(() => expect(stored()).toEqual([1, 3]));

    appStore.dispatch(favoriteToggled(0));
    appStore.dispatch(favoriteToggled(1.5));
    expect(selectFavoriteIds(appStore.getState())).toEqual([1, 3]);
    expect(shop.count('POST /api/favorites/add')).toBe(0);
  });

  it("R-FAV-4, R-FAV-5: an answer that is not a list shows 'Ошибка формата ответа!'", async () => {
    shop.server.use(http.get('/api/favorites/get', () => HttpResponse.json({ result: { ids: [1] } })));
    const appStore = await startedStore();
    await vi.waitFor(() => expect(selectFavoritesError(appStore.getState())).toBe('Ошибка формата ответа!'));
  });

  it("R-FAV-5: a server failure on update shows 'Ошибка обновления избранного' and undoes the toggle", async () => {
    const appStore = await startedStore();
    shop.server.use(
      http.post('/api/favorites/add', () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'Ошибка' } }, { status: 500 }),
      ),
    );

    appStore.dispatch(favoriteToggled(8));
    expect(selectFavoriteIds(appStore.getState())).toEqual([8]);
    await vi.waitFor(() => expect(selectFavoritesError(appStore.getState())).toBe(FAVORITES_ERRORS.update));
    expect(selectFavoriteIds(appStore.getState())).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it("R-FAV-5: a network failure shows 'Неизвестная ошибка'", async () => {
    const appStore = await startedStore();
    shop.server.use(http.post('/api/favorites/remove', () => HttpResponse.error()));

    appStore.dispatch(favoriteToggled(6));
    await vi.waitFor(() => expect(shop.state.favorites).toEqual([6]));
    appStore.dispatch(favoriteToggled(6));
    await vi.waitFor(() => expect(selectFavoritesError(appStore.getState())).toBe('Неизвестная ошибка'));
    expect(selectFavoriteIds(appStore.getState())).toEqual([6]);
  });
});

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
import { logOutRequested } from '@features/session';
import { guest, member, setUpFakeShopServer } from './testing/fakeShopServer';
import { waitForState } from '../testing/waitForState';

const shop = setUpFakeShopServer();

const stored = () => JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null') as unknown;
const store = (ids: unknown) => localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(ids));

/** A store whose favorites have been merged with the server on start. */
async function startedStore(reloadPage = () => {}) {
  const before = shop.count('GET /api/favorites/get');
  const locationBefore = shop.count('GET /api/location/getCurrent');
  const appStore = shop.makeStore({ reloadPage });
  await waitForState(() => expect(shop.count('GET /api/favorites/get')).toBe(before + 1));
  await waitForState(() =>
    expect(shop.count('GET /api/location/getCurrent')).toBe(locationBefore + 1),
  );
  return appStore;
}

/** Signs `hash` in on the fake server, with that account's server list; the page reloads the user state. */
function signIn(appStore: ReturnType<typeof shop.makeStore>, hash: string, favorites: number[]) {
  shop.state.user = member(hash);
  shop.state.favorites = favorites;
  appStore.dispatch(api.util.invalidateTags(['User']));
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
    await waitForState(() => expect(selectFavoriteIds(appStore.getState())).toEqual([11, 12]));
    expect(stored()).toEqual([11, 12]);
    expect(shop.count('POST /api/favorites/set')).toBe(0);
  });

  it('R-FAV-3: merges with the server list and pushes the union when the server lacks ids', async () => {
    store([1, 2]);
    shop.state.favorites = [2, 5];
    const appStore = await startedStore();
    await waitForState(() => expect(selectFavoriteIds(appStore.getState())).toEqual([1, 2, 5]));
    expect(shop.state.favorites).toEqual([1, 2, 5]);
    expect(stored()).toEqual([1, 2, 5]);
    expect(shop.count('POST /api/favorites/set')).toBe(1);
  });

  it('R-FAV-3: does not push when the server already has every local id', async () => {
    store([2]);
    shop.state.favorites = [2, 5];
    const appStore = await startedStore();
    await waitForState(() => expect(selectFavoriteIds(appStore.getState())).toEqual([2, 5]));
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
    await waitForState(() => expect(selectFavoriteIds(appStore.getState())).toEqual([1, 9]));
    expect(shop.state.favorites).toEqual([1, 9]);
  });

  it('R-FAV-3: hearts clicked while the server list loads are kept and saved', async () => {
    shop.state.user = member('anna');
    shop.state.favorites = [5];
    let answerServerList = () => {};
    const listAsked = new Promise<void>((asked) => {
      shop.server.use(
        http.get(
          '/api/favorites/get',
          async () => {
            asked();
            await new Promise<void>((answer) => (answerServerList = answer));
            return HttpResponse.json({ result: [5] });
          },
          { once: true },
        ),
      );
    });
    const appStore = shop.makeStore();
    await listAsked;
    appStore.dispatch(favoriteToggled(1));
    appStore.dispatch(favoriteToggled(2));
    answerServerList();

    await waitForState(() => expect([...shop.state.favorites].sort()).toEqual([1, 2, 5]));
    expect([...selectFavoriteIds(appStore.getState())].sort()).toEqual([1, 2, 5]);
  });

  it('R-FAV-2: toggle adds an absent id and removes a present one, on the server and in storage', async () => {
    const appStore = await startedStore();

    appStore.dispatch(favoriteToggled(4));
    expect(selectFavoriteIds(appStore.getState())).toEqual([4]);
    await waitForState(() => expect(shop.state.favorites).toEqual([4]));
    expect(stored()).toEqual([4]);

    appStore.dispatch(favoriteToggled(4));
    expect(selectFavoriteIds(appStore.getState())).toEqual([]);
    await waitForState(() => expect(shop.state.favorites).toEqual([]));
    expect(stored()).toEqual([]);
  });

  it('R-FAV-4: ids that are not integers above 0 are dropped from storage, answers and toggles', async () => {
    store([1, 0, -2, 2.5, 'x', 3]);
    shop.state.favorites = [3, 0, 1];
    const appStore = await startedStore();
    await waitForState(() => expect(stored()).toEqual([1, 3]));

    appStore.dispatch(favoriteToggled(0));
    appStore.dispatch(favoriteToggled(1.5));
    expect(selectFavoriteIds(appStore.getState())).toEqual([1, 3]);
    expect(shop.count('POST /api/favorites/add')).toBe(0);
  });

  it("R-FAV-4, R-FAV-5: an answer that is not a list shows 'Ошибка формата ответа!'", async () => {
    shop.server.use(
      http.get('/api/favorites/get', () => HttpResponse.json({ result: { ids: [1] } })),
    );
    const appStore = await startedStore();
    await waitForState(() =>
      expect(selectFavoritesError(appStore.getState())).toBe('Ошибка формата ответа!'),
    );
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
    await waitForState(() =>
      expect(selectFavoritesError(appStore.getState())).toBe(FAVORITES_ERRORS.update),
    );
    expect(selectFavoriteIds(appStore.getState())).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it("R-FAV-5: a network failure shows 'Неизвестная ошибка'", async () => {
    const appStore = await startedStore();
    shop.server.use(http.post('/api/favorites/remove', () => HttpResponse.error()));

    appStore.dispatch(favoriteToggled(6));
    await waitForState(() => expect(shop.state.favorites).toEqual([6]));
    appStore.dispatch(favoriteToggled(6));
    await waitForState(() =>
      expect(selectFavoritesError(appStore.getState())).toBe('Неизвестная ошибка'),
    );
    expect(selectFavoriteIds(appStore.getState())).toEqual([6]);
  });

  it('issue 9 point 3: log out clears the list; the next account gets only what the guest saved', async () => {
    shop.state.user = member('anna');
    shop.state.favorites = [1, 2];
    const reloadPage = vi.fn();
    const annasPage = await startedStore(reloadPage);
    await waitForState(() => expect(stored()).toEqual([1, 2]));

    annasPage.dispatch(logOutRequested());
    await waitForState(() => expect(reloadPage).toHaveBeenCalled());
    expect(stored()).toEqual([]);

    // The reloaded page: a guest with an empty server list saves one product, then Boris signs in.
    shop.state.favorites = [];
    const guestsPage = await startedStore();
    guestsPage.dispatch(favoriteToggled(7));
    await waitForState(() => expect(shop.state.favorites).toEqual([7]));
    signIn(guestsPage, 'boris', [9]);
    await waitForState(() => expect(selectFavoriteIds(guestsPage.getState())).toEqual([7, 9]));
    expect(shop.state.favorites).toEqual([7, 9]);
    expect(stored()).toEqual([7, 9]);
  });

  it('issue 9 point 3: the list of a session that expired is not merged into the next account', async () => {
    shop.state.user = member('anna');
    shop.state.favorites = [1, 2];
    await startedStore();
    await waitForState(() => expect(stored()).toEqual([1, 2]));

    // A later page: Anna's session has expired, so this is a guest; then Boris signs in.
    shop.state.user = guest;
    shop.state.favorites = [];
    const nextPage = await startedStore();
    await waitForState(() => expect(stored()).toEqual([]));
    expect(selectFavoriteIds(nextPage.getState())).toEqual([]);
    signIn(nextPage, 'boris', [9]);
    await waitForState(() => expect(selectFavoriteIds(nextPage.getState())).toEqual([9]));
    expect(shop.state.favorites).toEqual([9]);
    expect(shop.count('POST /api/favorites/set')).toBe(0);
  });

  it('issue 9 point 3: a session that expires while the page is open takes its list along', async () => {
    shop.state.user = member('anna');
    shop.state.favorites = [1, 2];
    const appStore = await startedStore();
    await waitForState(() => expect(stored()).toEqual([1, 2]));

    shop.state.user = guest;
    shop.state.favorites = [];
    appStore.dispatch(api.util.invalidateTags(['User']));
    await waitForState(() => expect(selectFavoriteIds(appStore.getState())).toEqual([]));
    expect(stored()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { api } from '@features/api';
import { selectUser } from '@features/session';
import { member, setUpFakeShopServer } from './testing/fakeShopServer';
import { waitForState } from '../testing/waitForState';

const shop = setUpFakeShopServer();

const unauthorized = () =>
  HttpResponse.json(
    { error: { code: 'UNAUTHORIZED', message: 'Требуется вход' } },
    { status: 401 },
  );

/** A store whose start-up requests are done, so only the requests under test remain. */
async function startedStore() {
  const store = shop.makeStore();
  await waitForState(() => expect(shop.count('GET /api/location/getCurrent')).toBe(1));
  return store;
}

describe('the 401 policy', () => {
  it('R-USER-5: two concurrent 401s share one user reload and each request is retried once', async () => {
    shop.state.user = member('u1');
    const store = await startedStore();
    let profileCalls = 0;
    let menuCalls = 0;
    shop.server.use(
      // A slow user reload, so the second 401 arrives while the first one's reload is running.
      http.get('/api/user/info', async () => {
        await delay(50);
        return HttpResponse.json({ result: shop.state.user });
      }),
      http.get('/api/user/profile', () =>
        ++profileCalls === 1
          ? unauthorized()
          : HttpResponse.json({ result: { id: 1, name: 'Анна', email: null, phone: null } }),
      ),
      http.get('/api/menu/topmost', () =>
        ++menuCalls === 1 ? unauthorized() : HttpResponse.json({ result: [] }),
      ),
    );
    const userInfoBefore = shop.count('GET /api/user/info');

    const [profile, menu] = await Promise.all([
      store.dispatch(api.endpoints.getUserProfile.initiate()),
      store.dispatch(api.endpoints.getTopmostMenu.initiate()),
    ]);

    expect(profile.data?.result.name).toBe('Анна');
    expect(menu.data?.result).toEqual([]);
    expect(shop.count('GET /api/user/info') - userInfoBefore).toBe(1);
    expect(shop.count('GET /api/user/profile')).toBe(2);
    expect(shop.count('GET /api/menu/topmost')).toBe(2);
  });

  it('R-USER-5: a 401 on the retry is not retried again and surfaces as the error', async () => {
    const store = await startedStore();
    shop.server.use(http.get('/api/user/profile', unauthorized));
    const userInfoBefore = shop.count('GET /api/user/info');

    const profile = await store.dispatch(api.endpoints.getUserProfile.initiate());

    expect(profile.error).toMatchObject({
      status: 401,
      data: { error: { message: 'Требуется вход' } },
    });
    expect(shop.count('GET /api/user/profile')).toBe(2);
    expect(shop.count('GET /api/user/info') - userInfoBefore).toBe(1);
  });

  it('R-USER-5: the reload brings the new user state before the retry', async () => {
    shop.state.user = member('old');
    const store = await startedStore();
    shop.server.use(
      http.get('/api/user/profile', () => {
        // The session changed on the server: the first answer is 401, the user state now differs.
        if (shop.state.user.hash === 'old') {
          shop.state.user = member('new');
          return unauthorized();
        }
        return HttpResponse.json({ result: { id: 2, name: 'Борис', email: null, phone: null } });
      }),
    );

    const profile = await store.dispatch(api.endpoints.getUserProfile.initiate());

    expect(profile.data?.result.name).toBe('Борис');
    expect(selectUser(store.getState())?.hash).toBe('new');
  });
});

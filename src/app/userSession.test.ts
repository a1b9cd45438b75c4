import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { USER_REFRESH_MS } from '@features/session';
import {
  logOutRequested,
  markNewRegistration,
  NEW_REGISTRATION_FLAG_KEY,
  selectUser,
} from '@features/session';
import { member, setUpFakeShopServer } from './testing/fakeShopServer';
import { waitForState } from '../testing/waitForState';

const shop = setUpFakeShopServer();

/** Goals the metrics module handed to the tag manager's dataLayer. */
const goals = () =>
  ((window as { dataLayer?: Array<{ event?: unknown }> }).dataLayer ?? []).map(
    (entry) => entry.event,
  );

describe('user state flows', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it('R-USER-1: loads the user state on start and again every 600 000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    shop.state.user = member('first');
    const store = shop.makeStore();
    await waitForState(() => expect(selectUser(store.getState())?.hash).toBe('first'));
    expect(shop.count('GET /api/user/info')).toBe(1);

    // vi.waitFor advances fake time by its 50 ms polling interval, hence the 1 s margin.
    shop.state.user = member('second');
    await vi.advanceTimersByTimeAsync(USER_REFRESH_MS - 1000);
    expect(shop.count('GET /api/user/info')).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    await waitForState(() => expect(selectUser(store.getState())?.hash).toBe('second'));
    expect(shop.count('GET /api/user/info')).toBe(2);

    await vi.advanceTimersByTimeAsync(USER_REFRESH_MS);
    await waitForState(() => expect(shop.count('GET /api/user/info')).toBe(3));
  });

  it('R-USER-2: initialises basket, favorites and location once the user state is known', async () => {
    let answerUser: () => void = () => {};
    shop.server.use(
      http.get('/api/user/info', async () => {
        await new Promise<void>((resolve) => (answerUser = resolve));
        return HttpResponse.json({ result: shop.state.user });
      }),
    );
    shop.makeStore();
    await waitForState(() => expect(shop.requests()).toEqual(['GET /api/user/info']));

    answerUser();
    await waitForState(() =>
      expect(shop.requests().sort()).toEqual([
        'GET /api/catalog/basket/info',
        'GET /api/favorites/get',
        'GET /api/location/getCurrent',
        'GET /api/user/info',
      ]),
    );
  });

  it("R-USER-3: sends 'registered' when the new-registration flag is set, then clears the flag", async () => {
    markNewRegistration();
    shop.state.user = member('new-user');
    shop.makeStore();
    await waitForState(() => expect(goals()).toEqual(['registered']));
    expect(localStorage.getItem(NEW_REGISTRATION_FLAG_KEY)).toBeNull();
  });

  it("R-USER-3: sends 'authorized' when a user is newly signed in without the flag", async () => {
    shop.state.user = member('returning');
    shop.makeStore();
    await waitForState(() => expect(goals()).toEqual(['authorized']));
  });

  it('R-USER-3: a reload with the same hash sends nothing; another hash sends again', async () => {
    shop.state.user = member('same');
    const firstPage = shop.makeStore();
    await waitForState(() => expect(goals()).toEqual(['authorized']));

    firstPage.stopFlows(); // the page is reloaded
    shop.makeStore();
    await waitForState(() => expect(shop.count('GET /api/user/info')).toBe(2));
    await waitForState(() => expect(shop.count('GET /api/location/getCurrent')).toBe(2));
    expect(goals()).toEqual(['authorized']);

    shop.state.user = member('other');
    shop.makeStore();
    await waitForState(() => expect(goals()).toEqual(['authorized', 'authorized']));
  });

  it('R-USER-3: a guest sends no authorization event', async () => {
    const store = shop.makeStore();
    await waitForState(() => expect(selectUser(store.getState())?.authorized).toBe(false));
    await waitForState(() => expect(shop.count('GET /api/location/getCurrent')).toBe(1));
    expect(goals()).toEqual([]);
  });

  it('R-USER-4: log out calls POST /api/user/logout and then reloads the page', async () => {
    shop.state.user = member('leaving');
    const reloadPage = vi.fn(() => {
      // By the time the page reloads, the server has ended the session.
      expect(shop.state.user.authorized).toBe(false);
    });
    const store = shop.makeStore({ reloadPage });
    await waitForState(() => expect(selectUser(store.getState())?.authorized).toBe(true));

    store.dispatch(logOutRequested());
    await waitForState(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(shop.count('POST /api/user/logout')).toBe(1);
  });
});

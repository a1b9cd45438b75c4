import { describe, expect, it } from 'vitest';
import { selectBasketCount } from '@features/basket';
import { selectUser } from '@features/session';
import { emptyBasket, member, setUpFakeShopServer } from './testing/fakeShopServer';
import { waitForState } from '../testing/waitForState';

const shop = setUpFakeShopServer();

describe('a store started from the server renderer state', () => {
  it("issue 11 point 2: asks for the visitor's own user state and basket instead of keeping the guest's the page was drawn with", async () => {
    // What the server renders every page with: a guest with an empty basket.
    const server = shop.makeStore();
    await waitForState(() => expect(shop.count('GET /api/catalog/basket/info')).toBe(1));
    const serverState = { api: server.getState().api };
    expect(selectUser(server.getState())?.authorized).toBe(false);

    // The visitor is signed in and has a basket.
    shop.state.user = member('visitor');
    shop.state.basket = {
      ...emptyBasket,
      summary: { ...emptyBasket.summary, count: 2, quantity: 3 },
    };
    const browser = shop.makeStore({ serverState });
    // Hydration draws the server's guest state...
    expect(selectUser(browser.getState())?.authorized).toBe(false);
    // ...and the visitor's own state follows at once.
    await waitForState(() => expect(selectUser(browser.getState())?.hash).toBe('visitor'));
    await waitForState(() => expect(selectBasketCount(browser.getState())).toBe(3));
  });

  it('a page the server rendered starts its flows once hydrated (startFlows)', async () => {
    const server = shop.makeStore();
    await waitForState(() => expect(shop.count('GET /api/user/info')).toBe(1));
    const serverState = { api: server.getState().api };
    shop.state.user = member('visitor');

    const browser = shop.makeStore({ serverState, flowsLater: true });
    expect(selectUser(browser.getState())?.authorized).toBe(false);
    browser.startFlows();
    await waitForState(() => expect(selectUser(browser.getState())?.hash).toBe('visitor'));
    expect(shop.count('GET /api/user/info')).toBe(2);
  });
});

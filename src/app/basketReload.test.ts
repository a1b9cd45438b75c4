import { describe, expect, it } from 'vitest';
import { api } from '@features/api';
import { selectBasketCount } from '@features/basket';
import { emptyBasket, setUpFakeShopServer } from './testing/fakeShopServer';
import { waitForState } from '../testing/waitForState';

const shop = setUpFakeShopServer();

const basketWith = (quantity: number) => ({
  ...emptyBasket,
  summary: { ...emptyBasket.summary, count: 1, quantity },
});

describe('basket', () => {
  it('R-BASKET-3: adding a product reloads basket info, and the badge count follows', async () => {
    const store = shop.makeStore();
    await waitForState(() => expect(shop.count('GET /api/catalog/basket/info')).toBe(1));
    expect(selectBasketCount(store.getState())).toBe(0);

    shop.state.basket = basketWith(1);
    await store.dispatch(
      api.endpoints.addToBasket.initiate({ body: { productId: 5, quantity: 1 } }),
    );

    await waitForState(() => expect(shop.count('GET /api/catalog/basket/info')).toBe(2));
    const requests = shop.requests();
    expect(requests.lastIndexOf('GET /api/catalog/basket/info')).toBeGreaterThan(
      requests.indexOf('POST /api/catalog/basket/add'),
    );
    await waitForState(() => expect(selectBasketCount(store.getState())).toBe(1));
  });

  it('issue 9 point 18: the badge counts pieces, not basket lines', async () => {
    shop.state.basket = {
      ...emptyBasket,
      summary: { ...emptyBasket.summary, count: 2, quantity: 5 },
    };
    const store = shop.makeStore();
    await waitForState(() => expect(selectBasketCount(store.getState())).toBe(5));
  });
});

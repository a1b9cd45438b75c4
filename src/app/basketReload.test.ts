import { describe, expect, it, vi } from 'vitest';
import { api } from '@features/api';
import { selectBasketCount } from '@features/basket';
import { emptyBasket, setUpFakeShopServer } from './testing/fakeShopServer';

const shop = setUpFakeShopServer();

const basketWith = (count: number) => ({ ...emptyBasket, summary: { ...emptyBasket.summary, count } });

describe('basket', () => {
  it('R-BASKET-3: adding a product reloads basket info, and the badge count follows', async () => {
    const store = shop.makeStore();
    await vi.waitFor(() => expect(shop.count('GET /api/catalog/basket/info')).toBe(1));
    expect(selectBasketCount(store.getState())).toBe(0);

    shop.state.basket = basketWith(1);
    await store.dispatch(api.endpoints.addToBasket.initiate({ body: { productId: 5, quantity: 1 } }));

    await vi.waitFor(() => expect(shop.count('GET /api/catalog/basket/info')).toBe(2));
    const requests = shop.requests();
    expect(requests.lastIndexOf('GET /api/catalog/basket/info')).toBeGreaterThan(
      requests.indexOf('POST /api/catalog/basket/add'),
    );
    await vi.waitFor(() => expect(selectBasketCount(store.getState())).toBe(1));
  });
});

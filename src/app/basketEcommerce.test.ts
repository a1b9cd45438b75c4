import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, type BasketInfo, type PlaceOrderRequest } from '@features/api';
import { basketItem, basketOf } from '@features/personal/testing';
import { emptyBasket, member, setUpFakeShopServer } from './testing/fakeShopServer';
import { waitForState } from '../testing/waitForState';

const shop = setUpFakeShopServer();

const line = (basketItemId: number, quantity: number) =>
  basketItem(basketItemId, `Картина ${basketItemId}`, 500, quantity);

const product = (basketItemId: number, quantity: number) => ({
  id: String(10 * basketItemId),
  name: `Картина ${basketItemId}`,
  price: 500,
  category: 'Алмазная мозаика',
  quantity,
});

/** The page's dataLayer, as Yandex Metrika's counter reads it. */
const page = window as { dataLayer?: Array<Record<string, unknown>> };
const ecommerceObjects = () => (page.dataLayer ?? []).filter((entry) => 'ecommerce' in entry);

type Store = ReturnType<typeof shop.makeStore>;
const cachedBasket = (store: Store) =>
  api.endpoints.getBasketInfo.select()(store.getState()).data?.result;

/** A store whose first basket answer (the visitor's, after the page loads) has been read. */
async function storeWithBasket(basket: BasketInfo) {
  page.dataLayer = undefined;
  shop.state.basket = basket;
  const store = shop.makeStore();
  await waitForState(() => expect(cachedBasket(store)).toEqual(basket));
  return store;
}

/** Answers the next call with `basket` and waits until the basket info it reloads shows it. */
async function changeBasket(store: Store, fire: () => Promise<unknown>, basket: BasketInfo) {
  shop.state.basket = basket;
  await fire();
  await waitForState(() => expect(cachedBasket(store)).toEqual(basket));
}

describe('issue 27 point 2: basket changes and orders in dataLayer', () => {
  it('the basket the page starts with is no change; adding, raising and removing are', async () => {
    shop.server.use(
      http.post('/api/catalog/basket/updateQuantity', () =>
        HttpResponse.json({ result: shop.state.basket }),
      ),
      http.post('/api/catalog/basket/remove', () =>
        HttpResponse.json({ result: shop.state.basket }),
      ),
    );
    const store = await storeWithBasket(basketOf([line(1, 1)]));
    expect(page.dataLayer).toBeUndefined();

    const { addToBasket, updateBasketQuantity, removeFromBasket } = api.endpoints;
    await changeBasket(
      store,
      () => store.dispatch(addToBasket.initiate({ body: { productId: 20, quantity: 2 } })),
      basketOf([line(1, 1), line(2, 2)]),
    );
    await waitForState(() => expect(ecommerceObjects()).toHaveLength(1));
    await changeBasket(
      store,
      () =>
        store.dispatch(updateBasketQuantity.initiate({ body: { basketItemId: 1, quantity: 4 } })),
      basketOf([line(1, 4), line(2, 2)]),
    );
    await waitForState(() => expect(ecommerceObjects()).toHaveLength(2));
    await changeBasket(
      store,
      () => store.dispatch(removeFromBasket.initiate({ body: { basketItemId: 2 } })),
      basketOf([line(1, 4)]),
    );
    await waitForState(() => expect(ecommerceObjects()).toHaveLength(3));

    expect(ecommerceObjects()).toEqual([
      { ecommerce: { currencyCode: 'RUB', add: { products: [product(2, 2)] } } },
      { ecommerce: { currencyCode: 'RUB', add: { products: [product(1, 3)] } } },
      { ecommerce: { currencyCode: 'RUB', remove: { products: [product(2, 2)] } } },
    ]);
  });

  it('a placed order is one purchase of the basket it emptied, with no removal', async () => {
    shop.server.use(
      http.post('/api/checkout/order', () =>
        HttpResponse.json({ result: { orderId: 77, account: 'signedIn', payment: null } }),
      ),
    );
    const store = await storeWithBasket(basketOf([line(1, 2)]));
    await changeBasket(
      store,
      () =>
        store.dispatch(
          api.endpoints.placeOrder.initiate({ placeOrderRequest: {} as PlaceOrderRequest }),
        ),
      emptyBasket,
    );
    await waitForState(() => expect(ecommerceObjects()).toHaveLength(1));
    expect(ecommerceObjects()).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          purchase: { actionField: { id: '77', revenue: 1000 }, products: [product(1, 2)] },
        },
      },
    ]);
  });

  it("signing in shows the account's basket: a switch, not the shopper adding", async () => {
    shop.server.use(
      http.post('/api/user/auth', () => {
        shop.state.user = member('visitor');
        return HttpResponse.json({ result: shop.state.user });
      }),
    );
    const store = await storeWithBasket(emptyBasket);
    await changeBasket(
      store,
      () =>
        store.dispatch(
          api.endpoints.signIn.initiate({ signInRequest: { login: 'a@b.ru', password: 'secret' } }),
        ),
      basketOf([line(1, 3)]),
    );
    await changeBasket(
      store,
      () =>
        store.dispatch(
          api.endpoints.addToBasket.initiate({ body: { productId: 10, quantity: 1 } }),
        ),
      basketOf([line(1, 4)]),
    );
    await waitForState(() => expect(ecommerceObjects()).toHaveLength(1));
    expect(ecommerceObjects()).toEqual([
      { ecommerce: { currencyCode: 'RUB', add: { products: [product(1, 1)] } } },
    ]);
  });
});

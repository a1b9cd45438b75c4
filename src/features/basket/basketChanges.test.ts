import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type BasketInfo, type PlaceOrderRequest } from '@features/api';
import { photoKitApi } from '@features/photoKit';
import { photoKitOffer } from '@features/photoKit/testing';
import { waitForState } from '../../testing/waitForState';

const BASKET_INFO = 'GET /api/catalog/basket/info';

const basket: BasketInfo = {
  items: [],
  summary: { count: 0, quantity: 0, sum: 0, oldSum: 0, discount: 0, couponDiscount: 0, total: 0 },
  coupons: [],
};

/** Every call answered at the fetch level, logged as "METHOD /path" in arrival order. */
const log: string[] = [];
const server = setupServer(
  http.all('*', ({ request }) => {
    log.push(`${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.json({ result: basket });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The shop's api cache as the app's store holds it: tags invalidated refetch what is shown. */
const storeWithApi = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
type Store = ReturnType<typeof storeWithApi>;

const photoKit = {
  productId: 9003,
  ...photoKitOffer().defaultOptions,
  crop: { x: 0, y: 0, width: 400, height: 500 },
  chartHash: 'chart-hash',
  photo: new File(['photo'], 'photo.jpg', { type: 'image/jpeg' }),
};

/**
 * Every call that changes what the basket holds or what it costs, with the request it makes.
 * The basket's own calls; a photo kit (both the form the constructor sends and the generated
 * JSON call); an order repeated into the basket or placed from it; signing in, up or by a reset
 * link (the guest basket is merged into the user's) and out (the guest's basket again); a city
 * (its prices).
 */
const BASKET_CHANGES: { name: string; request: string; fire: (store: Store) => unknown }[] = [
  {
    name: 'addToBasket',
    request: 'POST /api/catalog/basket/add',
    fire: (store) =>
      store.dispatch(api.endpoints.addToBasket.initiate({ body: { productId: 5, quantity: 1 } })),
  },
  {
    name: 'updateBasketQuantity',
    request: 'POST /api/catalog/basket/updateQuantity',
    fire: (store) =>
      store.dispatch(
        api.endpoints.updateBasketQuantity.initiate({ body: { basketItemId: 1, quantity: 3 } }),
      ),
  },
  {
    name: 'removeFromBasket',
    request: 'POST /api/catalog/basket/remove',
    fire: (store) =>
      store.dispatch(api.endpoints.removeFromBasket.initiate({ body: { basketItemId: 1 } })),
  },
  {
    name: 'clearBasket',
    request: 'POST /api/catalog/basket/removeAll',
    fire: (store) => store.dispatch(api.endpoints.clearBasket.initiate()),
  },
  {
    name: 'applyCoupon',
    request: 'POST /api/catalog/basket/applyCoupon',
    fire: (store) =>
      store.dispatch(api.endpoints.applyCoupon.initiate({ couponRequest: { coupon: 'SALE10' } })),
  },
  {
    name: 'removeCoupon',
    request: 'POST /api/catalog/basket/removeCoupon',
    fire: (store) =>
      store.dispatch(api.endpoints.removeCoupon.initiate({ couponRequest: { coupon: 'SALE10' } })),
  },
  {
    name: 'addPhotoKit',
    request: 'POST /api/catalog/basket/addPhotoKit',
    fire: (store) => store.dispatch(photoKitApi.endpoints.addPhotoKit.initiate(photoKit)),
  },
  {
    name: 'addPhotoKitToBasket',
    request: 'POST /api/catalog/basket/addPhotoKit',
    fire: (store) =>
      store.dispatch(
        api.endpoints.addPhotoKitToBasket.initiate({
          photoKitRequest: { ...photoKit, photo: 'photo.jpg' },
        }),
      ),
  },
  {
    name: 'repeatMyOrder',
    request: 'POST /api/personal/orders/7/repeat',
    fire: (store) => store.dispatch(api.endpoints.repeatMyOrder.initiate({ orderId: 7 })),
  },
  {
    name: 'placeOrder',
    request: 'POST /api/checkout/order',
    fire: (store) =>
      store.dispatch(
        api.endpoints.placeOrder.initiate({
          placeOrderRequest: {
            idempotencyKey: '7f0c8a52-2b8e-4c1e-9a51-3f1d2e4b5c6d',
            contact: { name: 'Мария', phone: '+7 900 111-22-33', email: 'maria@hobby.test' },
            delivery: { kind: 'courier', address: 'Москва, ул. Ленина, 1' },
            payment: 'on_receipt',
            agree: true,
            consent: true,
            seen: [{ productId: 5, quantity: 1, price: 1000 }],
          } satisfies PlaceOrderRequest,
        }),
      ),
  },
  {
    name: 'signIn',
    request: 'POST /api/user/auth',
    fire: (store) =>
      store.dispatch(
        api.endpoints.signIn.initiate({
          signInRequest: { login: 'maria@hobby.test', password: 'secret-1' },
        }),
      ),
  },
  {
    name: 'register',
    request: 'POST /api/user/register',
    fire: (store) =>
      store.dispatch(
        api.endpoints.register.initiate({
          registerRequest: {
            name: 'Мария',
            email: 'maria@hobby.test',
            password: 'secret-1',
            consent: true,
          },
        }),
      ),
  },
  {
    name: 'resetPassword',
    request: 'POST /api/user/password/reset',
    fire: (store) =>
      store.dispatch(
        api.endpoints.resetPassword.initiate({ body: { token: 'token', password: 'secret-2' } }),
      ),
  },
  {
    name: 'signOut',
    request: 'POST /api/user/logout',
    fire: (store) => store.dispatch(api.endpoints.signOut.initiate()),
  },
  {
    name: 'setLocation',
    request: 'POST /api/location/setLocationId',
    fire: (store) =>
      store.dispatch(api.endpoints.setLocation.initiate({ body: { locationId: 2 } })),
  },
];

describe('basket changes', () => {
  it('R-BASKET-3: every call that changes the basket reloads the basket info', async () => {
    for (const { name, request, fire } of BASKET_CHANGES) {
      log.length = 0;
      const store = storeWithApi();
      // The basket as the header and the checkout show it: loaded once, kept subscribed.
      const shown = store.dispatch(api.endpoints.getBasketInfo.initiate());
      await shown;
      await fire(store);
      await waitForState(() => expect(log, name).toEqual([BASKET_INFO, request, BASKET_INFO]));
      shown.unsubscribe();
    }
  });

  it('R-BASKET-3: the list above has every call named for the basket or a coupon', () => {
    const named = Object.entries({ ...api.endpoints, ...photoKitApi.endpoints })
      .filter(([name, endpoint]) => 'useMutation' in endpoint && /Basket|Coupon/.test(name))
      .map(([name]) => name);
    expect(named.length).toBeGreaterThan(0);
    expect(BASKET_CHANGES.map((change) => change.name)).toEqual(expect.arrayContaining(named));
  });
});

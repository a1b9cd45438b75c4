import { configureStore } from '@reduxjs/toolkit';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, type BasketInfo, type BasketItem } from '@features/api';
import { useBasketLine } from './useBasketLine';

const line = (productId: number, basketItemId: number, quantity: number): BasketItem => ({
  basketItemId,
  productId,
  name: `Набор ${productId}`,
  price: 1000,
  old_price: null,
  brand: null,
  category_chain: 'Алмазная мозаика',
  sku: `SKU-${productId}`,
  quantity,
  stock: 10,
  url: `/product/${productId}/`,
  image: null,
});

/** The basket the server holds; the quantity call changes it. */
let items: BasketItem[] = [];
const updates: unknown[] = [];
const info = (): BasketInfo => ({
  items,
  summary: { count: 0, quantity: 0, sum: 0, oldSum: 0, discount: 0, couponDiscount: 0, total: 0 },
  coupons: [],
});
const server = setupServer(
  http.get('*/api/catalog/basket/info', () => HttpResponse.json({ result: info() })),
  http.post('*/api/catalog/basket/updateQuantity', async ({ request }) => {
    const body = (await request.json()) as { basketItemId: number; quantity: number };
    updates.push(body);
    items = items.map((item) =>
      item.basketItemId === body.basketItemId ? { ...item, quantity: body.quantity } : item,
    );
    return HttpResponse.json({ result: info() });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  updates.length = 0;
});
afterAll(() => server.close());

function Line({ productId }: { productId: number }) {
  const basket = useBasketLine(productId);
  return (
    <p>
      {`Товар ${productId}: ${basket.quantity}`}
      <button type="button" onClick={() => basket.setQuantity(basket.quantity + 1)}>
        {`Ещё ${productId}`}
      </button>
    </p>
  );
}

/** Cards alone, as a guest's section page has them: no header asks for the basket. */
function renderCards() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <Line productId={5} />
      <Line productId={6} />
    </Provider>,
  );
}

describe('a product’s basket line', () => {
  it('loads the basket itself and shows each product’s own quantity', async () => {
    items = [line(5, 71, 2)];
    renderCards();
    expect(await screen.findByText('Товар 5: 2')).toBeTruthy();
    expect(screen.getByText('Товар 6: 0')).toBeTruthy();
  });

  it('changes the line’s quantity by its basket item and shows the basket loaded again', async () => {
    items = [line(5, 71, 2)];
    renderCards();
    await screen.findByText('Товар 5: 2');
    fireEvent.click(screen.getByText('Ещё 5'));
    expect(await screen.findByText('Товар 5: 3')).toBeTruthy();
    expect(updates).toEqual([{ basketItemId: 71, quantity: 3 }]);
    expect(screen.getByText('Товар 6: 0')).toBeTruthy();
  });
});

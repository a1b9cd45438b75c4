import { http, HttpResponse } from 'msw';
import type { BasketInfo, BasketItem, ProductCard } from '@features/api';

const emptySummary = (): BasketInfo['summary'] => ({
  count: 0,
  quantity: 0,
  sum: 0,
  oldSum: 0,
  discount: 0,
  couponDiscount: 0,
  total: 0,
});

/** The basket info of these lines, with the sums the server counts for them (no coupon). */
export function basketInfoOf(items: BasketItem[]): BasketInfo {
  const summary = emptySummary();
  for (const item of items) {
    summary.count += 1;
    summary.quantity += item.quantity;
    summary.sum += item.price * item.quantity;
    summary.oldSum += (item.old_price ?? item.price) * item.quantity;
  }
  summary.discount = summary.oldSum - summary.sum;
  summary.total = summary.sum;
  return { items, summary, coupons: [] };
}

/**
 * The basket calls of spec §7 answered in memory, shaped by the generated types (BasketInfo), for
 * container stories: add, updateQuantity and remove answer the fresh basket as the server does.
 * `requests` lists the bodies the stories' play functions assert on.
 */
export function fakeBasket(
  catalogue: readonly ProductCard[],
  initial: Record<number, number> = {},
) {
  let nextId = 1;
  let items: BasketItem[] = [];
  const requests: { call: string; body: unknown }[] = [];
  const line = (product: ProductCard, quantity: number): BasketItem => ({
    basketItemId: nextId++,
    productId: product.id,
    name: product.name,
    price: product.price,
    old_price: product.old_price,
    brand: product.brand,
    category_chain: 'Каталог',
    sku: product.code,
    quantity,
    stock: product.available ? 25 : 0,
    url: product.url,
    image: product.image,
  });
  for (const [id, quantity] of Object.entries(initial)) {
    const product = catalogue.find((card) => card.id === Number(id));
    if (product) items.push(line(product, quantity));
  }
  const answer = () => HttpResponse.json({ result: basketInfoOf(items) });

  const handlers = [
    http.get('/api/catalog/basket/info', answer),
    http.post('/api/catalog/basket/add', async ({ request }) => {
      const body = (await request.json()) as { productId: number; quantity: number };
      requests.push({ call: 'add', body });
      const existing = items.find((item) => item.productId === body.productId);
      const product = catalogue.find((card) => card.id === body.productId);
      if (existing) existing.quantity += body.quantity;
      else if (product) items.push(line(product, body.quantity));
      else
        return HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: 'Товар не найден' } },
          { status: 404 },
        );
      return answer();
    }),
    http.post('/api/catalog/basket/updateQuantity', async ({ request }) => {
      const body = (await request.json()) as { basketItemId: number; quantity: number };
      requests.push({ call: 'updateQuantity', body });
      items = items.map((item) =>
        item.basketItemId === body.basketItemId ? { ...item, quantity: body.quantity } : item,
      );
      return answer();
    }),
    http.post('/api/catalog/basket/remove', async ({ request }) => {
      const body = (await request.json()) as { basketItemId: number };
      requests.push({ call: 'remove', body });
      items = items.filter((item) => item.basketItemId !== body.basketItemId);
      return answer();
    }),
  ];
  return { handlers, requests };
}

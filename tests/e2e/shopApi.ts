import type { Page } from '@playwright/test';

/**
 * Calls the shop's API from inside the page, with the page's cookies and the CSRF header every
 * state-changing call needs (docs/api.md "CSRF") — what the shop's own scripts would do.
 */
export async function callShopApi<T = unknown>(
  page: Page,
  path: string,
  body?: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json();
    },
    { path, body },
  ) as Promise<T>;
}

/** The demo's gift certificates' section. */
const GIFT_CERTIFICATES_PATH = '/product/podarochnye-sertifikaty/';

/**
 * Goods a test may put into the basket by `add`: in stock, no gift certificate (its order has no
 * courier and is paid online only) and no kit made from a photo (it comes with its photo only).
 */
export const isPlainGood = (card: { url: string; available?: boolean; madeFromPhoto?: boolean }) =>
  card.available !== false && !card.url.startsWith(GIFT_CERTIFICATES_PATH) && !card.madeFromPhoto;

/** Ids of the first products of the demo catalogue's first section page, as a shopper sees them. */
export async function someProductIds(page: Page, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let id = 1; ids.length < count && id < 200; id += 1) {
    const { result } = await callShopApi<{ result: Parameters<typeof isPlainGood>[0][] }>(
      page,
      '/api/favorites/products',
      {
        ids: [id],
      },
    );
    const [card] = result;
    if (card && isPlainGood(card)) ids.push(id);
  }
  return ids;
}

interface ShopCard {
  id: number;
  url: string;
  price: number;
  available: boolean;
  madeFromPhoto?: boolean;
}

/** The demo's first thousand products as the page's shopper sees them (price, stock). */
async function firstCards(page: Page): Promise<ShopCard[]> {
  const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
  const { result } = await callShopApi<{ result: ShopCard[] }>(page, '/api/favorites/products', {
    ids,
  });
  return result;
}

/** Plain goods among the first products (isPlainGood), with prices, cheapest first. */
export async function goodsByPrice(page: Page): Promise<{ id: number; price: number }[]> {
  return (await firstCards(page))
    .filter(isPlainGood)
    .sort((a, b) => a.price - b.price)
    .map(({ id, price }) => ({ id, price }));
}

/** The demo's gift certificate of that nominal (1 000, 2 000, 3 000 or 5 000 ₽). */
export async function giftCertificateId(page: Page, nominal: number): Promise<number> {
  const card = (await firstCards(page)).find(
    (c) => c.url.startsWith(GIFT_CERTIFICATES_PATH) && c.price === nominal,
  );
  if (!card) throw new Error(`no gift certificate of ${nominal} ₽ among the first products`);
  return card.id;
}

/** A fresh shopper account for this test: registration signs it in. */
export function newShopper() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: 'Тестовый покупатель',
    email: `shopper${stamp}@hobby.test`,
    password: 'tvorchestvo-2026',
  };
}

/** Registers a fresh shopper from inside the page; registration signs the page in. */
export async function registerShopper(page: Page) {
  const shopper = newShopper();
  await callShopApi(page, '/api/user/register', { ...shopper, consent: true });
  return shopper;
}

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callShopApi, newShopper } from './shopApi';
import { fillOrderForm, headerBasketLink, placedOrderId, placeOrder } from './shopUi';

/** The demo section the test shops in: its first page, server-rendered. */
const SECTION_URL = '/shop/almaznaya-vyshivka/';

interface Card {
  id: number;
  name: string;
  url: string;
  price: number;
  brand: string | null;
}
interface SectionPage {
  data: { section: { name: string }; products: Card[] };
}
interface ProductPage {
  data: {
    product: {
      id: number;
      name: string;
      price: number;
      brand: string | null;
      stock: number;
      /** The sections from the catalogue root. */
      sectionChain: { title: string }[];
    };
  };
}
interface BasketLine {
  productId: number;
  name: string;
  price: number;
  brand: string | null;
  category_chain: string;
}

/** A page's JSON as the shop's own scripts ask for it (the page protocol). */
const pageJson = <T>(page: Page, url: string) =>
  page.evaluate(
    async (path) => (await fetch(path, { headers: { 'X-Source': 'nuxt' } })).json(),
    url,
  ) as Promise<T>;

/** The first card of the list whose product has two pieces in stock: the test adds a second. */
async function productWithStock(page: Page, cards: Card[]) {
  for (const card of cards) {
    const { product } = (await pageJson<ProductPage>(page, card.url)).data;
    if (product.stock >= 2) return { card, product };
  }
  throw new Error('No product of the section has two pieces in stock');
}

/** What the page put into `window.dataLayer` for Yandex Metrika's e-commerce reports. */
const ecommerceObjects = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: object[] }).dataLayer ?? []).filter((entry) => 'ecommerce' in entry),
  );

/** Leaves out what the shop does not know, as the objects do (a product without a brand). */
const withBrand = (brand: string | null) => (brand === null ? {} : { brand });

/**
 * Issue 27 point 2: a shopper's way from a list to an order, with the exact e-commerce objects
 * Yandex Metrika documents, each pushed once; this server configures no counter, so the fixtures'
 * fixtures' guard also proves that nothing of it leaves for another host.
 */
test('issue 27 point 2: a list, a product page, add, remove and a purchase reach dataLayer once each', async ({
  page,
}) => {
  // A checkout in the test: more than the default 30 s on a busy machine.
  test.slow();
  await page.goto(SECTION_URL);
  const section = await pageJson<SectionPage>(page, SECTION_URL);

  // The first page is server-rendered: its impressions come once, after hydration.
  const impressions = {
    ecommerce: {
      currencyCode: 'RUB',
      impressions: section.data.products.map((card, index) => ({
        id: String(card.id),
        name: card.name,
        price: card.price,
        ...withBrand(card.brand),
        list: section.data.section.name,
        position: index + 1,
      })),
    },
  };
  await expect.poll(() => ecommerceObjects(page)).toEqual([impressions]);

  // A product page opened from the list, in the app.
  const { card, product } = await productWithStock(page, section.data.products);
  await page.getByRole('link', { name: card.name }).first().click();
  await expect(page).toHaveURL(card.url);
  const category = product.sectionChain.map((link) => link.title).join('/');
  const detail = {
    ecommerce: {
      currencyCode: 'RUB',
      detail: {
        products: [
          {
            id: String(product.id),
            name: product.name,
            price: product.price,
            ...withBrand(product.brand),
            category,
          },
        ],
      },
    },
  };
  await expect.poll(() => ecommerceObjects(page)).toEqual([impressions, detail]);

  // Into the basket, one more piece, one piece less.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'В корзину' }).first().click();
  const stepper = main.getByRole('group', { name: `В корзине: ${product.name}` }).first();
  await expect(stepper.getByLabel('Количество: 1')).toBeVisible();
  await stepper.getByRole('button', { name: 'Увеличить количество' }).click();
  await expect(stepper.getByLabel('Количество: 2')).toBeVisible();
  await stepper.getByRole('button', { name: 'Уменьшить количество' }).click();
  await expect(stepper.getByLabel('Количество: 1')).toBeVisible();

  const { result: basket } = await callShopApi<{
    result: { items: BasketLine[]; summary: { total: number } };
  }>(page, '/api/catalog/basket/info');
  const [line] = basket.items;
  const basketProduct = {
    id: String(line!.productId),
    name: line!.name,
    price: line!.price,
    ...withBrand(line!.brand),
    category: line!.category_chain,
    quantity: 1,
  };
  // The basket names the product as its page does.
  expect(basketProduct.category).toBe(category);
  const change = (action: 'add' | 'remove') => ({
    ecommerce: { currencyCode: 'RUB', [action]: { products: [basketProduct] } },
  });
  await expect
    .poll(() => ecommerceObjects(page))
    .toEqual([impressions, detail, change('add'), change('add'), change('remove')]);

  // The order, placed in the same page: one purchase, and the emptied basket is no removal.
  await headerBasketLink(page).click();
  await fillOrderForm(page, {
    contact: newShopper(),
    delivery: 'pickup',
    payment: 'При получении',
  });
  await placeOrder(page);
  const orderId = await placedOrderId(page);
  const purchase = {
    ecommerce: {
      currencyCode: 'RUB',
      purchase: {
        actionField: { id: String(orderId), revenue: basket.summary.total },
        products: [basketProduct],
      },
    },
  };
  await expect
    .poll(() => ecommerceObjects(page))
    .toEqual([impressions, detail, change('add'), change('add'), change('remove'), purchase]);
});

interface HomePage {
  data: { newProducts: Card[]; discountedProducts: Card[] };
}

/** Issue 27 point 2: the home page's two lists are one impressions object, each card in its list. */
test('issue 27 point 2: the home page reports the impressions of its new and discounted lists once', async ({
  page,
}) => {
  await page.goto('/');
  const home = await pageJson<HomePage>(page, '/');
  const shown = (list: string, cards: Card[]) =>
    cards.map((card, index) => ({
      id: String(card.id),
      name: card.name,
      price: card.price,
      ...withBrand(card.brand),
      list,
      position: index + 1,
    }));
  expect(home.data.newProducts.length).toBeGreaterThan(0);
  await expect
    .poll(() => ecommerceObjects(page))
    .toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          impressions: [
            ...shown('Главная: Новинки', home.data.newProducts),
            ...shown('Главная: Скидки', home.data.discountedProducts),
          ],
        },
      },
    ]);
});

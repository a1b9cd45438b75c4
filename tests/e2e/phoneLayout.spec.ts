import type { Page } from '@playwright/test';
import { watchConsole } from './console';
import { expect, test } from './fixtures';
import { callShopApi, isPlainGood } from './shopApi';

/**
 * Issue 26 point 7: the shop fits a 375 px phone with the demo's longest names (product names and
 * breadcrumbs wrap), the mobile filter's apply button stays on screen, breadcrumbs keep their
 * separators after a client-side navigation, and a `#/search/` link hydrates without an error.
 */

const PHONE = { width: 375, height: 740 };
const SECTION = '/shop/almaznaya-vyshivka/';

interface Card {
  id: number;
  name: string;
  url: string;
  available: boolean;
  madeFromPhoto?: boolean;
}

/** The small demo's products, read the way the favourites page reads its cards. */
async function allProducts(page: Page): Promise<Card[]> {
  const cards: Card[] = [];
  // The small demo has a few thousand products; ids past the last one answer nothing.
  for (let first = 1; ; first += 1000) {
    const ids = Array.from({ length: 1000 }, (_, index) => first + index);
    const { result } = await callShopApi<{ result: Card[] }>(page, '/api/favorites/products', {
      ids,
    });
    if (result.length === 0) return cards;
    cards.push(...result);
  }
}

async function longestNamed(
  page: Page,
  count: number,
  which: (card: Card) => boolean = () => true,
): Promise<Card[]> {
  const products = (await allProducts(page)).filter(which);
  return products.sort((a, b) => b.name.length - a.name.length).slice(0, count);
}

/** The page's width as the phone scrolls it: wider than the screen means a sideways scroll. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('issue 26 point 7: a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('the product pages of the 20 longest-named products are no wider than the phone, their whole name and last breadcrumb shown', async ({
    page,
  }) => {
    // Twenty page loads, each given the time one test has.
    test.setTimeout(20 * 15_000);
    await page.goto('/');
    const products = await longestNamed(page, 20);
    for (const product of products) {
      await page.goto(product.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      const crumbs = page.getByRole('navigation', { name: 'Хлебные крошки' });
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(product.name);
      // Neither the heading nor the breadcrumbs are cut: their boxes hold no more than they show.
      for (const box of [page.getByRole('heading', { level: 1 }), crumbs])
        expect(
          await box.evaluate((element) => element.scrollWidth <= element.clientWidth),
          `${product.url}: the text fits its box`,
        ).toBe(true);
      expect(await pageWidth(page), product.url).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test('a section, the search results, and the basket at checkout with the longest names are no wider than the phone', async ({
    page,
  }) => {
    await page.goto('/');
    const products = await longestNamed(page, 3, isPlainGood);
    for (const product of products)
      await callShopApi(page, '/api/catalog/basket/add', { productId: product.id, quantity: 1 });
    const pages = [
      SECTION,
      `/search/?q=${encodeURIComponent(products[0]!.name)}`,
      '/personal/order/make/',
    ];
    for (const url of pages) {
      await page.goto(url);
      expect(await pageWidth(page), url).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(page.getByText(products[0]!.name).first()).toBeVisible();
  });

  test('the filter drawer’s «Показать …» button is on screen', async ({ page }) => {
    await page.goto(SECTION);
    await page.getByRole('button', { name: /^Фильтры/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Фильтры' });
    const apply = drawer.getByRole('button', { name: /^Показать \d/ });
    await expect(apply).toBeInViewport({ ratio: 1 });
    await apply.click();
    await expect(drawer).toBeHidden();
  });
});

test('issue 26 point 7: breadcrumbs keep their separators after a client-side filter', async ({
  page,
}) => {
  await page.goto(SECTION);
  const separators = () =>
    page
      .getByRole('navigation', { name: 'Хлебные крошки' })
      .locator('li')
      .evaluateAll((items) =>
        items.slice(1).map((item) => getComputedStyle(item, '::before').content),
      );
  const before = await separators();
  expect(before.length).toBeGreaterThan(0);
  expect(before.every((content) => content === '"/"')).toBe(true);
  const filterLink = page.getByRole('complementary', { name: 'Фильтр' }).getByRole('link').first();
  const previous = page.url();
  await filterLink.click();
  await expect(page).not.toHaveURL(previous);
  await expect.poll(separators).not.toEqual([]);
  expect((await separators()).every((content) => content === '"/"')).toBe(true);
});

test('issue 26 point 7: a link with #/search/ hydrates without a console error and opens the overlay', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(`${SECTION}#/search/`);
  await expect(page.getByRole('dialog', { name: 'Поиск' })).toBeVisible();
  expect(problems, 'console errors, warnings and page errors').toEqual([]);
});

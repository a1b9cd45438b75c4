import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseCity } from './shopUi';

const SECTION = '/shop/almaznaya-vyshivka/';

/** The number in a filter value's name ('40x50 57') or a price text ('1 592 ₽'). */
const numberIn = (text: string) => Number(text.replace(/[^\d]/g, ''));

/**
 * A value of the smart filter: its link (issue 11 point 6), named by the value, its product count
 * and, once ticked, '(выбрано)'; and that count.
 */
function filterValue(page: Page, value: string) {
  const link = page
    .getByRole('search', { name: 'Фильтр товаров' })
    .getByRole('link', { name: new RegExp(`^${value} \\d+( \\(выбрано\\))?$`) });
  const count = async () =>
    numberIn((await link.innerText()).replace('(выбрано)', '').trim().slice(value.length));
  return { link, count };
}

/** The 'N товаров' line above the grid. */
async function productCount(page: Page) {
  const text = await page
    .getByRole('main')
    .getByText(/^\d+ товар(а|ов)?$/)
    .textContent();
  return numberIn(text ?? '');
}

const cards = (page: Page) => page.getByRole('list', { name: 'Товары' }).getByRole('article');

/** The price to pay on every card of the grid, in order: the first price text of each card. */
async function cardPrices(page: Page) {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const price = Array.from(article.querySelectorAll('*')).find(
        (el) => el.children.length === 0 && /^[\d\s\u00a0]+₽$/.test(el.textContent?.trim() ?? ''),
      );
      return Number(price?.textContent?.replace(/\D/g, '') || NaN);
    }),
  );
}

const isSorted = (values: number[], direction: 1 | -1) =>
  values.every((value, i) => i === 0 || (value - (values[i - 1] ?? value)) * direction >= 0);

test.describe('catalogue section', () => {
  test('choosing filter values changes the product count, the other values’ counts and the url', async ({
    page,
  }) => {
    await page.goto(SECTION);
    // Sizes come in numeric order, and 30x40 and 40x50 are past the eight shown at first.
    const more = page
      .getByRole('search', { name: 'Фильтр товаров' })
      .getByRole('button', { name: /^Показать все/ });
    do await more.first().click();
    while ((await more.count()) > 0);
    const all = await productCount(page);
    const size4050 = filterValue(page, '40x50');
    const size3040 = filterValue(page, '30x40');
    const round = filterValue(page, 'Круглые');
    const with4050 = await size4050.count();
    const with3040 = await size3040.count();
    const roundBefore = await round.count();
    expect(with4050).toBeGreaterThan(0);
    expect(with4050).toBeLessThan(all);

    // One value: its clean landing url, its count of products.
    await size4050.link.click();
    await expect(page).toHaveURL(new RegExp(`${SECTION}razmer-40x50/$`));
    await expect(size4050.link).toHaveAccessibleName(/\(выбрано\)$/);
    await expect.poll(() => productCount(page)).toBe(with4050);
    // Other properties are narrowed by the size; the size's own values are not.
    const roundAfter = await round.count();
    expect(roundAfter).toBeLessThan(roundBefore);
    expect(roundAfter).toBeLessThanOrEqual(with4050);
    expect(await size3040.count()).toBe(with3040);
    await expect(page.getByRole('link', { name: 'Убрать фильтр Размер: 40x50' })).toBeVisible();

    // Two values of one property: either size, as query parameters on the section url.
    await size3040.link.click();
    await expect(page).toHaveURL(new RegExp(`${SECTION}\\?razmer=30x40(,|%2C)40x50$`));
    await expect.poll(() => productCount(page)).toBe(with4050 + with3040);

    // Another property narrows the count to that value's count.
    const roundNow = await round.count();
    await round.link.click();
    await expect(page).toHaveURL(/forma-straz=kruglye/);
    await expect.poll(() => productCount(page)).toBe(roundNow);

    await page.getByRole('link', { name: 'Сбросить' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
    await expect.poll(() => productCount(page)).toBe(all);
  });

  test('a filter value chosen halfway down the page leaves the page there, its link keeping the focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(SECTION);
    const round = filterValue(page, 'Круглые');
    await round.link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await round.link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${SECTION}forma-straz-kruglye/$`));
    await expect(round.link).toHaveAccessibleName(/\(выбрано\)$/);
    await expect(round.link).toBeFocused();
    // Not reset to the top (the panel above the link may change its height a little).
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(100);
  });

  test('R-PAGE-5 / R-PAGE-6: a landing url shows its H1, title and description from the filter SEO settings', async ({
    page,
    request,
  }) => {
    const landing = `${SECTION}razmer-40x50/`;
    // Default SEO item '/' for the size (server/demo/settings.ts), value lower-cased.
    const h1 = 'Алмазная вышивка размером 40x50';
    const title = /^Алмазная вышивка 40x50 см — купить от \d+ ₽$/;

    // Crawlers get the texts in the HTML shell, before any script runs.
    const shell = await (await request.get(landing)).text();
    expect(shell).toMatch(/<title>Алмазная вышивка 40x50 см — купить от \d+ ₽<\/title>/);
    expect(shell).not.toMatch(/#[A-Z_]+#/);

    await page.goto(landing);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(
      /^Алмазная вышивка размером 40x50 см с доставкой по России\. Товаров: \d+\.$/,
    );
    expect(`${await page.title()} ${description}`).not.toContain('#');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /razmer-40x50\/$/);
    // UF_RE_LINK: neighbouring landings of the same property.
    await expect(
      page.getByRole('navigation', { name: 'Смотрите также' }).getByRole('link', { name: '30x40' }),
    ).toHaveAttribute('href', `${SECTION}razmer-30x40/`);
  });

  test('R-ROUTE-2 / R-ROUTE-3: page 2 shows the next products and a page-1 url redirects to the base url', async ({
    page,
    request,
  }) => {
    await page.goto(SECTION);
    const firstPage = await cards(page).first().getAttribute('aria-label');
    await page.getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(new RegExp(`${SECTION}page/2/$`));
    await expect(cards(page).first()).not.toHaveAttribute('aria-label', firstPage ?? '');
    await expect(cards(page)).toHaveCount(24);

    const pageOne = await request.get(`${SECTION}page/1/`, { maxRedirects: 0 });
    expect(pageOne.status()).toBe(301);
    expect(pageOne.headers().location).toBe(SECTION);
    await page.goto(`${SECTION}page/1/`);
    await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
  });

  for (const [option, sort, direction] of [
    ['Сначала дешёвые', 'price_asc', 1],
    ['Сначала дорогие', 'price_desc', -1],
  ] as const) {
    test(`sorting '${option}' orders prices across pages`, async ({ page }) => {
      await page.goto(SECTION);
      await page.getByRole('combobox', { name: 'Сортировка' }).selectOption({ label: option });
      await expect(page).toHaveURL(new RegExp(`\\?sort=${sort}$`));
      // The grid is redrawn when the page JSON of the new url arrives.
      await expect.poll(async () => isSorted(await cardPrices(page), direction)).toBe(true);
      const first = await cardPrices(page);
      expect(first).toHaveLength(24);
      const firstCard = (await cards(page).first().getAttribute('aria-label')) ?? '';

      await page.getByRole('link', { name: 'Страница 2' }).click();
      await expect(page).toHaveURL(new RegExp(`page/2/\\?sort=${sort}$`));
      await expect(cards(page).first()).not.toHaveAttribute('aria-label', firstCard);
      const second = await cardPrices(page);
      expect(isSorted([...first, ...second], direction)).toBe(true);
    });
  }
});

test.describe('product page', () => {
  const basketLink = (page: Page) =>
    page.getByRole('banner').locator('a[href="/personal/order/make/"]');
  const buyBox = (page: Page) => page.getByRole('region', { name: 'Покупка' });

  test('R-LAYOUT-8 / R-BASKET-3: adds to the basket and the header badge changes', async ({
    page,
  }) => {
    await page.goto(SECTION);
    const product = cards(page).first();
    const name = (await product.getAttribute('aria-label')) ?? '';
    await product.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/product\/[^/]+\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(basketLink(page)).toHaveAccessibleName(/^Корзина$/);

    await buyBox(page).getByRole('button', { name: 'В корзину' }).click();
    await expect(basketLink(page)).toHaveAccessibleName(/^Корзина\s*,\s*1 товар$/);
    await expect(buyBox(page).getByRole('link', { name: 'Оформить заказ' })).toBeVisible();
  });

  test('R-LOC-3: the price follows the chosen city', async ({ page }) => {
    await page.goto(SECTION);
    const product = cards(page).first();
    await product.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    const moscow = numberIn((await buyBox(page).getByText(/₽/).first().textContent()) ?? '');

    await chooseCity(page, 'Санкт-Петербург');
    await expect(
      page.getByRole('button', { name: /^Выбрать город: Санкт-Петербург/ }).first(),
    ).toBeVisible();
    await expect
      .poll(async () => numberIn((await buyBox(page).getByText(/₽/).first().textContent()) ?? ''))
      .not.toBe(moscow);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callShopApi, registerShopper } from './shopApi';
import { logOutFromHeader, toggleFavorite } from './shopUi';

const favoritesLink = (page: Page) => page.getByRole('banner').locator('a[href="/favorites/"]');
const hearts = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^В избранное:/ });

const serverFavorites = async (page: Page) =>
  (await callShopApi<{ result: number[] }>(page, '/api/favorites/get')).result;

test.describe('nothing leaks between visitors of one browser', () => {
  test("issue 9 point 3: after log out the next account does not get the previous one's favorites", async ({
    page,
  }) => {
    // Two registrations (password hashing) and three page loads.
    test.slow();
    await page.goto('/shop/');
    await registerShopper(page);
    await page.reload();
    await toggleFavorite(page, hearts(page).nth(0));
    await toggleFavorite(page, hearts(page).nth(1));
    await expect(favoritesLink(page)).toHaveAccessibleName(/Избранное\s*,\s*2 товара/);

    await logOutFromHeader(page);
    await expect(favoritesLink(page)).toHaveAccessibleName(/^Избранное$/);

    await registerShopper(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(favoritesLink(page)).toHaveAccessibleName(/^Избранное$/);
    expect(await serverFavorites(page)).toEqual([]);
  });

  test("issue 9 point 4: a visitor with only the city cookie sees that city's prices on the page", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    // Самара (id 7 in the demo) has a price list of its own; no session, as after it expired.
    await context.addCookies([{ name: 'location_id', value: '7', url: baseURL ?? '' }]);
    await page.goto('/');
    type Card = { id: number; url: string; price: number };
    const ids = Array.from({ length: 40 }, (_, index) => index + 1);
    const samara = (await callShopApi<{ result: Card[] }>(page, '/api/favorites/products', { ids }))
      .result;
    // The same cards without any cookie: Москва's prices.
    const moscow = (
      (await (
        await request.post('/api/favorites/products', {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
          data: { ids },
        })
      ).json()) as { result: Card[] }
    ).result;
    const card = samara.find(
      (city) => moscow.find((other) => other.id === city.id)?.price !== city.price,
    );
    expect(card, 'a product priced differently in Самара').toBeDefined();

    await page.goto(card!.url);
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: /Самара/ })
        .first(),
    ).toBeVisible();
    const buy = page.getByRole('region', { name: 'Покупка' });
    await expect(buy).toBeVisible();
    expect((await buy.innerText()).replace(/\s/g, '')).toContain(`${card!.price}₽`);
  });
});

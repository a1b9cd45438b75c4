import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callShopApi, newShopper } from './shopApi';
import { toggleFavorite } from './shopUi';

/** A header icon's accessible name: its caption, then the count in words when above 0. */
const named = (caption: string, count?: string) =>
  count ? new RegExp(`^${caption}\\s*,\\s*${count}$`) : new RegExp(`^${caption}$`);
const favoritesLink = (page: Page) => page.getByRole('banner').locator('a[href="/favorites/"]');
const basketLink = (page: Page) =>
  page.getByRole('banner').locator('a[href="/personal/order/make/"]');
const hearts = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^В избранное:/ });

test.describe('header badges', () => {
  test('R-LAYOUT-8 / R-BASKET-3: adding to the basket changes the badge and the checkout lists it', async ({
    page,
  }) => {
    await page.goto('/shop/');
    await expect(basketLink(page)).toHaveAccessibleName(named('Корзина'));
    await page.getByRole('main').getByRole('button', { name: 'В корзину' }).first().click();
    await expect(basketLink(page)).toHaveAccessibleName(named('Корзина', '1 товар'));

    await basketLink(page).click();
    await expect(page).toHaveURL(/\/personal\/order\/make\/$/);
    await expect(
      page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem'),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Больше' }).click();
    await expect(page.getByRole('group', { name: /Количество/ })).toContainText('2');
    await page.getByRole('button', { name: /Удалить из корзины/ }).click();
    await expect(page.getByRole('heading', { name: 'В корзине пока ничего нет' })).toBeVisible();
    await expect(basketLink(page)).toHaveAccessibleName(named('Корзина'));
  });

  test('R-LAYOUT-7 / R-FAV-1: favorites change the badge, survive a reload and show on /favorites/', async ({
    page,
  }) => {
    await page.goto('/shop/');
    await expect(favoritesLink(page)).toHaveAccessibleName(named('Избранное'));
    await toggleFavorite(page, hearts(page).nth(0));
    await toggleFavorite(page, hearts(page).nth(1));
    await expect(favoritesLink(page)).toHaveAccessibleName(named('Избранное', '2 товара'));
    await page.reload();
    await expect(favoritesLink(page)).toHaveAccessibleName(named('Избранное', '2 товара'));

    await favoritesLink(page).click();
    const cards = page.getByRole('list', { name: 'Избранные товары' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await toggleFavorite(
      page,
      page.getByRole('button', { name: /^Удалить из избранного/ }).first(),
    );
    await expect(cards).toHaveCount(1);
    await expect(favoritesLink(page)).toHaveAccessibleName(named('Избранное', '1 товар'));
    await page.reload();
    await expect(cards).toHaveCount(1);
  });

  test('R-FAV-3: signing in merges the guest favorites with the account list', async ({ page }) => {
    const shopper = newShopper();
    await page.goto('/shop/');
    await page.waitForLoadState('networkidle');
    // The account already has one favorite, saved on another device.
    await callShopApi(page, '/api/user/register', { ...shopper, consent: true });
    const { result: cards } = await callShopApi<{ result: { id: number; url: string }[] }>(
      page,
      '/api/favorites/products',
      { ids: Array.from({ length: 60 }, (_, index) => index + 1) },
    );
    const accountFavorite = cards.at(-1)!.id;
    await callShopApi(page, '/api/favorites/set', { ids: [accountFavorite] });
    await callShopApi(page, '/api/user/logout', {});

    // A guest on this device picks another one.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await toggleFavorite(page, hearts(page).first());
    await expect(favoritesLink(page)).toHaveAccessibleName(named('Избранное', '1 товар'));

    await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
    const form = page.getByRole('dialog').getByRole('tabpanel');
    await form.getByLabel('Почта или телефон').fill(shopper.email);
    await form.getByLabel('Пароль').fill(shopper.password);
    await form.getByRole('button', { name: 'Войти' }).click();
    await expect(favoritesLink(page)).toHaveAccessibleName(named('Избранное', '2 товара'));
    // The merged list reaches the server after the badge shows it.
    const serverList = async () =>
      (await callShopApi<{ result: number[] }>(page, '/api/favorites/get')).result;
    await expect.poll(serverList).toHaveLength(2);
    expect(await serverList()).toContain(accountFavorite);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Поиск' });

/** Opens the overlay from the header's search box and types a query. */
async function typeInSearch(page: Page, query: string) {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Поиск среди 100000 товаров' })
    .click();
  await expect(page).toHaveURL(/#\/search\/$/);
  await overlay(page).getByRole('searchbox', { name: 'Что ищем?' }).fill(query);
}

const suggestedProducts = (page: Page) =>
  overlay(page).getByRole('region', { name: 'Товары' }).getByRole('link');

test.describe('search', () => {
  test('finds other forms of a word (Russian morphology) and lists them on the results page', async ({
    page,
  }) => {
    await typeInSearch(page, 'мозаики');
    await expect(suggestedProducts(page).first()).toContainText(/мозаика/i);
    await expect(overlay(page).getByText('Показаны результаты по запросу')).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=/);
    await expect(overlay(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результаты поиска «мозаики»');
    const found = page.getByRole('list', { name: 'Товары' }).getByRole('article');
    await expect(found).toHaveCount(24);
    await expect(found.first()).toContainText(/мозаик/i);
  });

  test('corrects a typo', async ({ page }) => {
    await typeInSearch(page, 'мазаика');
    await expect(overlay(page).getByText('Показаны результаты по запросу «мозаика»')).toBeVisible();
    await expect(suggestedProducts(page).first()).toContainText(/мозаика/i);
  });

  test('reads a query typed in the wrong keyboard layout', async ({ page }) => {
    await typeInSearch(page, 'fkvfpyfz');
    await expect(
      overlay(page).getByText('Показаны результаты по запросу «алмазная»'),
    ).toBeVisible();
    await expect(
      overlay(page)
        .getByRole('region', { name: 'Разделы' })
        .getByRole('link', { name: 'Алмазная вышивка' }),
    ).toBeVisible();
  });

  test('a direct transition query lands on its target page', async ({ page }) => {
    // Stored as 'скидки' -> /discounts/ (server/demo/settings.ts); trimmed, any letter case.
    await typeInSearch(page, '  Скидки ');
    await expect(
      overlay(page).getByRole('link', { name: 'Перейти к странице по запросу «Скидки»' }),
    ).toHaveAttribute('href', '/discounts/');
    // Typing stays in the overlay; Enter goes.
    await expect(page).toHaveURL(/#\/search\/$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/discounts\/$/);
    await expect(overlay(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

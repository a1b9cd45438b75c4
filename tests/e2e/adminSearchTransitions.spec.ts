import type { Page, Route } from '@playwright/test';
import { expect, otherVisitor, test } from './fixtures';
import { callShopApi } from './shopApi';
import { signInAsStaff } from './staff';

/*
 * Issue 13 acceptance, search direct transitions (R-DT-1…4): what staff add on
 * /admin/search-transitions/ is where the shop's search lands. Every test makes its own queries,
 * starting 'e2e-переход', which no other test and no demo row uses.
 */
const SCREEN = '/admin/search-transitions/';
const API = '/api/admin/search/transitions';

interface Transition {
  id: number;
  searchQuery: string;
  targetUrl: string;
}

/** A transition added through the staff call, as the screen's add row would. */
async function added(page: Page, searchQuery: string, targetUrl: string): Promise<Transition> {
  const answer = await callShopApi<{ item: Transition }>(page, API, {
    action: 'add',
    item: { searchQuery, targetUrl },
  });
  return answer.item;
}

async function openScreen(page: Page, query = '') {
  await page.goto(query ? `${SCREEN}?query=${encodeURIComponent(query)}` : SCREEN);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Прямые переходы поиска' }),
  ).toBeVisible();
}

test.describe('issue 13: search direct transitions', () => {
  test('R-DT-1: a transition added on the screen sends the shop’s search for its query to its target', async ({
    page,
    browser,
  }) => {
    await signInAsStaff(page, 'admin');
    await openScreen(page);
    await page.getByRole('textbox', { name: 'Запрос', exact: true }).fill('e2e-переход акварель');
    await page
      .getByRole('textbox', { name: 'Страница для редиректа', exact: true })
      .fill('/promotions/');
    await page.getByRole('button', { name: 'Добавить' }).click();
    await expect(page.getByRole('textbox', { name: 'Запрос, строка 1', exact: true })).toHaveValue(
      'e2e-переход акварель',
    );

    // A shopper's search, from the header, in another letter case and with spaces around.
    test.slow();
    const shopper = await otherVisitor(browser);
    await shopper.goto('/');
    await shopper
      .getByRole('banner')
      .getByRole('button', { name: 'Поиск среди 100000 товаров' })
      .click();
    const search = shopper.getByRole('dialog', { name: 'Поиск' });
    await search.getByRole('searchbox', { name: 'Что ищем?' }).fill('  E2E-Переход Акварель ');
    await shopper.keyboard.press('Enter');
    await expect(shopper).toHaveURL(/\/promotions\/$/);
    // The results page url too (a link someone kept).
    await shopper.goto(`/search/?q=${encodeURIComponent('e2e-переход акварель')}`);
    await expect(shopper).toHaveURL(/\/promotions\/$/);
    await shopper.close();
  });

  test('R-DT-3: adding a query that exists, in another letter case, shows the duplicate text', async ({
    page,
  }) => {
    await signInAsStaff(page, 'editor');
    await added(page, 'e2e-переход дубль', '/shop/');
    await openScreen(page);
    await page.getByRole('textbox', { name: 'Запрос', exact: true }).fill(' E2E-Переход ДУБЛЬ ');
    await page
      .getByRole('textbox', { name: 'Страница для редиректа', exact: true })
      .fill('/discounts/');
    await page.getByRole('textbox', { name: 'Страница для редиректа', exact: true }).press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'Элемент с запросом "E2E-Переход ДУБЛЬ" уже существует!',
    );
  });

  test('R-DT-4: typing quickly in a row, with the saves held back and let go newest first, stores the last text', async ({
    page,
  }) => {
    await signInAsStaff(page, 'admin');
    await added(page, 'e2e-переход быстро', '/shop/');
    // The saves made while the text is typed are held until it is all typed, then let go newest
    // first: saves sent side by side would then reach the server out of order, and an older text
    // could be stored last.
    const held: Route[] = [];
    let holding = true;
    await page.route(`**${API}`, async (route) => {
      if (holding && route.request().method() === 'POST') held.push(route);
      else await route.fallback();
    });
    await openScreen(page, 'e2e-переход быстро');
    const row = page.getByRole('textbox', { name: 'Запрос, строка 1', exact: true });
    await expect(row).toHaveValue('e2e-переход быстро');
    await row.press('End');
    await row.pressSequentially(' и ещё быстрее набранный текст', { delay: 15 });
    await expect(row).toHaveValue('e2e-переход быстро и ещё быстрее набранный текст');
    await expect.poll(() => held.length, 'a save held back').toBeGreaterThan(0);
    holding = false;
    for (const route of held.reverse()) await route.fallback();
    await expect(page.getByText('Сохранено')).toBeVisible();

    await page.unroute(`**${API}`);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Запрос, строка 1', exact: true })).toHaveValue(
      'e2e-переход быстро и ещё быстрее набранный текст',
    );
    const table = await callShopApi<{ result: { items: Transition[] } }>(
      page,
      `${API}?query=${encodeURIComponent('e2e-переход быстро')}`,
    );
    expect(table.result.items.map((item) => item.searchQuery)).toEqual([
      'e2e-переход быстро и ещё быстрее набранный текст',
    ]);
  });
});

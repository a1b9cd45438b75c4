import { expect, test } from './fixtures';
import { callShopApi, newShopper } from './shopApi';
import { signInAsStaff } from './staff';

/* Issue 12 point 1 / R-ROLE-2: the server decides who opens the staff area. */
test.describe('the staff area', () => {
  test('issue 12 point 1 / R-ROLE-2: a guest opening /admin/ gets the shop 404 page', async ({
    page,
  }) => {
    const response = await page.goto('/admin/');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Это несуществующая страница №404' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Инструменты' })).toHaveCount(0);
  });

  test('issue 12 point 1 / R-ROLE-2: a signed-in shopper is no staff: a tool page is a 404, and the profile popup has no staff link', async ({
    page,
  }) => {
    const staffChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/admin-[^/]*\.js$/.test(request.url())) staffChunks.push(request.url());
    });
    await page.goto('/');
    await callShopApi(page, '/api/user/register', { ...newShopper(), consent: true });
    await page.goto('/admin/filter/');
    await expect(
      page.getByRole('heading', { name: 'Это несуществующая страница №404' }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Профиль' }).hover();
    const panel = page.getByRole('group', { name: 'Личный кабинет' });
    await expect(panel.getByRole('link', { name: 'Личные данные' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Администрирование' })).toHaveCount(0);
    expect(staffChunks).toEqual([]);
  });

  test('issue 12 point 1 / R-ROLE-2: the demo editor opens the staff area from the profile popup', async ({
    page,
  }) => {
    await signInAsStaff(page, 'editor');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Профиль' }).hover();
    await page
      .getByRole('group', { name: 'Личный кабинет' })
      .getByRole('link', { name: 'Администрирование' })
      .click();
    await expect(page).toHaveURL(/\/admin\/$/);
    const tools = page.getByRole('navigation', { name: 'Инструменты' });
    await expect(tools.getByRole('link', { name: 'Настройка фильтра' })).toBeVisible();
    await expect(tools.getByRole('link', { name: 'SEO фильтра' })).toBeVisible();
  });

  test("issue 12 point 1: a section page shows staff the editor panel, which opens that section's filter settings", async ({
    page,
  }) => {
    await signInAsStaff(page, 'admin');
    // A content page carries the panel once, with the way to the staff area only.
    await page.goto('/kontakty/');
    const contentPanel = page.getByRole('navigation', { name: 'Панель редактора' });
    await expect(contentPanel.getByRole('link')).toHaveText(['Администрирование']);
    await page.goto('/shop/almaznaya-vyshivka/');
    const panel = page.getByRole('navigation', { name: 'Панель редактора' });
    await expect(panel.getByRole('link', { name: 'SEO фильтра раздела' })).toHaveAttribute(
      'href',
      '/admin/filter-seo/?base_url=/shop/almaznaya-vyshivka/',
    );
    await panel.getByRole('link', { name: 'Настройка фильтра раздела' }).click();
    await expect(page).toHaveURL(/\/admin\/filter\/\?sectionId=\d+$/);
    await expect(page.getByRole('navigation', { name: 'Инструменты' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Панель редактора' })).toHaveCount(0);
  });
});

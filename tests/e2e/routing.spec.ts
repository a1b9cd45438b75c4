import { expect, test } from './fixtures';

test.describe('urls and error pages', () => {
  test('R-ROUTE-1: a path without the trailing slash answers 301 to the slashed form', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/kontakty?utm=1', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe('/kontakty/?utm=1');

    await page.goto('/kontakty');
    await expect(page).toHaveURL(/\/kontakty\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  });

  test('R-ROUTE-3: a page-1 url answers 301 to the base url', async ({ page, request }) => {
    const answer = await request.get('/shop/page/1/', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe('/shop/');

    await page.goto('/shop/page/1/');
    await expect(page).toHaveURL(/\/shop\/$/);
  });

  test('R-ROUTE-1: a link in CMS content without the slash opens the slashed url in the app', async ({
    page,
  }) => {
    await page.goto('/kontakty/');
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    await page.evaluate(() => {
      // A marker that a full page load would wipe.
      (window as unknown as { stayed: boolean }).stayed = true;
      const link = document.createElement('a');
      link.href = '/vozvrat-tovarov';
      link.textContent = 'Условия возврата';
      document.querySelector('main article > div:last-child')?.append(link);
    });
    await page.getByRole('link', { name: 'Условия возврата' }).click();
    await expect(page).toHaveURL(/\/vozvrat-tovarov\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Возврат товаров' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });

  test('R-ROUTE-7: an unknown page says it is a 404 and links home', async ({ page }) => {
    const response = await page.goto('/takoy-stranicy-net/');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Это несуществующая страница №404' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Это несуществующая страница №404');
    await page.getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('R-ROUTE-6: an unknown cabinet path shows "This page could not be found"', async ({
    page,
  }) => {
    await page.goto('/personal/xyz/');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });

  test('R-PAGE-5: a CMS page gets its title and description in the head, tokens replaced', async ({
    page,
  }) => {
    await page.goto('/');
    const title = await page.title();
    expect(title).toMatch(
      /^Интернет-магазин товаров для творчества — цены от [\d.]+ ₽, товаров в каталоге: \d+$/,
    );
    await page.goto('/kontakty/');
    await expect(page).toHaveTitle('Контакты интернет-магазина');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kontakty\/$/);
  });

  test('R-ROUTE-4: the checkout asks for no page content when opened in the app', async ({
    page,
  }) => {
    await page.goto('/');
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['x-source'] === 'nuxt')
        pageRequests.push(new URL(request.url()).pathname);
    });
    await page.getByRole('link', { name: /^Корзина/ }).click();
    await expect(page).toHaveURL(/\/personal\/order\/make\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();
    expect(pageRequests).toEqual([]);
  });
});

import { expect, test } from './fixtures';

test('the home page is the Russian SPA shell served by the shop itself', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // The built SPA mounted (the route guard checks that nothing came from another host).
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('the route guard fails a test whose page calls a foreign host', async ({ page }) => {
  // Expected to fail: proves the guard in fixtures.ts catches the request.
  test.fail();
  await page.goto('/');
  await page.evaluate(() => fetch('https://counter.example.com/hit').catch(() => undefined));
});

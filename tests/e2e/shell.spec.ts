import { expect, test } from './fixtures';

test('the home page is the Russian SPA shell served by the shop itself', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // The built SPA mounted (the fixtures' guard checks that nothing came from another host).
  await expect(page.locator('#root')).not.toBeEmpty();
});

test("the fixtures' guard records a page request to a foreign host, which fails", async ({
  page,
  foreignRequests,
}) => {
  await page.goto('/');
  // A navigation, because the shop's Content-Security-Policy already stops a fetch in the browser.
  await page.evaluate(() => {
    window.location.href = 'https://counter.example.com/hit';
  });
  await expect.poll(() => [...foreignRequests]).toContain('https://counter.example.com/hit');
  // Seen and failed (the tab shows Chromium's error page): emptied, so that the guard's own
  // check at the end lets this test pass.
  foreignRequests.length = 0;
});

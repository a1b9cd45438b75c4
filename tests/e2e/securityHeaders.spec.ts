import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 9 point 12: the built SPA works under the shop's Content-Security-Policy: the server's
 * markup, its styles and the scripts started by /boot.js; nothing is refused.
 */
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('issue 9 point 12: pages render styled under the CSP with no violation', async ({ page }) => {
  const violations = recordViolations(page);
  const response = await page.goto('/shop/');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.locator('#root')).not.toBeEmpty();
  await page
    .getByRole('link', { name: /Алмазная вышивка/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The styles of styled-components were applied, not refused: its sheet has rules in effect.
  const styled = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].map(
      (style) => style.sheet?.cssRules.length ?? 0,
    ),
  );
  expect(styled.length).toBeGreaterThan(0);
  for (const rules of styled) expect(rules).toBeGreaterThan(0);
  const bodyMargin = await page.evaluate(() => getComputedStyle(document.body).margin);
  expect(bodyMargin).toBe('0px');
  expect(violations).toEqual([]);
});

test('issue 9 point 12: the API reference works under the CSP', async ({ page }) => {
  const violations = recordViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByText('/api/user/info').first()).toBeVisible();
  expect(violations).toEqual([]);
});

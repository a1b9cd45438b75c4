import { test as base, expect, type Browser, type Page, type Response } from '@playwright/test';
import { createHash } from 'node:crypto';
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DISMISSED } from '../../packages/shared/src/index';

/**
 * Waits, after a document has loaded, until the app has made its screen live (the `<html>`
 * attribute src/app/router/RouteScreen.tsx sets): a server-rendered page shows at once but starts
 * its scripts after the first paint, and a test, like a quick shopper, would otherwise press
 * buttons that are still markup. Documents that are not the app's (the API reference, files) do
 * not wait.
 */
async function untilAppReady(page: Page, response: Response | null): Promise<void> {
  const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
  if (html && (await page.locator('#root').count()) > 0)
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Makes the page's `goto` and `reload` return once the app is live (untilAppReady). */
function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilAppReady(page, response);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilAppReady(page, response);
    return response;
  };
  return page;
}

/**
 * A page of another visitor (a browser context of its own: its own cookies, basket and sign-in),
 * whose `goto` and `reload` wait until the app is live, as the test's own page does.
 */
export async function otherVisitor(browser: Browser): Promise<Page> {
  return waitingForTheApp(await browser.newPage());
}

/** A private address (10.x.y.z) of the test, the same in every run. */
function addressOf(testId: string): string {
  const hash = createHash('sha256').update(testId).digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
}

interface CookieNoticeOptions {
  /**
   * The browser pressed «Понятно» on the cookie notice before (issue 27 point 5). True unless a
   * spec says otherwise: the notice is fixed over the viewport's bottom, and the specs written
   * before it click, measure and read what lies there; tests/e2e/cookieNotice.spec.ts is the
   * first visit.
   */
  cookieNoticeDismissed: boolean;
}

interface RouteGuard {
  /** Every request the pages of this test sent to another host than the shop's. */
  foreignRequests: string[];
}

/**
 * `test` with a guard on every page of the browser context: a request to a foreign host fails, is
 * recorded, and fails the test when it ends; and whose `page.goto` and `page.reload` return once
 * the app is live (untilAppReady). Import `test` and `expect` from here.
 */
export const test = base.extend<RouteGuard & CookieNoticeOptions>({
  cookieNoticeDismissed: [true, { option: true }],
  context: async ({ context, baseURL, cookieNoticeDismissed }, provide) => {
    if (cookieNoticeDismissed)
      await context.addCookies([
        {
          name: COOKIE_NOTICE_COOKIE,
          value: COOKIE_NOTICE_DISMISSED,
          url: baseURL ?? 'http://127.0.0.1',
        },
      ]);
    await provide(context);
  },
  // Each test's browser is a visitor with an address of its own, as shoppers are behind the
  // shop's proxy in production (playwright.config.ts starts the server with TRUST_PROXY=127.0.0.1):
  // the per-address limits on registration and sign-in count one test's calls, not the whole run's.
  // Playwright reads the fixtures a fixture needs from this pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    await provide({ 'X-Forwarded-For': addressOf(testInfo.testId) });
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : waitingForTheApp(page));
  },
  foreignRequests: [
    async ({ context, baseURL }, use) => {
      const own = new URL(baseURL ?? 'http://127.0.0.1').host;
      const foreign: string[] = [];
      // The browser resolves no host but the shop's (FOREIGN_HOSTS_UNRESOLVED in
      // playwright.config.ts), so every foreign request fails unless the test's own route answers
      // it (tests/e2e/counters.spec.ts stubs the vendors' scripts). A route here would catch them
      // too, but routing turns off the browser's cache: 6 % more time in an A/B run of 14 tests.
      context.on('requestfailed', (request) => {
        const url = new URL(request.url());
        if (url.host !== own) foreign.push(url.href);
      });
      await use(foreign);
      expect(foreign, `the pages requested hosts other than ${own}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

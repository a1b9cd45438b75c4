import { test as base, expect } from '@playwright/test';

interface RouteGuardOptions {
  /**
   * Hosts a test may reach besides the shop's own. Empty by default: the shop serves its fonts,
   * scripts and pictures itself, so any other host is a leak (a CDN, a tracker) to look at.
   */
  allowedHosts: string[];
}

interface RouteGuard {
  /** Every request the pages of this test sent to a host that is neither the shop's nor allowed. */
  foreignRequests: string[];
}

/**
 * `test` with a route guard on every page of the browser context: a request to a foreign host is
 * aborted, recorded, and fails the test when it ends. Import `test` and `expect` from here.
 */
export const test = base.extend<RouteGuard & RouteGuardOptions>({
  allowedHosts: [[], { option: true }],
  foreignRequests: [
    async ({ context, baseURL, allowedHosts }, use) => {
      const own = new URL(baseURL ?? 'http://127.0.0.1').host;
      const foreign: string[] = [];
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (url.host === own || allowedHosts.includes(url.hostname)) return route.fallback();
        foreign.push(url.href);
        return route.abort('blockedbyclient');
      });
      await use(foreign);
      expect(foreign, `the pages requested hosts other than ${own}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

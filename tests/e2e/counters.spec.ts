import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COUNTER_IDS, COUNTERS_URL_VARIABLE } from './countersServer';
import { newShopper } from './shopApi';
import { logOutFromHeader, registerInOpenDialog, signInInOpenDialog } from './shopUi';

/**
 * Issue 10 point 6: the counters in a browser, on the second server of playwright.config.ts, whose
 * setting names every counter. Each vendor's script is answered here by a stub that records what
 * the vendor would have received, so nothing leaves the machine. The fixtures' guard stays strict: a
 * stubbed request never reaches it, and any other request to a vendor's host fails the test.
 */
test.use({ baseURL: process.env[COUNTERS_URL_VARIABLE] });

type Recorded = Record<string, unknown>;
declare global {
  interface Window {
    /** What each stubbed vendor received: its id (header bidding: true). */
    __counters?: Recorded;
    /** The calls the stubbed web-analytics counter received, its queue's first. */
    __webAnalyticsCalls?: unknown[][];
  }
}

const record = (counter: string, value: string) =>
  `(window.__counters ||= {})[${JSON.stringify(counter)}] = ${value};`;

/** Each counter's script, as src/features/metrics/loadCounters.ts requests it, and its stub. */
const STUBS: { counter: string; matches: (url: URL) => boolean; script: string }[] = [
  {
    counter: 'tagManager',
    matches: (url) => url.host === 'www.googletagmanager.com' && url.pathname === '/gtm.js',
    script: record('tagManager', "new URL(document.currentScript.src).searchParams.get('id')"),
  },
  {
    counter: 'socialRetargeting',
    matches: (url) => url.host === 'vk.com' && url.pathname === '/js/api/openapi.js',
    script: `window.VK = { Retargeting: { Init: (id) => { ${record('socialRetargeting', 'id')} }, Hit: () => {} } };`,
  },
  {
    counter: 'mailCounter',
    matches: (url) => url.host === 'top-fwz1.mail.ru' && url.pathname === '/js/code.js',
    script: record('mailCounter', "window._tmr.find((entry) => entry.type === 'pageView').id"),
  },
  {
    counter: 'headerBidding',
    matches: (url) => url.host === 'yandex.ru' && url.pathname === '/ads/system/header-bidding.js',
    script: record('headerBidding', 'true'),
  },
  {
    counter: 'webAnalytics',
    matches: (url) => url.host === 'mc.yandex.ru' && url.pathname === '/metrika/tag.js',
    // As the vendor's script does: take over the stub's queue, then receive calls directly.
    script: `
      const calls = [...window.ym.a];
      window.ym = (...args) => void calls.push(args);
      window.__webAnalyticsCalls = calls;
      ${record('webAnalytics', "calls.find((call) => call[1] === 'init')[0]")}`,
  },
  {
    counter: 'liveChat',
    matches: (url) => url.host === 'code.jivo.ru' && url.pathname.startsWith('/widget/'),
    script: record('liveChat', "document.currentScript.src.split('/').pop()"),
  },
];

/**
 * Answers every counter script with its stub; `hold` keeps the named one unanswered until the
 * returned release is called. Returns how often each script was requested, and the release.
 */
async function stubCounters(page: Page, hold?: string) {
  const requested: Record<string, number> = {};
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const stub of STUBS) {
    await page.route(stub.matches, async (route) => {
      requested[stub.counter] = (requested[stub.counter] ?? 0) + 1;
      if (stub.counter === hold) await held;
      await route.fulfill({ contentType: 'text/javascript', body: stub.script });
    });
  }
  return { requested, release };
}

const received = (page: Page) => page.evaluate(() => window.__counters ?? {});

/** The errors the metrics module logged in this page's console. */
function metricsErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Metrics:'))
      errors.push(message.text());
  });
  return errors;
}

test('R-LAYOUT-13: the configured counters load with their ids; the chat not on the checkout, then once elsewhere', async ({
  page,
}) => {
  const { requested } = await stubCounters(page);
  const { liveChat, ...withoutChat } = { ...COUNTER_IDS, headerBidding: true };

  await page.goto('/personal/order/make/');
  await expect.poll(() => received(page)).toEqual(withoutChat);
  expect(requested.liveChat).toBeUndefined();

  // Leaving the checkout within the SPA brings the chat; nothing is loaded twice.
  await page.getByRole('banner').locator('a[href="/favorites/"]').click();
  await expect(page).toHaveURL(/\/favorites\/$/);
  await expect.poll(() => received(page)).toEqual({ ...withoutChat, liveChat });
  await page.getByRole('banner').locator('a[href="/personal/order/make/"]').click();
  await expect(page).toHaveURL(/\/personal\/order\/make\/$/);
  expect(Object.values(requested)).toEqual(STUBS.map(() => 1));
});

test('R-LAYOUT-14: a goal sent before the web-analytics counter is initialised logs an error; after, none', async ({
  page,
}) => {
  const errors = metricsErrors(page);
  const { release } = await stubCounters(page, 'webAnalytics');
  const shopper = newShopper();
  // The counter's script is held, so the page never fires `load` until it is released.
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  await registerInOpenDialog(page, shopper);

  await expect
    .poll(() => errors)
    .toEqual([
      'Metrics: goal "registered" was sent before the web-analytics counter was initialised; ' +
        'the counter may not receive it.',
    ]);

  // The goal waited in the queue: the counter's script, once it runs, gets it after its init.
  release();
  const goals = () =>
    page.evaluate(() =>
      (window.__webAnalyticsCalls ?? []).map((call) =>
        call.filter((part) => typeof part === 'string').join(' '),
      ),
    );
  await expect
    .poll(goals)
    .toEqual([
      `${COUNTER_IDS.webAnalytics} init`,
      `${COUNTER_IDS.webAnalytics} reachGoal registered`,
    ]);

  // Signed out and in again on a page whose counter is initialised: the goal arrives, no error.
  await logOutFromHeader(page);
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  await signInInOpenDialog(page, shopper);
  await expect
    .poll(goals)
    .toEqual([
      `${COUNTER_IDS.webAnalytics} init`,
      `${COUNTER_IDS.webAnalytics} reachGoal authorized`,
    ]);
  expect(errors).toHaveLength(1);
});

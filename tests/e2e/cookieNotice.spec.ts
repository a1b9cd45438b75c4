import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callShopApi, someProductIds } from './shopApi';
import { headerBasketLink } from './shopUi';

/**
 * Issue 27 point 5: the cookie notice on a first visit. It is in the server's HTML, «Понятно»
 * hides it for good (the cookie reaches the server, which leaves it out), it moves nothing on the
 * page, and on a phone it never lies over the basket icon, the product's buy button or the
 * checkout's place-order bar, nor on a desktop over the scroll-to-top button.
 */

const LABEL = 'Уведомление о файлах cookie';
const PHONE = { width: 375, height: 667 };

test.use({ cookieNoticeDismissed: false });

const noticeOf = (page: Page) => page.getByRole('region', { name: LABEL });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

/**
 * Whether two boxes share a pixel's depth of area. Less is sub-pixel rounding: the page scrolls
 * by whole pixels while boxes sit at fractions of one.
 */
const overlap = (a: Box, b: Box) =>
  a.x + 1 <= b.x + b.width &&
  b.x + 1 <= a.x + a.width &&
  a.y + 1 <= b.y + b.height &&
  b.y + 1 <= a.y + a.height;

async function expectClearOfNotice(page: Page, target: Locator, what: string) {
  await expect(target).toBeVisible();
  const [notice, box] = [await boxOf(noticeOf(page)), await boxOf(target)];
  expect(
    overlap(notice, box),
    `${what} ${JSON.stringify(box)} under ${JSON.stringify(notice)}`,
  ).toBe(false);
}

/** Opens the first product of a section of plain goods and answers its «В корзину» button. */
async function openBuyableProduct(page: Page): Promise<Locator> {
  await page.goto('/shop/almaznaya-vyshivka/');
  const card = page.getByRole('list', { name: 'Товары' }).getByRole('article').first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return page.getByRole('region', { name: 'Покупка' }).getByRole('button', { name: 'В корзину' });
}

/** The layout shifts of the page so far, each with the elements it moved (for the message). */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        type Shift = {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const describe = (source: Shift['sources'][number]) => {
          // A moved text is named by its parent element.
          const node = (
            source.node?.nodeType === Node.TEXT_NODE ? source.node.parentElement : source.node
          ) as Element | null | undefined;
          const name = node?.outerHTML?.slice(0, 160) ?? 'a removed node';
          const [from, to] = [source.previousRect, source.currentRect];
          return `${name} from ${from.x},${from.y} ${from.width}×${from.height} to ${to.x},${to.y} ${to.width}×${to.height}`;
        };
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as unknown as Shift[];
          resolve(
            shifts
              .filter((shift) => !shift.hadRecentInput)
              .map((shift) => ({ value: shift.value, moved: shift.sources.map(describe) })),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all is no shift: the observer then never calls back.
        setTimeout(() => resolve([]), 500);
      }),
  );

test.describe('issue 27 point 5: the cookie notice', () => {
  test('is in the server HTML of a first visit; «Понятно» hides it and the reload and the next page leave it out of the HTML', async ({
    page,
  }) => {
    const first = await page.goto('/');
    expect(await first!.text()).toContain(`aria-label="${LABEL}"`);
    const notice = noticeOf(page);
    await expect(notice).toContainText(
      'Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с этим.',
    );
    await expect(notice.getByRole('link', { name: 'Подробнее' })).toHaveAttribute(
      'href',
      '/soglasie-na-obrabotku-personalnyh-dannyh/',
    );
    // It takes no focus on load.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await notice.getByRole('button', { name: 'Понятно' }).click();
    await expect(notice).toHaveCount(0);
    const cookie = (await page.context().cookies()).find(({ name }) => name === 'cookie_notice');
    expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 60 * 60);

    const reloaded = await page.reload();
    expect(await reloaded!.text()).not.toContain(LABEL);
    await expect(notice).toHaveCount(0);
    const next = await page.goto('/shop/');
    expect(await next!.text()).not.toContain(LABEL);
    await expect(notice).toHaveCount(0);
  });

  test('moves nothing: no layout shift on a first visit, and the server-drawn notice stays where it was after the scripts start', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/shop/');
    const drawn = await boxOf(noticeOf(page));
    expect(drawn.y + drawn.height).toBe(PHONE.height);
    expect(await layoutShifts(page)).toEqual([]);
    expect(await noticeOf(page).evaluate((element) => getComputedStyle(element).position)).toBe(
      'fixed',
    );
  });

  test('is reached by the keyboard after the page, shows its focus, and lets the focus go on', async ({
    page,
  }) => {
    await page.goto('/');
    const notice = noticeOf(page);
    await page.keyboard.press('Tab');
    expect(await notice.evaluate((element) => element.contains(document.activeElement))).toBe(
      false,
    );
    await notice.getByRole('link', { name: 'Подробнее' }).focus();
    await page.keyboard.press('Tab');
    const button = notice.getByRole('button', { name: 'Понятно' });
    await expect(button).toBeFocused();
    expect(await button.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    await page.keyboard.press('Tab');
    await expect(button).not.toBeFocused();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(notice).toHaveCount(0);
  });

  test.describe('before the scripts run', () => {
    test.use({ javaScriptEnabled: false });

    test('the server HTML alone shows it at the bottom of the screen', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto('/');
      const notice = await boxOf(noticeOf(page));
      expect([notice.x, notice.width, notice.y + notice.height]).toEqual([0, 375, PHONE.height]);
      await expect(noticeOf(page).getByRole('button', { name: 'Понятно' })).toBeVisible();
    });
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: PHONE });

    test('it is clear of the header’s basket icon and of the product’s buy button, also once that is scrolled or tabbed to', async ({
      page,
    }) => {
      await page.goto('/');
      await expectClearOfNotice(page, headerBasketLink(page), 'the basket icon');
      const buy = await openBuyableProduct(page);
      await expectClearOfNotice(page, buy, 'the buy button');
      await expectClearOfNotice(page, headerBasketLink(page), 'the basket icon');
      // Below the fold at first: brought into view the way a link, the keyboard or a script
      // brings it (to the nearest edge), it stops right above the notice, not under it.
      await buy.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
      await expectClearOfNotice(page, buy, 'the buy button scrolled into view');
      const [notice, scrolled] = [await boxOf(noticeOf(page)), await boxOf(buy)];
      expect(Math.abs(notice.y - (scrolled.y + scrolled.height))).toBeLessThan(2);
      for (const top of [0, 100_000]) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        await buy.focus();
        await expectClearOfNotice(page, buy, `the buy button focused from ${top} px`);
      }
    });

    test('it is clear of the checkout’s place-order bar wherever the page is scrolled', async ({
      page,
    }) => {
      await page.goto('/');
      const [id] = await someProductIds(page, 1);
      await callShopApi(page, '/api/catalog/basket/add', { productId: id, quantity: 1 });
      await page.goto('/personal/order/make/');
      const place = page.getByRole('button', { name: 'Оформить заказ' }).first();
      await expect(place).toBeVisible();
      await expectClearOfNotice(page, place, 'the place-order button');
      for (const part of [0.5, 1]) {
        await page.evaluate(
          (share) => window.scrollTo(0, share * document.documentElement.scrollHeight),
          part,
        );
        await expectClearOfNotice(page, place, `the place-order button at ${part * 100} %`);
      }
    });
  });

  test('on a desktop it is clear of the scroll-to-top button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop/');
    await page.evaluate(() => window.scrollTo(0, 1500));
    const up = page.getByRole('button', { name: 'Наверх' });
    await expectClearOfNotice(page, up, 'the scroll-to-top button');
  });
});

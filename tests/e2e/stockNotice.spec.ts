import type { Locator, Page } from '@playwright/test';
import { csvText, importThroughApi } from './catalogExchange';
import { expect, otherVisitor, test } from './fixtures';
import { linkIn, receivedMail } from './mail';
import { callShopApi } from './shopApi';
import { PERSONAL_DATA_CONSENT } from './shopUi';
import { signInAsStaff } from './staff';

// Issue 26 point 3: out-of-stock goods say so everywhere and offer «Сообщить о поступлении».

interface Card {
  id: number;
  name: string;
  url: string;
  available: boolean;
}

interface SectionData {
  data: { subsections: { url: string }[]; products: Card[] };
}

const pageJson = (page: Page, url: string) =>
  page.evaluate(
    async (address) =>
      (await (await fetch(address, { headers: { 'X-Source': 'nuxt' } })).json()) as SectionData,
    url,
  );

/** The first out-of-stock product on the first page of a top section, with that section's url. */
async function outOfStockCard(page: Page): Promise<{ card: Card; sectionUrl: string }> {
  await page.goto('/');
  const { data } = await pageJson(page, '/shop/');
  for (const { url } of data.subsections) {
    const card = (await pageJson(page, url)).data.products.find((one) => !one.available);
    if (card) return { card, sectionUrl: url };
  }
  throw new Error('the demo has no out-of-stock product on a section’s first page');
}

/** The card says «Нет в наличии», offers the notice and has no «В корзину». */
async function expectSoldOut(scope: Locator, name: string) {
  await expect(scope.getByText('Нет в наличии')).toBeVisible();
  await expect(
    scope.getByRole('button', { name: `Сообщить о поступлении: ${name}` }),
  ).toBeEnabled();
  await expect(scope.getByRole('button', { name: 'В корзину' })).toHaveCount(0);
}

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Поиск' });

/** The elements of `role` holding the link to the card's page (the demo repeats some names). */
const holding = (scope: Page | Locator, role: 'article' | 'listitem', card: Card) => {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole(role).filter({ has: page.locator(`a[href="${card.url}"]`) });
};

test.describe('stock told everywhere', () => {
  test('an out-of-stock product offers no «В корзину» in a section, the favorites and the search suggestions', async ({
    page,
  }) => {
    const { card, sectionUrl } = await outOfStockCard(page);

    await page.goto(sectionUrl);
    const inSection = holding(page, 'article', card);
    await expectSoldOut(inSection, card.name);

    await inSection.getByRole('button', { name: `В избранное: ${card.name}` }).click();
    await page.goto('/favorites/');
    const inFavorites = holding(
      page.getByRole('list', { name: 'Избранные товары' }),
      'listitem',
      card,
    );
    await expectSoldOut(inFavorites, card.name);

    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Поиск среди/ })
      .click();
    await overlay(page).getByRole('searchbox', { name: 'Что ищем?' }).fill(card.name);
    const suggested = holding(
      overlay(page).getByRole('region', { name: 'Товары' }),
      'listitem',
      card,
    );
    await expectSoldOut(suggested, card.name);
  });

  test('a guest subscribes, gets one mail when the stock comes back and unsubscribes with its link', async ({
    page,
    browser,
  }) => {
    // The catalogue import's dry run and write, then the notices' sweep and the mail.
    test.slow();
    const { card, sectionUrl } = await outOfStockCard(page);
    const email = `notice${Date.now()}@hobby.test`;

    await page.goto(sectionUrl);
    await holding(page, 'article', card)
      .getByRole('button', { name: `Сообщить о поступлении: ${card.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Сообщить о поступлении' });
    await dialog.getByLabel('Электронная почта').fill(email);
    await dialog.getByRole('checkbox', { name: PERSONAL_DATA_CONSENT }).check();
    await dialog.getByRole('button', { name: 'Сообщить' }).click();
    const done = page.getByRole('dialog', { name: 'Сообщим, когда товар появится' });
    await expect(done).toContainText(`придёт на ${email}`);
    await done.getByRole('button', { name: 'Хорошо' }).click();

    // Staff bring the product back through the catalogue exchange (any writer of the stock would).
    const staff = await otherVisitor(browser);
    await signInAsStaff(staff);
    await importThroughApi(
      staff,
      'stock.csv',
      csvText({ header: ['ID', 'STOCK'], rows: [[String(card.id), '7']] }),
    );
    await staff.close();

    const mail = await receivedMail(email, /^Снова в наличии/);
    expect(mail.text).toContain(`Товар «${card.name}», о поступлении которого вы просили сообщить`);
    const publicUrl = new URL(page.url()).origin;
    const unsubscribe = linkIn(mail, `${publicUrl}/api/stock-notices/unsubscribe?token=`);
    await page.goto(unsubscribe);
    await expect(page).toHaveURL(`${card.url}?stock_notice=off`);
    await expect(page.getByRole('status').filter({ hasText: 'больше не придут' })).toHaveText(
      'Готово: письма о поступлении этого товара больше не придут.',
    );
    // The product is back: its page offers the basket again.
    await expect(
      page.getByRole('region', { name: 'Покупка' }).getByRole('button', { name: 'В корзину' }),
    ).toBeEnabled();
    const again = await callShopApi<{ result: Card[] }>(page, '/api/favorites/products', {
      ids: [card.id],
    });
    expect(again.result[0]?.available).toBe(true);
  });
});

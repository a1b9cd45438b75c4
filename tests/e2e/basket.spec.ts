import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callShopApi, isPlainGood } from './shopApi';
import { headerBasketLink } from './shopUi';

interface BasketInfo {
  items: { basketItemId: number; name: string; quantity: number }[];
  summary: { quantity: number; total: number; couponDiscount: number };
}

const basketInfo = async (page: Page) =>
  (await callShopApi<{ result: BasketInfo }>(page, '/api/catalog/basket/info')).result;

/**
 * What the page asks to pay: the basket's total plus the delivery the form starts with (the first
 * offered; its price follows the basket, free from a sum on).
 */
async function totalToPay(page: Page): Promise<number> {
  const [basket, options] = await Promise.all([
    basketInfo(page),
    callShopApi<{ result: { deliveries: { price: number }[] } }>(page, '/api/checkout/options'),
  ]);
  return basket.summary.total + (options.result.deliveries[0]?.price ?? 0);
}

/** Products a coupon discounts: gift certificates never are (docs/decisions.md, coupons). */
async function discountableProductIds(page: Page, count: number): Promise<number[]> {
  const ids = Array.from({ length: 100 }, (_, index) => index + 1);
  const { result } = await callShopApi<{
    result: (Parameters<typeof isPlainGood>[0] & { id: number })[];
  }>(page, '/api/favorites/products', { ids });
  return result
    .filter(isPlainGood)
    .slice(0, count)
    .map((card) => card.id);
}

/** The sum a figure on the page reads as ('1 930 ₽', '−193.50 ₽'). */
const amountIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/**
 * Issue 10 point 1: every basket action on the checkout screen reloads the basket from the real
 * server (R-BASKET-3), so the lines and the sums the shopper sees follow each change.
 */
test.describe('the basket on the checkout page', () => {
  test('R-BASKET-3: change quantity, remove one line of several, apply and remove a coupon, clear all: the sums follow each', async ({
    page,
  }) => {
    await page.goto('/');
    for (const productId of await discountableProductIds(page, 3))
      await callShopApi(page, '/api/catalog/basket/add', { productId, quantity: 1 });
    await page.goto('/personal/order/make/');

    const lines = page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');
    const total = page.locator('dd[data-total]');
    /** The shown total equals the server's and differs from the one before the action. */
    // The change is saved by the page's own request: wait for the server's total to move first.
    const expectShownTotal = async (before: number) => {
      let saved = before;
      await expect.poll(async () => (saved = await totalToPay(page))).not.toBe(before);
      await expect.poll(async () => amountIn(await total.innerText())).toBe(saved);
      return saved;
    };

    await expect(lines).toHaveCount(3);
    let shown = amountIn(await total.innerText());
    expect(shown).toBe(await totalToPay(page));
    await expect(page.getByText('3 товара', { exact: true })).toBeVisible();

    // Change quantity: one more piece of the first line.
    const [first, second, third] = (await basketInfo(page)).items;
    await page
      .getByRole('group', { name: `Количество: ${first!.name}` })
      .getByRole('button', { name: 'Больше' })
      .click();
    shown = await expectShownTotal(shown);
    await expect(page.getByText('4 товара', { exact: true })).toBeVisible();

    // Remove the second line only: the others stay.
    await page.getByRole('button', { name: `Удалить из корзины: ${second!.name}` }).click();
    await expect(lines).toHaveCount(2);
    await expect(page.getByRole('link', { name: second!.name })).toHaveCount(0);
    await expect(lines.filter({ hasText: first!.name })).toHaveCount(1);
    await expect(lines.filter({ hasText: third!.name })).toHaveCount(1);
    shown = await expectShownTotal(shown);

    // Apply a coupon, then remove it: the coupon discount comes and goes.
    await page.getByLabel('Купон').fill('HOBBY10');
    await page.getByRole('button', { name: 'Применить', exact: true }).click();
    await expect(page.getByText('Скидка по купону')).toBeVisible();
    const withCoupon = await expectShownTotal(shown);
    expect(withCoupon).toBeLessThan(shown);

    await page.getByRole('button', { name: 'Убрать купон HOBBY10' }).click();
    await expect(page.getByText('Скидка по купону')).toBeHidden();
    shown = await expectShownTotal(withCoupon);
    expect(shown).toBeGreaterThan(withCoupon);

    // Clear all, after the question.
    await page.getByRole('button', { name: 'Очистить корзину' }).click();
    const question = page.getByRole('alertdialog', { name: 'Очистить корзину?' });
    await question.getByRole('button', { name: 'Очистить' }).click();
    await expect(page.getByText('В корзине пока ничего нет')).toBeVisible();
    expect((await basketInfo(page)).items).toEqual([]);
    await expect(headerBasketLink(page)).not.toContainText(/\d/);
  });
});

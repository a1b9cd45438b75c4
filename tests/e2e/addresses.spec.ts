import { expect, test } from './fixtures';
import { linkIn, receivedMail } from './mail';
import { callShopApi, newShopper, someProductIds } from './shopApi';
import { fillOrderForm, placedOrderId, placeOrder } from './shopUi';

/**
 * Issue 26 point 6: the e2e server runs without PUBLIC_URL (playwright.config.ts), so its default
 * origin is `http://localhost:<port>`, while the shop is opened at `127.0.0.1`. The payment page,
 * the provider's return and the mail must all lead back to the address the shopper came by; a
 * request to `localhost` would be stopped by the fixtures' guard and fail the test.
 */
test('issue 26 point 6: a card payment completes with the shop opened at 127.0.0.1', async ({
  page,
  baseURL,
}) => {
  // Checkout, the provider's page and a mail in one test: more than the default 30 s on a busy machine.
  test.slow();
  expect(baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const guest = newShopper();
  await page.goto('/');
  const [productId] = await someProductIds(page, 1);
  await callShopApi(page, '/api/catalog/basket/add', { productId, quantity: 1 });
  await page.goto('/personal/order/make/');
  await fillOrderForm(page, { contact: guest, delivery: 'pickup', payment: 'Картой онлайн' });
  await placeOrder(page);

  await expect(page).toHaveURL(new RegExp(`^${baseURL}/payment/test/[0-9a-f-]+/$`));
  await page.getByRole('button', { name: 'успешно', exact: true }).click();
  const orderId = await placedOrderId(page);
  await expect(page).toHaveURL(`${baseURL}/personal/order/make/?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: `Заказ № ${orderId} оформлен` })).toBeVisible();
  await expect(page.getByText('Заказ оплачен')).toBeVisible();

  // Still the same visitor: the new account made at checkout is signed in and finds the order.
  await page.goto(`/personal/orders/${orderId}/`);
  await expect(page.getByRole('heading', { name: `Заказ № ${orderId}` })).toBeVisible();

  const mail = await receivedMail(guest.email, new RegExp(`Заказ № ${orderId} оформлен`));
  expect(linkIn(mail, 'http')).toBe(`${baseURL}/personal/orders/${orderId}/`);
});

import { expect, test } from './fixtures';
import { callShopApi, registerShopper, someProductIds } from './shopApi';
import { decidePayment, fillOrderForm, placeOrder } from './shopUi';

/**
 * Issue 27 point 4 acceptance: СБП through the built-in test provider, with the real server and
 * database in Chromium. The order is paid only when the provider says so, is paid again from the
 * cabinet by СБП, and a cancel refunds it.
 */
test('issue 27 point 4: СБП is the first payment; its page shows a QR code; «отказ», then «Оплатить» in the cabinet and «успешно» pay the order; a cancel refunds it', async ({
  page,
}) => {
  // two payments, a cancel and a refund: one of the longer walks through the shop
  test.slow();
  await page.goto('/');
  await registerShopper(page);
  const [productId] = await someProductIds(page, 1);
  await callShopApi(page, '/api/catalog/basket/add', { productId, quantity: 1 });
  await page.goto('/personal/order/make/');
  const payments = page.getByRole('radiogroup', { name: 'Способ оплаты' }).getByRole('radio');
  await expect(payments.first()).toHaveAccessibleName(/^СБП/);
  await expect(payments.first()).toBeChecked();
  await page.getByLabel('Телефон').fill('+7 900 765-43-21');
  await fillOrderForm(page, { delivery: 'pickup', payment: 'СБП' });
  await placeOrder(page);

  const qr = page.getByRole('img', { name: 'QR-код для оплаты через СБП' });
  await expect(qr).toBeVisible();
  await expect(page.getByText('Отсканируйте QR-код камерой телефона')).toBeVisible();
  const orderId = await decidePayment(page, 'отказ');
  await expect(page.getByText('Оплата не прошла')).toBeVisible();

  await page.goto(`/personal/orders/${orderId}/`);
  await expect(page.getByRole('main')).toContainText('СБП');
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(qr).toBeVisible();
  expect(await decidePayment(page, 'успешно')).toBe(orderId);
  await expect(page.getByText('Заказ оплачен')).toBeVisible();

  await page.goto(`/personal/orders/${orderId}/`);
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  const question = page.getByRole('alertdialog', { name: `Отменить заказ № ${orderId}?` });
  await question.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(page.getByRole('list', { name: 'Возвраты денег' })).toContainText('— выполнен');
  await expect(page.getByText('Деньги возвращены').first()).toBeVisible();
});

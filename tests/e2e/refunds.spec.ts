import { expect, test } from './fixtures';
import { receivedMail } from './mail';
import { callShopApi, registerShopper, someProductIds } from './shopApi';
import { decidePayment, fillOrderForm, placeOrder } from './shopUi';

/**
 * Issue 26 acceptance: a paid order cancelled by the shopper is refunded by the test provider,
 * and the cabinet and the mail say so. The real server and database, Chromium, a real SMTP
 * listener.
 */
test('issue 26 point 2: a shopper pays by card, cancels the order, and the money is refunded; the cabinet and the mail say so', async ({
  page,
}) => {
  await page.goto('/');
  const shopper = await registerShopper(page);
  const [productId] = await someProductIds(page, 1);
  await callShopApi(page, '/api/catalog/basket/add', { productId, quantity: 1 });
  await page.goto('/personal/order/make/');
  await page.getByLabel('Телефон').fill('+7 900 765-43-21');
  await fillOrderForm(page, { delivery: 'pickup', payment: 'Картой онлайн' });
  await placeOrder(page);
  const orderId = await decidePayment(page, 'успешно');
  await expect(page.getByText('Заказ оплачен')).toBeVisible();

  await page.goto(`/personal/orders/${orderId}/`);
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  const question = page.getByRole('alertdialog', { name: `Отменить заказ № ${orderId}?` });
  await expect(question).toContainText(
    'Деньги вернутся на карту, которой оплачен заказ, в течение 3–10 рабочих дней',
  );
  await question.getByRole('button', { name: 'Отменить заказ' }).click();

  const refunds = page.getByRole('list', { name: 'Возвраты денег' });
  await expect(refunds).toContainText('— выполнен');
  await expect(page.getByText('Деньги возвращены').first()).toBeVisible();

  const cancelMail = await receivedMail(shopper.email, new RegExp(`Заказ № ${orderId}: Отменён`));
  expect(cancelMail.text).toContain('Мы оформили возврат');
  const refundMail = await receivedMail(
    shopper.email,
    new RegExp(`Заказ № ${orderId}: деньги возвращены`),
  );
  expect(refundMail.text).toContain('статус возврата: выполнен');
  expect(refundMail.text).toContain('в течение 3–10 рабочих дней');
});

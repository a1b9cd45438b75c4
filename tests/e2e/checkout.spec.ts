import type { Page } from '@playwright/test';
import { expect, otherVisitor, test } from './fixtures';
import { linkIn, receivedMail } from './mail';
import { callShopApi, newShopper, registerShopper, someProductIds } from './shopApi';
import { decidePayment, fillOrderForm, placedOrderId, placeOrder } from './shopUi';
import { signInAsStaff } from './staff';

/**
 * Issue 15 acceptance: the real server on a seeded database, Chromium, the built-in test payment
 * provider and a real SMTP listener (tests/e2e/mailCatcher.ts).
 */

interface BasketLine {
  productId: number;
  name: string;
  price: number;
  quantity: number;
}

const basketLines = async (page: Page) =>
  (await callShopApi<{ result: { items: BasketLine[] } }>(page, '/api/catalog/basket/info')).result
    .items;

/**
 * Puts `count` goods that are in stock into the visitor's basket, one piece each: goods, not gift
 * certificates (someProductIds), which would take the courier away. `skip` leaves the first
 * goods to other tests, so parallel tests do not buy up each other's stock.
 */
async function fillBasket(page: Page, count: number, skip = 0): Promise<BasketLine[]> {
  const ids = (await someProductIds(page, skip + count)).slice(skip);
  for (const productId of ids)
    await callShopApi(page, '/api/catalog/basket/add', { productId, quantity: 1 });
  return basketLines(page);
}

test.describe('checkout, payment and the cabinet (issue 15)', () => {
  test('issue 15: a guest checks out with courier delivery and the test provider’s «успешно», gets the mail, and finds the order paid in the new account', async ({
    page,
  }) => {
    const guest = newShopper();
    await page.goto('/');
    const lines = await fillBasket(page, 2);
    await page.goto('/personal/order/make/');
    await fillOrderForm(page, {
      contact: guest,
      delivery: 'courier',
      payment: 'Картой онлайн',
    });
    await placeOrder(page);

    const orderId = await decidePayment(page, 'успешно');
    await expect(page.getByRole('heading', { name: `Заказ № ${orderId} оформлен` })).toBeVisible();
    await expect(page.getByText('Заказ оплачен')).toBeVisible();
    await expect(
      page.getByText('Мы создали для вас личный кабинет — заказ уже в нём'),
    ).toBeVisible();
    expect(await basketLines(page)).toEqual([]);

    const mail = await receivedMail(guest.email, new RegExp(`Заказ № ${orderId} оформлен`));
    for (const line of lines) expect(mail.text).toContain(line.name);

    // The new account is signed in: its cabinet lists the order as paid.
    await page.goto('/personal/orders/');
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: `№ ${orderId}` });
    await expect(card).toContainText('Оплачен');
  });

  test('issue 15: a signed-in shopper’s payment is refused («отказ»), and the order is paid again from the cabinet', async ({
    page,
  }) => {
    await page.goto('/');
    const shopper = await registerShopper(page);
    await fillBasket(page, 1, 10);
    await page.goto('/personal/order/make/');
    // Signed in, the contact is filled in from the account.
    await expect(page.getByLabel('Электронная почта')).toHaveValue(shopper.email);
    await page.getByLabel('Телефон').fill('+7 900 765-43-21');
    await fillOrderForm(page, { delivery: 'pickup', payment: 'Картой онлайн' });
    await placeOrder(page);

    const orderId = await decidePayment(page, 'отказ');
    await expect(page.getByText('Оплата не прошла')).toBeVisible();

    await page.goto(`/personal/orders/${orderId}/`);
    await expect(page.getByRole('heading', { name: `Заказ № ${orderId}` })).toBeVisible();
    await page.getByRole('button', { name: 'Оплатить' }).click();
    expect(await decidePayment(page, 'успешно')).toBe(orderId);
    await expect(page.getByText('Заказ оплачен')).toBeVisible();
  });

  test('issue 15: a price that changed between the basket and the order stops it with «Цена изменилась»', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await registerShopper(page);
    // Москва and Санкт-Петербург have price lists of their own: the same basket costs another sum.
    await callShopApi(page, '/api/location/setLocationId', { locationId: 0 });
    const lines = await fillBasket(page, 3, 20);
    await page.goto('/personal/order/make/');
    await fillOrderForm(page, { delivery: 'courier', payment: 'При получении' });
    await page.getByLabel('Телефон').fill('+7 900 111-22-33');

    // Meanwhile, in another tab, the city (and with it the price list) changes.
    const other = await context.newPage();
    await other.goto('/');
    await callShopApi(other, '/api/location/setLocationId', { locationId: 1 });
    const now = await basketLines(other);
    const changed = lines.filter(
      (line) => now.find((item) => item.productId === line.productId)?.price !== line.price,
    );
    expect(changed.length, 'a basket line priced differently in Санкт-Петербург').toBeGreaterThan(
      0,
    );

    await placeOrder(page);
    await expect(page.getByText('Цена изменилась', { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/Цена изменилась: было .+ ₽, стало .+ ₽/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/personal\/order\/make\/$/);
    const orders = await callShopApi<{ result: { total: number } }>(page, '/api/personal/orders');
    expect(orders.result.total).toBe(0);
  });

  test('issue 15: repeating an order puts its lines back into the basket', async ({ page }) => {
    await page.goto('/');
    await registerShopper(page);
    const lines = await fillBasket(page, 2, 30);
    await page.goto('/personal/order/make/');
    await page.getByLabel('Телефон').fill('+7 900 222-33-44');
    await fillOrderForm(page, { delivery: 'pickup', payment: 'При получении' });
    await placeOrder(page);
    const orderId = await placedOrderId(page);
    await expect(page.getByText('Оплата при получении').first()).toBeVisible();
    expect(await basketLines(page)).toEqual([]);

    await page.goto(`/personal/orders/${orderId}/`);
    await page.getByRole('button', { name: 'Повторить заказ' }).click();
    await expect(page.getByText('Товары добавлены в корзину')).toBeVisible();
    const back = await basketLines(page);
    expect(back.map((line) => [line.productId, line.quantity])).toEqual(
      lines.map((line) => [line.productId, line.quantity]),
    );
  });

  test('issue 15: «Забыли пароль?» mails a link that signs the shopper in once', async ({
    page,
    browser,
  }) => {
    const shopper = newShopper();
    const registering = await otherVisitor(browser);
    await registering.goto('/');
    await callShopApi(registering, '/api/user/register', { ...shopper, consent: true });
    await registering.close();

    await page.goto('/');
    await page.getByRole('button', { name: 'Войти' }).first().hover();
    await page.getByRole('button', { name: 'Войти или зарегистрироваться' }).click();
    const dialog = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
    await dialog.getByRole('button', { name: 'Забыли пароль?' }).click();
    await dialog.getByLabel('Электронная почта').fill(shopper.email);
    await dialog.getByRole('button', { name: 'Выслать ссылку' }).click();
    await expect(
      dialog.getByText(
        'Если такой адрес зарегистрирован, мы отправили на него письмо со ссылкой для входа.',
      ),
    ).toBeVisible();

    const mail = await receivedMail(shopper.email, /Восстановление пароля/);
    const link = linkIn(mail, `${new URL(page.url()).origin}/personal/private/?reset=`);
    await page.goto(link);
    await page.getByLabel('Новый пароль', { exact: true }).fill('novyi-parol-2026');
    await page.getByLabel('Повторите пароль').fill('novyi-parol-2026');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.getByText('Пароль изменён, вы вошли')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Электронная почта')).toHaveValue(shopper.email);

    // The link works once.
    const again = await otherVisitor(browser);
    await again.goto(link);
    await again.getByLabel('Новый пароль', { exact: true }).fill('drugoi-parol-2026');
    await again.getByLabel('Повторите пароль').fill('drugoi-parol-2026');
    await again.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(
      again.getByText('Ссылка для восстановления пароля недействительна или устарела'),
    ).toBeVisible();
    await again.close();
  });

  test('issue 26 point 5: an account made at checkout sets its first password by a mailed link; a wrong old password’s error goes once the field is edited (point 8)', async ({
    page,
  }) => {
    // An order, two mails and three password hashes (scrypt) in one test.
    test.slow();
    const guest = newShopper();
    await page.goto('/');
    const [productId] = await someProductIds(page, 1);
    await callShopApi(page, '/api/catalog/basket/add', { productId, quantity: 1 });
    await page.goto('/personal/order/make/');
    await fillOrderForm(page, { contact: guest, delivery: 'pickup', payment: 'При получении' });
    await placeOrder(page);
    await placedOrderId(page);

    await page.goto('/personal/private/');
    const main = page.getByRole('main');
    const setPassword = main.getByRole('region', { name: 'Задать пароль' });
    await expect(setPassword).toContainText('пароля у него пока нет');
    await expect(main.getByLabel('Старый пароль')).toHaveCount(0);
    await setPassword.getByRole('button', { name: 'Выслать ссылку' }).click();
    await expect(setPassword.getByRole('status')).toHaveText(
      `Письмо со ссылкой отправлено на ${guest.email}`,
    );

    const mail = await receivedMail(guest.email, /Пароль для личного кабинета/);
    const link = linkIn(mail, `${new URL(page.url()).origin}/personal/private/?reset=`);
    await page.goto(link);
    await expect(main.getByRole('heading', { name: 'Пароль для личного кабинета' })).toBeVisible();
    await page.getByLabel('Новый пароль', { exact: true }).fill('pervyi-parol-2026');
    await page.getByLabel('Повторите пароль').fill('pervyi-parol-2026');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.getByText('Пароль задан, вы вошли')).toBeVisible();

    const change = main.getByRole('region', { name: 'Смена пароля' });
    await change.getByLabel('Старый пароль').fill('ne-tot-parol');
    await change.getByLabel('Новый пароль', { exact: true }).fill('vtoroi-parol-2026');
    await change.getByLabel('Повторите пароль').fill('vtoroi-parol-2026');
    await change.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(change.getByRole('alert')).toHaveText('Неверный старый пароль');
    await change.getByLabel('Старый пароль').fill('pervyi-parol-2026');
    await expect(change.getByRole('alert')).toHaveCount(0);
    await change.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(change.getByRole('status')).toHaveText('Пароль изменён');
  });

  test('issue 15 point 7: staff find the order at /admin/orders/, ship it, and the shopper sees it in the cabinet and by mail', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    const shopper = await registerShopper(page);
    await fillBasket(page, 1, 40);
    await page.goto('/personal/order/make/');
    await page.getByLabel('Телефон').fill('+7 900 333-44-55');
    await fillOrderForm(page, { delivery: 'courier', payment: 'При получении' });
    await placeOrder(page);
    const orderId = await placedOrderId(page);

    const staff = await otherVisitor(browser);
    await signInAsStaff(staff);
    await staff.goto('/admin/orders/');
    await staff.getByRole('combobox', { name: 'Статус' }).selectOption('Принят');
    await staff.getByRole('button', { name: 'Показать' }).click();
    await staff.getByRole('link', { name: `Заказ № ${orderId}` }).click();
    await staff.getByRole('combobox', { name: 'Новый статус' }).selectOption('Отправлен');
    await staff.getByLabel('Комментарий').fill('Трек-номер 80080012345678');
    await staff.getByRole('button', { name: 'Сохранить' }).click();
    await expect(staff.getByText('Успешно сохранено!')).toBeVisible();
    await staff.close();

    const mail = await receivedMail(shopper.email, new RegExp(`Заказ № ${orderId}: Отправлен`));
    expect(mail.text).toContain('Трек-номер 80080012345678');
    await page.goto(`/personal/orders/${orderId}/`);
    await expect(page.getByRole('main').getByText('Отправлен').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
  });
});

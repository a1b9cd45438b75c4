import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Chooses a city in the header's city chooser, as a shopper does. */
export async function chooseCity(page: Page, city: string) {
  await page
    .getByRole('button', { name: /^Выбрать город/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Выберите город' })
    .getByRole('button', { name: city })
    .click();
}

/**
 * Clicks a product's heart and waits until the server has the change. The heart and the badge
 * change at the click and the server hears of it a moment later; a page loaded in between merges
 * the server's older list back in (R-FAV-1). `waitForLoadState('networkidle')` is no wait here:
 * once a page has been idle it resolves at once, whatever the click sent since.
 */
export async function toggleFavorite(page: Page, heart: Locator) {
  const saved = page.waitForResponse((response) =>
    /^\/api\/favorites\/(add|remove)$/.test(new URL(response.url()).pathname),
  );
  await heart.click();
  expect((await saved).ok()).toBe(true);
}

/** The header's basket icon, a link to the checkout. */
export const headerBasketLink = (page: Page) =>
  page.getByRole('banner').locator('a[href="/personal/order/make/"]');

/** Fills and sends the registration tab of the open sign-in dialog, as a new shopper does. */
export async function registerInOpenDialog(
  page: Page,
  shopper: { name: string; email: string; password: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
  // Both tabs' forms are in the dialog; role queries see only the shown one.
  const form = dialog.getByRole('tabpanel');
  await dialog.getByRole('tab', { name: 'Регистрация' }).click();
  await form.getByLabel('Имя').fill(shopper.name);
  await form.getByLabel('Почта или телефон').fill(shopper.email);
  await form.getByLabel('Пароль').fill(shopper.password);
  await form.getByLabel('Я согласен на обработку персональных данных').check();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
}

/** Logs out from the header's profile popup; log out reloads the page (R-USER-4). */
export async function logOutFromHeader(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Профиль/ })
    .hover();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Выйти' }).click(),
  ]);
  // Logging out reloads the page, whose scripts start after its first paint: until the app is
  // live again, the header's buttons are markup only (tests/e2e/fixtures.ts).
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Signs in on the shown tab of the open sign-in dialog. */
export async function signInInOpenDialog(page: Page, shopper: { email: string; password: string }) {
  const form = page.getByRole('dialog', { name: 'Вход в личный кабинет' }).getByRole('tabpanel');
  await form.getByLabel('Почта или телефон').fill(shopper.email);
  await form.getByLabel('Пароль').fill(shopper.password);
  await form.getByRole('button', { name: 'Войти' }).click();
}

/** The personal-data box of every form but registration (issue 27 point 5). */
export const PERSONAL_DATA_CONSENT = 'Я даю согласие на обработку персональных данных';

/** The checkout's order form: contact (a guest types it), delivery, payment, both consents. */
export async function fillOrderForm(
  page: Page,
  {
    contact,
    delivery,
    payment,
  }: {
    contact?: { name: string; email: string };
    delivery: 'courier' | 'pickup';
    payment: 'СБП' | 'Картой онлайн' | 'При получении';
  },
) {
  if (contact) {
    await page.getByLabel('Имя').fill(contact.name);
    await page.getByLabel('Телефон').fill('+7 900 123-45-67');
    await page.getByLabel('Электронная почта').fill(contact.email);
  }
  if (delivery === 'courier') {
    await page.getByRole('radio', { name: /Курьером до двери/ }).check();
    await page.getByLabel('Адрес доставки').fill('ул. Тверская, д. 1, кв. 5');
  } else {
    await page.getByRole('radio', { name: /В пункт выдачи/ }).check();
    await page.getByRole('radiogroup', { name: 'Пункт выдачи' }).getByRole('radio').first().check();
  }
  await page.getByRole('radio', { name: new RegExp(payment) }).check();
  await page.getByRole('checkbox', { name: /Я согласен с условиями/ }).check();
  await page.getByRole('checkbox', { name: PERSONAL_DATA_CONSENT }).check();
}

export const placeOrder = (page: Page) =>
  page.getByRole('button', { name: 'Оформить заказ' }).first().click();

/** The order the checkout has just placed, read from its confirmation's address. */
export async function placedOrderId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/personal\/order\/make\/\?orderId=\d+$/);
  return Number(new URL(page.url()).searchParams.get('orderId'));
}

/** On the test provider's own page: 'успешно' or 'отказ'; returns the order's confirmation. */
export async function decidePayment(page: Page, decision: 'успешно' | 'отказ'): Promise<number> {
  await expect(page).toHaveURL(/\/payment\/test\/[0-9a-f-]+\/$/);
  await expect(page.getByRole('heading', { name: 'Тестовая оплата' })).toBeVisible();
  await page.getByRole('button', { name: decision, exact: true }).click();
  return placedOrderId(page);
}

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callShopApi, newShopper, registerShopper, someProductIds } from './shopApi';
import { fillOrderForm, PERSONAL_DATA_CONSENT, placedOrderId, placeOrder } from './shopUi';

/**
 * Issue 27 point 5 (152-FZ): each form that takes personal data has its own unticked consent box
 * linking the document; sent without it, the form says so and keeps nothing; sent with it, the
 * consent is stored with its form, the document's version and what the form created. The real
 * server and database in Chromium; the stored rows are read back through the cabinet's call.
 */

const REFUSAL = 'Подтвердите согласие на обработку персональных данных';
const DOCUMENT = '/soglasie-na-obrabotku-personalnyh-dannyh/';

interface GivenConsent {
  form: string;
  documentVersion: number;
  givenAt: string;
  subjectId: number | null;
}

const myConsents = async (page: Page) =>
  (await callShopApi<{ result: GivenConsent[] }>(page, '/api/personal/consents')).result;

/** A product in stock past the demo's first ones (which are made from the shopper's photo). */
const plainProduct = async (page: Page) => (await someProductIds(page, 12)).at(-1)!;

/** The box links the document in a new tab, so the filled form stays. */
async function expectDocumentLink(scope: Locator, name: string) {
  const link = scope.getByRole('link', { name, exact: true });
  await expect(link).toHaveAttribute('href', DOCUMENT);
  await expect(link).toHaveAttribute('target', '_blank');
}

test.describe('issue 27 point 5: the consent box of each form', () => {
  test('registration, the subscriptions and a review are refused without their box and stored with it', async ({
    page,
  }) => {
    const shopper = newShopper();
    await page.goto('/personal/');
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Войти или зарегистрироваться' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
    await dialog.getByRole('tab', { name: 'Регистрация' }).click();
    const register = dialog.getByRole('tabpanel');
    await register.getByLabel('Имя').fill(shopper.name);
    await register.getByLabel('Почта или телефон').fill(shopper.email);
    await register.getByLabel('Пароль').fill(shopper.password);
    const registerBox = register.getByRole('checkbox', {
      name: 'Я согласен на обработку персональных данных',
    });
    await expect(registerBox).not.toBeChecked();
    await expectDocumentLink(register, 'обработку персональных данных');
    await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(register.getByText(REFUSAL)).toBeVisible();
    await registerBox.check();
    await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByRole('navigation', { name: 'Личный кабинет' })).toBeVisible();

    // Switching a mailing on needs the box; the saved page starts unticked again.
    await page.goto('/personal/subscribe/');
    const subscriptions = page.getByRole('form', { name: 'Подписка' });
    await subscriptions.getByLabel('Новости магазина').check();
    await subscriptions.getByRole('button', { name: 'Сохранить' }).click();
    await expect(subscriptions.getByText(REFUSAL)).toBeVisible();
    await subscriptions.getByRole('checkbox', { name: PERSONAL_DATA_CONSENT }).check();
    await subscriptions.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('status')).toHaveText('Подписка сохранена');

    const productId = await plainProduct(page);
    const { result } = await callShopApi<{ result: { url: string }[] }>(
      page,
      '/api/favorites/products',
      { ids: [productId] },
    );
    await page.goto(result[0]!.url);
    const review = page.getByRole('form', { name: 'Новый отзыв' });
    // The stars are labels of visually hidden radios: a shopper clicks the star.
    await review.locator('label', { hasText: '5 звёзд' }).click();
    await review.getByLabel('Текст отзыва').fill('Собрала за два вечера, всё на месте.');
    await expectDocumentLink(review, 'персональных данных');
    await review.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(review.getByText(REFUSAL)).toBeVisible();
    await review.getByRole('checkbox', { name: PERSONAL_DATA_CONSENT }).check();
    await review.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Ваш отзыв опубликован' }),
    ).toBeVisible();

    const consents = await myConsents(page);
    expect(consents.map((consent) => consent.form)).toEqual([
      'review',
      'subscription',
      'registration',
    ]);
    for (const consent of consents) {
      expect(consent.documentVersion).toBeGreaterThanOrEqual(1);
      expect(Date.now() - Date.parse(consent.givenAt)).toBeLessThan(10 * 60_000);
    }
    expect(consents[0]!.subjectId).toEqual(expect.any(Number));
  });

  test('checkout keeps the terms of sale apart and places no order without the personal-data box', async ({
    page,
  }) => {
    await page.goto('/');
    await registerShopper(page);
    const productId = await plainProduct(page);
    await callShopApi(page, '/api/catalog/basket/add', { productId, quantity: 1 });
    await page.goto('/personal/order/make/');
    // The account was made with an e-mail only: the checkout asks for a phone.
    await page.getByLabel('Телефон').fill('+7 900 765-43-21');
    await fillOrderForm(page, { delivery: 'courier', payment: 'При получении' });
    const box = page.getByRole('checkbox', { name: PERSONAL_DATA_CONSENT });
    await box.uncheck();
    await expect(
      page.getByRole('checkbox', { name: /Я согласен с условиями продажи/ }),
    ).toBeChecked();
    await expectDocumentLink(
      page.getByRole('form', { name: 'Оформление заказа' }),
      'персональных данных',
    );
    await placeOrder(page);
    await expect(box).toHaveAccessibleDescription(REFUSAL);
    await expect(page).toHaveURL(/\/personal\/order\/make\/$/);
    expect(await myConsents(page)).toHaveLength(1); // the registration's

    await box.check();
    await placeOrder(page);
    const orderId = await placedOrderId(page);
    const [checkout] = await myConsents(page);
    expect(checkout).toMatchObject({ form: 'checkout', subjectId: orderId });
  });
});

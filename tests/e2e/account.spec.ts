import { expect, test } from './fixtures';
import { newShopper } from './shopApi';
import { logOutFromHeader, registerInOpenDialog, signInInOpenDialog } from './shopUi';

test.describe('sign-in, registration and log out', () => {
  test('R-LAYOUT-6: signed out, the profile popup says so and offers to sign in', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Войти' }).first().hover();
    await expect(page.getByText('Вы не авторизованы')).toBeVisible();
    await page.getByRole('button', { name: 'Войти или зарегистрироваться' }).click();
    await expect(page.getByRole('dialog', { name: 'Вход в личный кабинет' })).toBeVisible();
  });

  test('R-USER-6 / R-LAYOUT-5 / R-USER-4: register, see the account popup, log out, sign in again', async ({
    page,
  }) => {
    const shopper = newShopper();
    await page.goto('/personal/');
    await expect(page.getByRole('heading', { name: 'Войдите в личный кабинет' })).toBeVisible();

    await page
      .getByRole('main')
      .getByRole('button', { name: 'Войти или зарегистрироваться' })
      .click();
    await registerInOpenDialog(page, shopper);

    // The cabinet opens in place with its menu (R-LAYOUT-12).
    const cabinetMenu = page.getByRole('navigation', { name: 'Личный кабинет' });
    await expect(cabinetMenu).toBeVisible();
    await cabinetMenu.getByRole('link', { name: 'Личные данные' }).click();
    await expect(page.getByRole('main').getByLabel('Электронная почта')).toHaveValue(shopper.email);

    // Signed in, the profile icon links to /personal/ and its popup has 'Выйти'.
    const profile = page.getByRole('banner').getByRole('link', { name: /Профиль/ });
    await expect(profile).toHaveAttribute('href', '/personal/');
    await logOutFromHeader(page);
    await expect(page.getByRole('heading', { name: 'Войдите в личный кабинет' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
    await signInInOpenDialog(page, shopper);
    await expect(page.getByRole('navigation', { name: 'Личный кабинет' })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';

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

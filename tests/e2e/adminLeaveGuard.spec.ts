import { expect, test } from './fixtures';
import { signInAsStaff } from './staff';

/*
 * Issue 25 point 7: leaving a staff screen with unsaved edits asks first. Shown on the CSV columns
 * screen (the same guard sits on the filter, filter SEO and relations screens); nothing is saved.
 */
const QUESTION = 'Есть несохранённые изменения. Уйти без сохранения?';

test('issue 25 point 7: a link away from unsaved edits asks, a reload gets the browser prompt', async ({
  page,
}) => {
  await signInAsStaff(page, 'editor');
  await page.goto('/admin/csv-columns/');
  await expect(page.getByRole('heading', { level: 1, name: 'Описания колонок CSV' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить колонку' }).click();
  const code = page.getByRole('textbox', { name: 'Код' }).last();
  await code.fill('E2E_NOT_SAVED');

  const toOrders = page.getByRole('link', { name: 'Заказы', exact: true });
  await toOrders.click();
  const dialog = page.getByRole('alertdialog', { name: QUESTION });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Остаться' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/csv-columns\/$/);
  await expect(code).toHaveValue('E2E_NOT_SAVED');

  // A reload asks in the browser's own words; dismissing it keeps the edits on screen.
  const prompt = page.waitForEvent('dialog');
  void page.reload().catch(() => undefined);
  const asked = await prompt;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  await expect(code).toHaveValue('E2E_NOT_SAVED');

  await toOrders.click();
  await dialog.getByRole('button', { name: 'Уйти' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/$/);
});

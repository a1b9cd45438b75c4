import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { EXCHANGE_SCREEN, figure, JOB_TIMEOUT, region } from './catalogExchange';
import { expect, test } from './fixtures';
import { signInAsStaff } from './staff';

/*
 * Issue 25 points 1 and 2 acceptance: a 1C-Bitrix catalogue export (windows-1251, `;`, IE_/IC_GROUP/
 * CV_PRICE_ columns, the Bitrix site's own property ids in IP_PROP<n>, a quoted cell with `;`,
 * quotes and a line break, sizes as '40 х 50 см', a theme 'Пейзажи' beside the shop's 'Пейзаж')
 * is mapped by staff on the exchange screen and written into «Картины по номерам / Пейзажи»,
 * whose filter then offers each size once, in the shop's form.
 */
test.describe.configure({ timeout: 120_000 });

const FIXTURE = new URL('./fixtures/bitrix-catalog.csv', import.meta.url);
const SECTION = '/shop/kartiny-po-nomeram-peyzazhi/';

/** The option a select shows. */
const chosen = (select: Locator) => select.locator('option:checked');

/** The smart filter's value links named '<value> <count>'. */
const filterLinks = (page: Page, value: string) =>
  page
    .getByRole('search', { name: 'Фильтр товаров' })
    .getByRole('link', { name: new RegExp(`^${value} \\d+( \\(выбрано\\))?$`) });

test('issue 25 points 1 and 2: a Bitrix file is mapped, its sizes normalised and its new theme mapped to the shop’s, then written; the filter offers 40x50 once and no «Пейзажи»', async ({
  page,
}) => {
  await signInAsStaff(page, 'admin');
  await page.goto(EXCHANGE_SCREEN);
  const card = region(page, 'Загрузка');
  const name = `e2e-bitrix-${Date.now()}.csv`;
  await card.getByLabel('CSV-файл каталога').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: await readFile(FIXTURE),
  });
  await card.getByRole('button', { name: 'Проверить файл' }).click();
  const job = region(card, `Файл ${name}`);
  await expect(job.getByText(/CSV 1С-Битрикс · windows-1251 · разделитель «;»/)).toBeVisible(
    JOB_TIMEOUT,
  );

  // The Bitrix site's IP_PROP36 and IP_PROP41 are not the shop's properties 36 and 41: staff see
  // them with the property their values suggest, and confirm.
  const mapping = job.getByRole('group', { name: 'Колонки без сопоставления' });
  await expect(mapping).toBeVisible(JOB_TIMEOUT);
  await expect(chosen(mapping.getByRole('combobox', { name: 'IP_PROP36' }))).toHaveText('Размер');
  await expect(chosen(mapping.getByRole('combobox', { name: 'IP_PROP41' }))).toHaveText('Тема');
  await expect(
    mapping.getByText(
      'Предложено по значениям и названию: «Размер» — подтвердите, чтобы загрузить',
    ),
  ).toBeVisible();
  await mapping.getByRole('button', { name: 'Подтвердить сопоставление' }).click();

  // Checked again with the mapping: every row can be written.
  await expect(mapping.getByText('Загружается в «Размер»')).toBeVisible(JOB_TIMEOUT);
  await expect(mapping.getByText('Загружается в «Тема»')).toBeVisible();
  const report = job.getByLabel('Итог проверки');
  await expect(figure(report, 'Будет создано')).toHaveText('3 товара');
  await expect(figure(report, 'Отклонено')).toHaveText('0 строк');

  // '40 х 50 см' and '30 X 40 см' are the shop's 40x50 and 30x40: only the theme is new.
  const values = job.getByRole('table', { name: 'Новые значения фильтров' });
  await expect(values.locator('tbody tr')).toHaveCount(1);
  await expect(values.getByRole('row', { name: /Тема Пейзажи 2 строки/ })).toBeVisible();
  const choice = values.getByRole('combobox', { name: '«Пейзажи» (Тема) записать как' });
  await choice.selectOption({ label: 'Пейзаж' });
  await expect(chosen(choice)).toHaveText('Пейзаж');

  await job.getByRole('button', { name: 'Записать', exact: true }).click();
  await expect(job.getByRole('status').filter({ hasText: 'Создано 3 товара' })).toBeVisible(
    JOB_TIMEOUT,
  );

  // The section's filter: each size once in the shop's form, the theme as the shop has it.
  await page.goto(SECTION);
  const filter = page.getByRole('search', { name: 'Фильтр товаров' });
  await filter
    .getByRole('button', { name: /^Показать все/ })
    .first()
    .click();
  await expect(filterLinks(page, '40x50')).toHaveCount(1);
  await expect(filterLinks(page, '30x40')).toHaveCount(1);
  await expect(filterLinks(page, '40 х 50 см')).toHaveCount(0);
  await expect(filterLinks(page, 'Пейзаж')).toHaveCount(1);
  await expect(filterLinks(page, 'Пейзажи')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Популярные подборки' }).getByRole('link', { name: /х/ }),
  ).toHaveCount(0);
  expect((await page.request.get(`${SECTION}razmer-40-kh-50/`)).status()).toBe(404);
  expect((await page.request.get(`${SECTION}razmer-40x50/`)).status()).toBe(200);
});

import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { EXCHANGE_SCREEN, figure, JOB_TIMEOUT, region, shopSectionCards } from './catalogExchange';
import { expect, test } from './fixtures';
import { signInAsStaff } from './staff';

/*
 * Issue 25 points 3 and 4 acceptance, with 1C-Bitrix files (windows-1251, `;`, IE_/IC_GROUP/
 * CV_PRICE_ columns): a file without the required brand column gets one file-level message and
 * cannot be written; a row with a new XML_ID and another product's code is refused naming that
 * product, the other rows are written, and that product is left as it was.
 */
test.describe.configure({ timeout: 120_000 });

const NO_BRAND = new URL('./fixtures/bitrix-no-brand.csv', import.meta.url);
const CODE_CLASH = new URL('./fixtures/bitrix-code-clash.csv', import.meta.url);
/** The demo product whose code the clash file's first row repeats («Пазлы 500 деталей»). */
const SECTION = 'pazly-pazly-500-detaley';
const HELD_CODE = 'pazl-mosvyshivka-lunnaya-noch-500-detaley-2793';
/** Uploads a fixture under a name of this run and waits for its dry run's report. */
async function checked(page: Page, fixture: URL, prefix: string): Promise<Locator> {
  await page.goto(EXCHANGE_SCREEN);
  const card = region(page, 'Загрузка');
  const name = `${prefix}-${Date.now()}.csv`;
  await card.getByLabel('CSV-файл каталога').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: await readFile(fixture),
  });
  await card.getByRole('button', { name: 'Проверить файл' }).click();
  const job = region(card, `Файл ${name}`);
  await expect(job.getByLabel('Итог проверки')).toBeVisible(JOB_TIMEOUT);
  await expect(job.getByText(/CSV 1С-Битрикс · windows-1251 · разделитель «;»/)).toBeVisible();
  return job;
}

test('issue 25 point 3: a Bitrix file without the brand column gets one file-level message and its write buttons are off', async ({
  page,
}) => {
  await signInAsStaff(page, 'admin');
  const job = await checked(page, NO_BRAND, 'e2e-no-brand');
  await expect(
    job.getByText(
      'В файле нет колонки обязательного свойства «Бренд»: добавьте PROPERTY_BREND или снимите обязательность в карточке свойств',
      { exact: true },
    ),
  ).toHaveCount(1);
  const report = job.getByLabel('Итог проверки');
  await expect(figure(report, 'Будет создано')).toHaveText('0 товаров');
  await expect(figure(report, 'Отклонено')).toHaveText('3 строки');
  // No row is listed for the brand one by one.
  await expect(job.getByText('Не заполнено обязательное свойство «Бренд»')).toHaveCount(0);
  await expect(job.getByRole('table')).toHaveCount(0);

  const reason =
    'Записать нечего: ни одну строку файла нельзя записать. Исправьте файл и загрузите его снова.';
  const valid = job.getByRole('button', { name: 'Записать строки без ошибок' });
  await expect(valid).toBeDisabled();
  await expect(valid).toHaveAccessibleDescription(reason);
  await expect(
    job.getByRole('button', { name: 'Записать, только если ошибок нет' }),
  ).toBeDisabled();
  await expect(job.getByText(reason)).toBeVisible();
});

test('issue 25 point 4: a new XML_ID with another product’s code is refused naming it; the valid row is written and that product is unchanged on its page', async ({
  page,
}) => {
  await signInAsStaff(page, 'admin');
  const before = (await shopSectionCards(page, SECTION)).find((card) => card.code === HELD_CODE)!;
  expect(before).toBeDefined();

  const job = await checked(page, CODE_CLASH, 'e2e-code-clash');
  const report = job.getByLabel('Итог проверки');
  await expect(figure(report, 'Будет создано')).toHaveText('1 товар');
  await expect(figure(report, 'Будет обновлено')).toHaveText('0 товаров');
  await expect(figure(report, 'Отклонено')).toHaveText('1 строка');
  await expect(
    job.getByRole('cell', {
      name: `Символьный код «${HELD_CODE}» уже у товара «${before.name}»`,
    }),
  ).toBeVisible();

  await job.getByRole('button', { name: 'Записать строки без ошибок' }).click();
  await expect(
    job.getByRole('status').filter({ hasText: 'Создан 1 товар, обновлено 0 товаров' }),
  ).toBeVisible(JOB_TIMEOUT);

  const after = await shopSectionCards(page, SECTION);
  expect(after.find((card) => card.code === HELD_CODE)).toEqual(before);
  expect(after.find((card) => card.code === 'e2e-pazl-gornoe-ozero')).toMatchObject({
    name: 'Пазл «Горное озеро», 500 деталей',
    price: 1890,
  });
  await page.goto(before.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.name);
  const buy = page.getByRole('region', { name: 'Покупка' });
  expect((await buy.innerText()).replace(/\s/g, '')).toContain(`${before.price}₽`);
});

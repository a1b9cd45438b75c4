import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { cell, EXCHANGE_SCREEN, parseCsv, type CsvTable } from './catalogExchange';
import { expect, test } from './fixtures';
import { signInAsStaff } from './staff';

/*
 * Issue 25 point 5 acceptance: the export for Russian Excel on /admin/catalog-exchange/. The
 * browser downloads the export of the small demo itself, from a link, as it is written; in
 * windows-1251 the card names the characters it replaces first; prices can have a decimal comma;
 * the template is named apart from the export. Nothing is written.
 */

const PARAMETERS = ['ID', 'NAME', 'DETAIL_TEXT'];
const CATALOG = ['PRICE_BASE'];
const EXPORT_NAME = /^catalog-\d{4}-\d{2}-\d{2}\.csv$/;

const region = (scope: Page | Locator, name: string) =>
  scope.getByRole('region', { name, exact: true });

/** A column's checkbox, labelled with the column's name and then its code. */
const columnBox = (card: Locator, code: string) =>
  card.getByRole('checkbox', { name: new RegExp(`\\s${code}$`) });

/** The whole catalogue with PARAMETERS and CATALOG ticked, the rest unticked. */
async function openExport(page: Page): Promise<Locator> {
  await signInAsStaff(page, 'admin');
  await page.goto(EXCHANGE_SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Обмен каталога CSV' })).toBeVisible();
  for (const [title, codes] of [
    ['Параметры элемента', PARAMETERS],
    ['Свойства элемента каталога', CATALOG],
  ] as const) {
    const card = region(page, title);
    await card.getByRole('button', { name: `Снять все: ${title}` }).click();
    for (const code of codes) await columnBox(card, code).check();
  }
  return region(page, 'Выгрузка');
}

/** The file's base prices, of the products that have one (most of the demo's). */
function pricesOf(file: CsvTable): string[] {
  const prices = file.rows.map((row) => cell(file, row, 'PRICE_BASE')).filter(Boolean);
  expect(prices.length).toBeGreaterThan(100);
  return prices;
}

const bytesOf = async (download: Download) => readFile(await download.path());

test.describe('issue 25 point 5: the export for Russian Excel', () => {
  test('issue 25 point 5: the browser downloads the export itself, named by the day, with the chosen header; the template is named apart', async ({
    page,
  }) => {
    const card = await openExport(page);
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Выгрузить товары' }).click();
    const download = await downloading;
    // The download started from the link: the card says so while the browser saves the file.
    await expect(card.getByRole('status')).toContainText('Выгрузка началась: catalog-');
    expect(download.suggestedFilename()).toMatch(EXPORT_NAME);
    expect(new URL(download.url()).pathname).toBe('/api/admin/catalog/exchange/export');
    const bytes = await bytesOf(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const file = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
    expect(file.header).toEqual([...PARAMETERS, ...CATALOG]);
    expect(file.rows.length).toBeGreaterThan(100);
    expect(pricesOf(file).every((price) => /^\d+\.\d{2}$/.test(price))).toBe(true);

    const template = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Шаблон для заполнения' }).click();
    expect((await template).suggestedFilename()).toBe('catalog-template.csv');
  });

  test('issue 25 point 5: windows-1251 names the characters it replaces before the download; the file holds the stand-ins and prices with a decimal comma', async ({
    page,
  }) => {
    const card = await openExport(page);
    await card.getByRole('radio', { name: 'windows-1251' }).check();
    await card
      .getByRole('checkbox', { name: 'Дробные числа с запятой (для русского Excel)' })
      .check();
    await card.getByRole('button', { name: 'Выгрузить товары' }).click();
    // The demo's descriptions hold «×», which windows-1251 lacks.
    const notice = region(card, 'Замены знаков');
    await expect(notice.getByRole('listitem').filter({ hasText: '«×» → «x»' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await notice.getByRole('button', { name: 'Выгрузить с заменами' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(EXPORT_NAME);
    const text = new TextDecoder('windows-1251').decode(await bytesOf(download));
    const file = parseCsv(text);
    expect(file.header).toEqual([...PARAMETERS, ...CATALOG]);
    expect(pricesOf(file).every((price) => /^\d+,\d{2}$/.test(price))).toBe(true);
    expect(text).not.toContain('×');
    expect(file.rows.some((row) => /\d+x\d+/.test(row.join(';')))).toBe(true);
  });
});

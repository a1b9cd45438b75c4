import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callShopApi } from './shopApi';
import { signInAsStaff } from './staff';

/*
 * Issue 13 acceptance, CSV column descriptions (R-COL-1…3) on /admin/csv-columns/. Each test makes
 * its own column, CODE starting E2E_, which no other test and no demo row uses, and removes it.
 */
const SCREEN = '/admin/csv-columns/';
const API = '/api/admin/csv/columns';
/** No section has this id: a rule naming it is a rule for a deleted section. */
const GONE_SECTION = 2_000_000_000;

interface Column {
  ID: number;
  CODE: string;
}

async function columnsNamed(page: Page, code: string): Promise<Column[]> {
  const { columns } = await callShopApi<{ columns: Column[] }>(page, `${API}?action=getData`);
  return columns.filter((c) => c.CODE === code);
}

/** A column saved through the staff call, as the screen's form would post it. */
async function savedColumn(page: Page, code: string, rules: object[] = []): Promise<Column> {
  const stale = await columnsNamed(page, code);
  await callShopApi(page, API, {
    action: 'save',
    columns: [
      {
        CODE: code,
        SORT: 5000,
        NAME: 'Колонка e2e',
        DESCRIPTION: '',
        EXAMPLES: '',
        IN_FILTER: 1,
        FILTER_DATA: rules,
      },
    ],
    // A column left by an interrupted run goes first, freeing its code.
    columns_remove: stale.map((c) => c.ID),
  });
  return (await columnsNamed(page, code))[0]!;
}

const removeColumn = (page: Page, id: number) =>
  callShopApi(page, API, { action: 'save', columns_remove: [id] });

async function openColumn(page: Page, code: string) {
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Описания колонок CSV' })).toBeVisible();
  const column = page.getByRole('article', { name: `Колонка ${code}` });
  await column.getByRole('button', { expanded: false }).click();
  await expect(column.getByRole('textbox', { name: 'Код' })).toBeVisible();
  return column;
}

test.describe('issue 13: CSV column descriptions', () => {
  test('R-COL-2: a column rule for a deleted section shows «Раздел удален»', async ({ page }) => {
    await signInAsStaff(page, 'admin');
    const column = await savedColumn(page, 'E2E_GONE_SECTION', [
      {
        SECTION_IDS: [GONE_SECTION],
        SECTION_ID: GONE_SECTION,
        FILTER_VARIANTS: ['40x50'],
        FILTER_RULES: ['numeric'],
      },
    ]);
    const editor = await openColumn(page, 'E2E_GONE_SECTION');
    const rule = editor.getByRole('group', { name: /^Правило 1/ });
    await expect(rule.getByText('Раздел удален', { exact: true }).first()).toBeVisible();
    await expect(rule.getByRole('combobox', { name: 'Раздел' })).toHaveValue(String(GONE_SECTION));
    await removeColumn(page, column.ID);
  });

  test('R-COL-1: an edit saved on the screen is there after a reload', async ({ page }) => {
    await signInAsStaff(page, 'editor');
    const column = await savedColumn(page, 'E2E_EDITED');
    let editor = await openColumn(page, 'E2E_EDITED');
    await editor.getByRole('textbox', { name: 'Описание' }).fill('Описание из e2e');
    await editor.getByRole('checkbox', { name: 'Участвует в фильтре' }).uncheck();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();

    // openColumn loads the page afresh: what it shows now comes from the server.
    editor = await openColumn(page, 'E2E_EDITED');
    await expect(editor.getByRole('textbox', { name: 'Описание' })).toHaveValue('Описание из e2e');
    await expect(editor.getByRole('checkbox', { name: 'Участвует в фильтре' })).not.toBeChecked();
    await removeColumn(page, column.ID);
  });
});

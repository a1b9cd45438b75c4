import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callShopApi } from './shopApi';
import { signInAsStaff } from './staff';

/*
 * Issue 25 point 6 acceptance: staff save a filter settings change (a property switched off), the
 * section page shows it, staff revert it from the history, and the section page serves the earlier
 * filter again. The test changes «Сборные модели», which no other end-to-end test opens, and the
 * revert itself puts it back.
 */
test.describe.configure({ timeout: 60_000 });

const SECTION = 'Сборные модели';
const SECTION_PAGE = '/shop/sbornye-modeli/';

/** The names of the filter's properties on a shop page, top to bottom (as adminFilter.spec). */
async function filterNames(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  const filter = page.getByRole('search', { name: 'Фильтр товаров' });
  await expect(filter).toBeVisible();
  const names = await filter.locator('button[aria-controls]').allTextContents();
  return names.map((name) => name.trim()).filter((name) => !name.startsWith('Цена'));
}

async function sectionId(page: Page, name: string): Promise<number> {
  const answer = await callShopApi<{ result: { allSections: { id: number; name: string }[] } }>(
    page,
    '/api/admin/filter/config',
  );
  const section = answer.result.allSections.find((s) => s.name === name);
  if (!section) throw new Error(`the demo has no section ${name}`);
  return section.id;
}

test('issue 25 point 6 acceptance: a filter settings save reverted from the history; the section page serves the earlier filter again', async ({
  page,
}) => {
  await signInAsStaff(page);
  const before = await filterNames(page, SECTION_PAGE);
  expect(before.length).toBeGreaterThan(1);

  await page.goto(`/admin/filter/?sectionId=${await sectionId(page, SECTION)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Настройка фильтра: ${SECTION}` }),
  ).toBeVisible();
  // A property of the section's filter switched off: saved at once, as the switch does.
  const hidden = before[0]!;
  const switchOf = page.getByRole('switch', { name: hidden });
  await switchOf.click();
  await expect(switchOf).toHaveAttribute('aria-checked', 'false');
  expect(await filterNames(page, SECTION_PAGE)).toEqual(before.slice(1));

  // The history names the save in words; «Вернуть» asks first and says what it will change.
  await page.goBack();
  const history = page.getByRole('region', { name: 'Последние изменения' });
  await expect(history.getByText(`«${hidden}», показывать: да → нет`).first()).toBeVisible();
  await history
    .getByRole('button', { name: /^Вернуть как было до правки от / })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog', { name: /^Вернуть как было до правки от / });
  await expect(dialog.getByText('Возврат изменит:')).toBeVisible();
  await dialog.getByRole('button', { name: 'Вернуть' }).click();
  await expect(page.getByText('Изменение отменено')).toBeVisible();
  // The revert is a change of its own, which the history lists first.
  await expect(history.getByText('Возврат: как было до правки от', { exact: false })).toBeVisible();

  expect(await filterNames(page, SECTION_PAGE)).toEqual(before);
});

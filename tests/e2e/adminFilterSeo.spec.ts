import { expect, test } from './fixtures';
import { signInAsStaff } from './staff';

/*
 * Issue 12 acceptance, the filter SEO tool (R-SEO-1…6) against the real server. The puzzles
 * section is no other test's subject: its url gets items of its own here and loses them again.
 */
const SECTION = '/shop/pazly/';
const SECTION_NAME = 'Пазлы';
const TITLE_TEMPLATE = '#SECTION_NAME# #VALUE# — проверка SEO';

test.describe('filter SEO configuration', () => {
  test("issue 12 acceptance: an edited SEO title template shows on the url's landing page with the value, and the url is deleted after the confirmation; '/' offers no delete", async ({
    page,
  }) => {
    await signInAsStaff(page, 'admin');

    // R-SEO-1: the url typed on the index opens its items; the section has none of its own yet.
    await page.goto('/admin/filter-seo/');
    const url = page.getByRole('textbox', { name: 'Адрес страницы без домена' });
    await expect(url).toHaveValue('/');
    await url.fill(SECTION);
    await page.getByRole('button', { name: 'Перейти' }).click();
    await expect(page).toHaveURL(`/admin/filter-seo/?base_url=${SECTION}`);
    await expect(page.getByText('У адреса нет своих настроек')).toBeVisible();

    // R-SEO-2, R-SEO-5: an item for the theme, with its own title template, saved from the item.
    await page.getByRole('combobox', { name: 'Добавить свойство' }).selectOption({ label: 'Тема' });
    await page.getByRole('button', { name: 'Добавить', exact: true }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(TITLE_TEMPLATE);
    await page.getByRole('button', { name: 'Сохранить «Тема»' }).click();
    await expect(page.getByText('Успешно сохранено!')).toBeVisible();
    await expect(page.getByText('Настройки успешно сохранены.')).toBeVisible();
    // The saved item comes back with the property's values, and the preview uses one of them.
    await expect(page.getByRole('combobox', { name: 'Значение для предпросмотра' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Предпросмотр: Title' })).toContainText(
      `${SECTION_NAME} `,
    );

    // Issue 12 point 5: the shop follows at once: a theme landing of the section has the new title.
    await page.goto(SECTION);
    const landing = await page
      .getByRole('navigation', { name: 'Популярные подборки' })
      .locator(`a[href^="${SECTION}tema-"]`)
      .first()
      .getAttribute('href');
    expect(landing).toMatch(new RegExp(`^${SECTION}tema-[^/]+/$`));
    await page.goto(landing!);
    // The H1 template is empty, so the shop's default H1 '#SECTION_NAME#: #VALUE#' names the value.
    const h1 = await page.getByRole('heading', { level: 1 }).innerText();
    const value = h1.slice(`${SECTION_NAME}: `.length);
    expect(h1.startsWith(`${SECTION_NAME}: `) && value.length > 0).toBe(true);
    await expect(page).toHaveTitle(`${SECTION_NAME} ${value} — проверка SEO`);

    // R-SEO-3, R-SEO-4: '/' has no delete; the url is deleted after the spec's question.
    await page.goto('/admin/filter-seo/');
    await expect(page.getByRole('link', { name: '/ (по умолчанию)' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Удалить конфигурацию /', exact: true }),
    ).toHaveCount(0);
    await page.getByRole('button', { name: `Удалить конфигурацию ${SECTION}` }).click();
    const dialog = page.getByRole('alertdialog', {
      name: `Вы уверены, что хотите удалить конфигурацию для раздела ${SECTION}?`,
    });
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText('Конфигурация удалена!')).toBeVisible();
    await expect(page.getByText('Конфигурация успешно удалена!')).toBeVisible();
    await expect(page.getByRole('link', { name: SECTION })).toHaveCount(0);

    // The landing is back on the default ('/') texts.
    await page.goto(landing!);
    await expect(page).not.toHaveTitle(/проверка SEO/);
  });
});

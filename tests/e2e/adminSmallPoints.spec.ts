import type { Page } from '@playwright/test';
import { expect, otherVisitor, test } from './fixtures';
import { callShopApi, registerShopper, someProductIds } from './shopApi';
import { fillOrderForm, placedOrderId, placeOrder } from './shopUi';
import { signInAsStaff } from './staff';

/*
 * Issue 25 point 9, the smaller points as staff meet them: one SEO item saved alone and an empty
 * one refused, the SEO url field, the order's status choices, and the values' relations mark.
 * The sections are children of «Алмазная вышивка» that no other e2e test changes; what a test
 * writes it removes again.
 */

interface SectionPage {
  data: { subsections: { code: string; name: string }[] };
}

/** The code of a child of «Алмазная вышивка» by its name, as the shop's section page lists it. */
async function diamondChild(page: Page, name: string): Promise<string> {
  const shown = await page.evaluate(async () => {
    const response = await fetch('/shop/almaznaya-vyshivka/', { headers: { 'X-Source': 'nuxt' } });
    return (await response.json()) as SectionPage;
  });
  return shown.data.subsections.find((section) => section.name === name)!.code;
}

interface SeoItem {
  NAME: string;
  UF_META: { TITLE: string };
}

const seoItems = async (page: Page, url: string) =>
  (
    await callShopApi<{ result: { items: SeoItem[] } }>(
      page,
      `/api/admin/filter/seo/detail?base_url=${encodeURIComponent(url)}`,
    )
  ).result.items;

test.describe('issue 25 point 9: the smaller points', () => {
  test('R-SEO-1: the SEO url field: a path without slashes opens with them, this shop’s full address opens its path and says so, another site’s is refused', async ({
    page,
  }) => {
    await signInAsStaff(page, 'editor');
    const code = await diamondChild(page, 'Животные');
    await page.goto('/admin/filter-seo/');
    const field = page.getByRole('textbox', { name: 'Адрес страницы без домена' });

    await field.fill(`shop/${code}`);
    await field.press('Enter');
    await expect(page).toHaveURL(`/admin/filter-seo/?base_url=/shop/${code}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`SEO фильтра: /shop/${code}/`);

    await page.goto('/admin/filter-seo/');
    const origin = new URL(page.url()).origin;
    await field.fill(`${origin}/shop/${code}/`);
    await page.getByRole('button', { name: 'Перейти' }).click();
    await expect(page).toHaveURL(`/admin/filter-seo/?base_url=/shop/${code}/`);
    await expect(page.getByText('Адрес исправлен')).toBeVisible();
    await expect(
      page.getByText(`Домен ${new URL(origin).host} убран: открыт адрес /shop/${code}/`),
    ).toBeVisible();

    await page.goto('/admin/filter-seo/');
    await field.fill(`https://example.org/shop/${code}/`);
    await field.press('Enter');
    await expect(field).toHaveAccessibleDescription(
      /«example\.org» — адрес другого сайта\. Укажите путь страницы этого магазина/,
    );
    await expect(page).toHaveURL('/admin/filter-seo/');
  });

  test('R-SEO-2: «Сохранить «Размер»» saves that item alone; an empty new item is not saved and says what to fill in', async ({
    page,
  }) => {
    await signInAsStaff(page, 'editor');
    const url = `/shop/${await diamondChild(page, 'Животные')}/`;
    await page.goto(`/admin/filter-seo/?base_url=${url}`);
    await expect(page.getByText('У адреса нет своих настроек')).toBeVisible();
    const add = async (name: string) => {
      await page.getByRole('combobox', { name: 'Добавить свойство' }).selectOption({ label: name });
      await page.getByRole('button', { name: 'Добавить', exact: true }).click();
    };
    const item = (name: string) =>
      page.locator('li').filter({ has: page.getByRole('button', { name: `Сохранить «${name}»` }) });

    try {
      await add('Тема');
      await item('Тема').getByRole('textbox', { name: 'Title' }).fill('Тема: #VALUE#');
      await page.getByRole('button', { name: 'Сохранить «Тема»' }).click();
      await expect(page.getByText('Успешно сохранено!')).toBeVisible();
      await expect.poll(() => seoItems(page, url)).toHaveLength(1);

      // An empty new item: neither its own save nor «Сохранить все» sends it.
      await add('Размер');
      const empty = 'Элемент «Размер» пуст: заполните H1, Title, Description или замены значений';
      await page.getByRole('button', { name: 'Сохранить «Размер»' }).press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: empty })).toBeVisible();
      await page.getByRole('button', { name: 'Сохранить все' }).click();
      await expect(page.getByRole('alert').filter({ hasText: empty })).toBeVisible();
      expect((await seoItems(page, url)).map((saved) => saved.NAME)).toEqual(['Тема']);

      // «Размер» filled in and saved alone: the pending edit of «Тема» is not sent.
      await item('Размер').getByRole('textbox', { name: 'Title' }).fill('Размер #VALUE#');
      await expect(page.getByRole('alert').filter({ hasText: empty })).toHaveCount(0);
      await item('Тема').getByRole('textbox', { name: 'Title' }).fill('Тема: правка не сохранена');
      await page.getByRole('button', { name: 'Сохранить «Размер»' }).click();
      await expect
        .poll(async () => (await seoItems(page, url)).map((saved) => saved.UF_META.TITLE))
        .toEqual(['Тема: #VALUE#', 'Размер #VALUE#']);
      await expect(item('Тема').getByRole('textbox', { name: 'Title' })).toHaveValue(
        'Тема: правка не сохранена',
      );
      await page.getByRole('button', { name: 'Сбросить' }).click();
      await expect(item('Тема').getByRole('textbox', { name: 'Title' })).toHaveValue(
        'Тема: #VALUE#',
      );
    } finally {
      await callShopApi(page, '/api/admin/filter/seo/delete', { baseUrl: url }).catch(() => {});
    }
  });

  test('an order page offers only the status changes the server allows, none once final; the server still refuses the others', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await registerShopper(page);
    // A good, not a gift certificate: a certificate's order has no courier.
    const [productId] = await someProductIds(page, 1);
    await callShopApi(page, '/api/catalog/basket/add', { productId, quantity: 1 });
    await page.goto('/personal/order/make/');
    await page.getByLabel('Телефон').fill('+7 900 555-66-77');
    await fillOrderForm(page, { delivery: 'courier', payment: 'При получении' });
    await placeOrder(page);
    const orderId = await placedOrderId(page);

    const staff = await otherVisitor(browser);
    await signInAsStaff(staff, 'editor');
    await staff.goto(`/admin/orders/?orderId=${orderId}`);
    const next = staff.getByRole('combobox', { name: 'Новый статус' });
    const options = () => next.locator('option').allTextContents();
    await expect
      .poll(options)
      .toEqual(['Выберите статус', 'Собирается', 'Отправлен', 'Получен', 'Отменён']);
    const save = staff.getByRole('button', { name: 'Сохранить' });
    await expect(save).toBeDisabled();
    await next.selectOption('Отправлен');
    await save.click();
    await expect(staff.getByText('Успешно сохранено!')).toBeVisible();
    await expect.poll(options).toEqual(['Выберите статус', 'Получен']);

    // The rule is the server's: a shipped order is not cancelled, whatever a page sends.
    const refused = await staff.evaluate(async (id) => {
      const response = await fetch(`/api/admin/orders/${id}/status`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ status: 'cancelled' }),
      });
      return { status: response.status, body: await response.json() };
    }, orderId);
    expect(refused).toEqual({
      status: 409,
      body: { error: expect.objectContaining({ message: 'Отправленный заказ нельзя отменить' }) },
    });

    await next.selectOption('Получен');
    await save.click();
    await expect(
      staff.getByText('Заказ в статусе «Получен»: этот статус окончательный, сменить его нельзя.'),
    ).toBeVisible();
    await expect(next).toHaveCount(0);
    await staff.close();
  });

  test('R-FC-5: a filter value the section shows through its relations carries «есть привязка» beside «в настройках»', async ({
    page,
  }) => {
    await signInAsStaff(page, 'admin');
    const RELATIONS = '/api/admin/sections/relations';
    type Relation = { id: number; items: number[] };
    const data = await callShopApi<{
      sections: { id: number; name: string; parentId: number | null }[];
      relations: Relation[];
    }>(page, `${RELATIONS}?action=getData`);
    const child = (parentId: number | null, name: string) =>
      data.sections.find((s) => s.parentId === parentId && s.name === name)!;
    // Two subthemes (third level: no filter binding of their own) of one theme.
    const animals = child(child(null, 'Алмазная вышивка').id, 'Животные');
    const cats = child(animals.id, 'Кошки');
    const dogs = child(animals.id, 'Собаки');
    const others = data.relations.filter((relation) => relation.id !== cats.id);

    await callShopApi(page, RELATIONS, {
      action: 'saveAndApply',
      relations: [...others, { id: cats.id, items: [dogs.id] }],
    });
    try {
      await page.goto(`/admin/filter/?sectionId=${cats.id}`);
      // The section takes the default settings: switched off for «Тема», its values show.
      await page.getByRole('checkbox', { name: '«Тема»: брать настройки по умолчанию' }).uncheck();
      await page.getByRole('button', { name: 'Тема', exact: true }).click();
      const values = page.getByRole('list', { name: 'Значения «Тема»' });
      // The dogs' theme is «Животные» too: they add to its count; «Цветы» comes from neither.
      const theme = values.getByRole('listitem').filter({ hasText: /^Животные/ });
      await expect(theme.getByText('есть привязка')).toBeVisible();
      await expect(theme).toContainText(/\+\d+: ещё \d+ товар\S* из привязанных разделов/);
      const flowers = values.getByRole('listitem').filter({ hasText: /^Цветы/ });
      await expect(flowers).toBeVisible();
      await expect(flowers.getByText('есть привязка')).toHaveCount(0);
    } finally {
      await callShopApi(page, RELATIONS, { action: 'saveAndApply', relations: data.relations });
    }
  });
});

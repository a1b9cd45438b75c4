import { expect, test } from './fixtures';
import { callShopApi, someProductIds } from './shopApi';
import { headerBasketLink, PERSONAL_DATA_CONSENT, toggleFavorite } from './shopUi';

test.describe('issue 9: what a shopper meets', () => {
  test('point 18: a saved product goes into the basket from the favorites page', async ({
    page,
  }) => {
    await page.goto('/shop/');
    await toggleFavorite(
      page,
      page
        .getByRole('main')
        .getByRole('button', { name: /^В избранное:/ })
        .first(),
    );
    await expect(page.getByRole('banner').locator('a[href="/favorites/"]')).toHaveAccessibleName(
      /Избранное\s*,\s*1 товар/,
    );
    await page.goto('/favorites/');
    const card = page.getByRole('list', { name: 'Избранные товары' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'В корзину' }).click();
    await expect(card.getByRole('group', { name: /^В корзине:/ })).toBeVisible();
    await expect(headerBasketLink(page)).toHaveAccessibleName(/^Корзина\s*,\s*1 товар$/);
  });

  test('point 18: the badge counts pieces, and clearing the basket asks first', async ({
    page,
  }) => {
    await page.goto('/');
    const [first, second] = await someProductIds(page, 2);
    await callShopApi(page, '/api/catalog/basket/add', { productId: first, quantity: 2 });
    await callShopApi(page, '/api/catalog/basket/add', { productId: second, quantity: 1 });
    await page.goto('/personal/order/make/');
    await expect(headerBasketLink(page)).toHaveAccessibleName(/^Корзина\s*,\s*3 товара$/);

    const lines = page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await page.getByRole('button', { name: 'Очистить корзину' }).click();
    const question = page.getByRole('alertdialog', { name: 'Очистить корзину?' });
    await question.getByRole('button', { name: 'Отмена' }).click();
    await expect(question).toBeHidden();
    await page.reload();
    await expect(lines).toHaveCount(2);

    await page.getByRole('button', { name: 'Очистить корзину' }).click();
    await question.getByRole('button', { name: 'Очистить' }).click();
    await expect(page.getByRole('heading', { name: 'В корзине пока ничего нет' })).toBeVisible();
    await expect(headerBasketLink(page)).toHaveAccessibleName(/^Корзина$/);
  });

  test('point 18: search results are headed by the query and the count, and sort by price', async ({
    page,
  }) => {
    await page.goto('/search/?q=вышивка');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результаты поиска «вышивка»');
    await expect(page.getByText(/^Найдено \d+\+? товар(а|ов)?/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('Сначала дешёвые');
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('price_asc');
  });

  test('point 19: the corporate gifts page takes a request and says thank you', async ({
    page,
  }) => {
    await page.goto('/korporativnye-podarki-raskraski-po-nomeram/');
    await expect(
      page.getByRole('navigation', { name: /крошки/i }).getByRole('link', { name: 'Главная' }),
    ).toHaveAttribute('href', '/');
    const form = page.getByRole('form', { name: 'Заявка на корпоративные подарки' });
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(form.getByText('Укажите телефон или электронную почту')).toBeVisible();

    await form.getByLabel('Имя').fill('Анна Смирнова');
    await form.getByLabel('Электронная почта').fill('anna@example.ru');
    await form.getByLabel('Комментарий').fill('30 наборов к 25 декабря');
    await form.getByRole('checkbox', { name: PERSONAL_DATA_CONSENT }).check();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Спасибо! Мы свяжемся с вами в течение рабочего дня.',
    );
  });
});

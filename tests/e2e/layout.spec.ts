import { expect, test } from './fixtures';
import { chooseCity } from './shopUi';

test.describe('layout', () => {
  test('R-LOC-3: choosing another city changes the phone in the header and the footer', async ({
    page,
  }) => {
    await page.goto('/');
    const headerPhone = page.getByRole('banner').locator('a[href^="tel:"]').first();
    const footerPhone = page.getByRole('contentinfo').locator('a[href^="tel:"]').first();
    await expect(headerPhone).toHaveAttribute('href', 'tel:+74951234567');
    await expect(footerPhone).toHaveAttribute('href', 'tel:+74951234567');

    await chooseCity(page, 'Санкт-Петербург');
    await expect(headerPhone).toHaveAttribute('href', 'tel:+78122345678');
    await expect(footerPhone).toHaveAttribute('href', 'tel:+78122345678');
    // The city is kept in the session: a reload shows the same phone.
    await page.reload();
    await expect(headerPhone).toHaveAttribute('href', 'tel:+78122345678');
  });

  test('R-LAYOUT-2: the top menu shows the items of /api/menu/topmost, in their order', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/api/menu/topmost');
    const { result } = (await answer.json()) as { result: { link: string; title: string }[] };
    expect(result.length).toBeGreaterThan(0);

    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Информация для покупателей' });
    const links = menu.getByRole('link');
    await expect(links).toHaveText(result.map((item) => item.title));
    for (const [index, item] of result.entries())
      await expect(links.nth(index)).toHaveAttribute('href', item.link);
  });

  test('R-LAYOUT-4: the url hash #/search/ opens the search overlay', async ({ page }) => {
    await page.goto('/#/search/');
    const overlay = page.getByRole('dialog', { name: 'Поиск' });
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(page).not.toHaveURL(/#\/search\//);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('R-LAYOUT-3 / R-NAV-3: the catalogue button opens the slide-out menu and locks page scroll', async ({
      page,
    }) => {
      await page.goto('/');
      const overflow = () => page.evaluate(() => document.body.style.overflow);
      expect(await overflow()).not.toBe('hidden');
      await page.getByRole('banner').getByRole('button', { name: 'Каталог' }).click();
      const menu = page.getByRole('dialog', { name: 'Каталог' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('navigation', { name: 'Каталог' })).toBeVisible();
      expect(await overflow()).toBe('hidden');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      expect(await overflow()).not.toBe('hidden');
    });
  });
});

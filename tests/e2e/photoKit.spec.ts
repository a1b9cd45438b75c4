import type { Locator, Page } from '@playwright/test';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  computeChart,
  defaultCrop,
  gridOf,
  readPhoto,
  type PaletteColour,
} from '../../packages/mosaic/src/index';
import { initNodeDecoders } from '../../packages/mosaic/src/node';
import { testPhotoJpeg } from '../../packages/mosaic/src/testing/testPhoto';
import { expect, otherVisitor, test } from './fixtures';
import { callShopApi, registerShopper } from './shopApi';
import { fillOrderForm, placedOrderId, placeOrder } from './shopUi';
import { signInAsStaff } from './staff';

/**
 * Issue 16 acceptance: the photo page's constructor on the real server and the built app, a photo
 * the test makes, the chart computed in the browser's worker and again on the server, the kit line
 * in the basket, the order and the staff's files.
 */

const PHOTO_PAGE = '/almaznaya-vyshivka-na-zakaz-po-fotografii/';
const KIT_OPTIONS = '40×50 см · вертикальная · квадратные стразы · цветная · свёрнутый холст';

interface OfferSize {
  productId: number;
  size: string;
  price: number;
}

interface Offer {
  sizes: OfferSize[];
  defaultOptions: { maxColours: number };
}

/** The photo page's offer, as the constructor reads it (the visitor's city prices). */
async function photoOffer(page: Page): Promise<Offer> {
  return (await callShopApi<{ result: Offer }>(page, '/api/photo-kits/offer')).result;
}

function sizeOf(offer: Offer, size: string): OfferSize {
  const found = offer.sizes.find((entry) => entry.size === size);
  if (!found) throw new Error(`the photo kit offer has no size ${size}`);
  return found;
}

/** A price as the shop prints it: 2490 → '2 490 ₽' (any space between the groups). */
const priceText = (price: number) =>
  new RegExp(`${price.toLocaleString('en-US').replace(/,/g, '\\s?')}\\s?₽`);

/** A number the page prints with spaces between the groups: '32 000' → 32000. */
const numberIn = (text: string | null) => Number((text ?? '').replace(/\s/g, ''));

/**
 * The hash of the chart Node's engine makes from the same file with the shop's palette, the
 * default crop of a 40x50 portrait kit, colour, the cap given and no dithering: what the
 * browser's worker must have shown.
 */
async function nodeChartHash(page: Page, file: string, maxColours: number): Promise<string> {
  await initNodeDecoders();
  const photo = await readPhoto(new Uint8Array(await readFile(file)));
  const { result } = await callShopApi<{ result: { colours: PaletteColour[] } }>(
    page,
    '/api/photo-kits/palette',
  );
  const grid = gridOf('40x50', 'portrait');
  if (!grid) throw new Error('no 40x50 grid');
  const crop = defaultCrop(photo, grid.cols, grid.rows);
  const options = { ...grid, crop, colourMode: 'colour' as const, maxColours, dithering: false };
  return computeChart(photo, result.colours, options).hash;
}

/** Files the test chooses, made in a folder of its own. */
async function makeFiles() {
  const folder = await mkdtemp(join(tmpdir(), 'photo-kit-e2e-'));
  const photo = join(folder, 'portrait.jpg');
  await writeFile(photo, testPhotoJpeg(1200, 1500));
  // 25 MB of JPEG-looking bytes: refused by its size before anything reads it.
  const large = join(folder, 'large.jpg');
  const bytes = Buffer.alloc(25 * 1024 * 1024, 0x55);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  await writeFile(large, bytes);
  const text = join(folder, 'photo.jpg');
  await writeFile(text, 'Это не фотография, а текстовый файл с расширением .jpg\n');
  return { photo, large, text };
}

const constructorOf = (page: Page) => page.locator('#constructor');

/** Chooses a file with the picker's button, as a shopper does. */
async function choosePhoto(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await constructorOf(page)
    .getByText(/^(Выберите фото|Заменить фото)$/)
    .click();
  await (await chooser).setFiles(file);
}

/** Waits until the preview shows the chart of the current options. */
async function untilChartShown(kit: Locator) {
  await expect(kit.locator('[data-chart-hash]')).toBeVisible({ timeout: 30_000 });
  await expect(kit.getByText('Строим схему…')).toHaveCount(0, { timeout: 30_000 });
}

/** The legend's drills per colour and its 'Всего' row. */
async function readLegend(kit: Locator) {
  const legend = kit.getByRole('table', { name: 'Легенда' });
  const counts: number[] = [];
  for (const row of await legend.locator('tbody tr').all())
    counts.push(numberIn(await row.getByRole('cell').last().innerText()));
  const totalRow = legend.getByRole('row', { name: /^Всего/ });
  const total = numberIn(await totalRow.getByRole('cell').last().innerText());
  return { counts, total };
}

test.describe('photo kits (issue 16)', () => {
  let files: Awaited<ReturnType<typeof makeFiles>>;
  test.beforeAll(async () => {
    files = await makeFiles();
  });

  test('issue 16: a shopper makes a 40x50 kit of square drills from a photo, sees the chart and its legend, the price follows the size, and the kit goes into the basket, the order and the staff’s files', async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.goto(PHOTO_PAGE);
    const offer = await photoOffer(page);
    const large = sizeOf(offer, '40x50');
    const small = sizeOf(offer, '30x40');
    // Two prices apart, or the price could not be seen following the size.
    expect(small.price).not.toBe(large.price);

    const kit = constructorOf(page);
    await expect(
      kit.getByRole('heading', { name: 'Алмазная мозаика по вашему фото' }),
    ).toBeVisible();
    await choosePhoto(page, files.photo);
    await expect(kit.getByText('Заменить фото')).toBeVisible({ timeout: 30_000 });

    // The default crop stays; the size and the drills are chosen.
    const sizes = kit.getByRole('radiogroup', { name: 'Размер' });
    await sizes.getByRole('radio', { name: /30×40 см/ }).check();
    const price = kit.getByText('Цена', { exact: true }).locator('..');
    await expect(price).toContainText(priceText(small.price));
    await sizes.getByRole('radio', { name: /40×50 см/ }).check();
    await expect(price).toContainText(priceText(large.price));
    await kit
      .getByRole('radiogroup', { name: 'Форма страз' })
      .getByRole('radio', { name: 'Квадратные' })
      .check();

    await untilChartShown(kit);
    await expect(kit.getByText(/^160 × 200 страз, \d+ цвет/)).toBeVisible();
    const { counts, total } = await readLegend(kit);
    expect(total).toBe(32_000);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(32_000);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.length).toBeLessThanOrEqual(offer.defaultOptions.maxColours);
    // The browser's chart is the one the engine computes in Node from the same bytes.
    await expect(kit.locator('[data-chart-hash]')).toHaveAttribute(
      'data-chart-hash',
      await nodeChartHash(page, files.photo, offer.defaultOptions.maxColours),
    );

    // The server reads the stored photo, computes the chart again and refuses a different one
    // (409): the kit in the basket is the chart shown here, cell for cell.
    await kit.getByRole('button', { name: 'В корзину' }).click();
    await expect(kit.getByText('Набор в корзине')).toBeVisible({ timeout: 30_000 });
    await expect(kit.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute(
      'href',
      '/personal/order/make/',
    );

    // The checkout's line: the kit's mosaic instead of the size's picture, and its options.
    await page.goto('/personal/order/make/');
    const line = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: 'Схема набора по фото' }) });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(new RegExp(`${KIT_OPTIONS} · \\d+ цвет`));
    await expect(line).toContainText(priceText(large.price));
    const thumbnail = line.getByRole('img', { name: 'Схема набора по фото' });
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(160);

    // Issue 26 point 4: the kit is made in 3 working days before it ships, so no way of delivery
    // brings it earlier than today + 3 working days + its own days.
    await expect(page.getByText(/изготовим для вас: 3 рабочих дня/)).toBeVisible();
    const { result: options } = await callShopApi<{
      result: { deliveries: { kind: string; minDays: number; dateFrom: string }[] };
    }>(page, '/api/checkout/options');
    const moscowToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format();
    for (const delivery of options.deliveries) {
      const earliest = calendarDays(workingDaysAfter(moscowToday, 3), delivery.minDays);
      expect(delivery.dateFrom >= earliest, `${delivery.kind}: ${delivery.dateFrom}`).toBe(true);
    }
    const courier = options.deliveries.find((delivery) => delivery.kind === 'courier')!;
    await expect(page.getByRole('radio', { name: /Курьером/ })).toHaveAccessibleName(
      new RegExp(`\\b${Number(courier.dateFrom.slice(8))}\\b`),
    );

    // Ordered by a signed-in shopper, paid on receipt.
    await registerShopper(page);
    await page.reload();
    await page.getByLabel('Телефон').fill('+7 900 123-45-67');
    await fillOrderForm(page, { delivery: 'pickup', payment: 'При получении' });
    await placeOrder(page);
    const orderId = await placedOrderId(page);
    await page.goto(`/personal/orders/${orderId}/`);
    await expect(page.getByRole('img', { name: 'Схема набора по фото' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(KIT_OPTIONS);

    // Staff open the order and take the workshop's files.
    const staff = await otherVisitor(browser);
    await signInAsStaff(staff);
    await staff.goto(`/admin/orders/?orderId=${orderId}`);
    const lines = staff.getByRole('region', { name: 'Товары' });
    await expect(lines).toContainText(KIT_OPTIONS);
    const pattern = lines.getByRole('link', { name: 'Схема (PNG)' });
    const legendLink = lines.getByRole('link', { name: 'Легенда (CSV)' });
    const photo = lines.getByRole('link', { name: 'Фото', exact: true });
    await expect(photo).toHaveAttribute('download', '');
    const png = await staff.request.get((await pattern.getAttribute('href'))!);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect([...(await png.body()).subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const csv = await staff.request.get((await legendLink.getAttribute('href'))!);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain('32000');
    const stored = await staff.request.get((await photo.getAttribute('href'))!);
    expect(stored.status()).toBe(200);
    expect([...(await stored.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    await staff.close();
  });

  test('issue 16: a file over 20 MB and a text file named photo.jpg are refused in Russian', async ({
    page,
  }) => {
    await page.goto(PHOTO_PAGE);
    const kit = constructorOf(page);
    await choosePhoto(page, files.large);
    await expect(kit.getByRole('alert')).toHaveText('Файл больше 20 МБ');
    await choosePhoto(page, files.text);
    await expect(kit.getByRole('alert')).toHaveText(
      'Загрузите фотографию в формате JPEG, PNG или WebP',
      { timeout: 30_000 },
    );
    await expect(kit.locator('[data-chart-hash]')).toHaveCount(0);
  });

  test('issue 16: a photo product’s page offers the constructor with its size chosen, instead of the basket button', async ({
    page,
  }) => {
    await page.goto('/');
    const size = sizeOf(await photoOffer(page), '40x50');
    const { result } = await callShopApi<{ result: { url: string }[] }>(
      page,
      '/api/favorites/products',
      { ids: [size.productId] },
    );
    await page.goto(result[0]!.url);
    const buy = page.getByRole('region', { name: 'Покупка' });
    // Issue 26 point 4: made to order, so how long it takes instead of a stock count.
    await expect(buy.getByText('Под заказ: изготовление 3 рабочих дня')).toBeVisible();
    await expect(buy.getByText(/В наличии/)).toHaveCount(0);
    await expect(buy.getByRole('button', { name: 'В корзину' })).toHaveCount(0);
    await buy.getByRole('link', { name: 'Выберите фото' }).click();
    const kit = constructorOf(page);
    await expect(
      kit.getByRole('radiogroup', { name: 'Размер' }).getByRole('radio', { name: /40×50 см/ }),
    ).toBeChecked();
    await expect(kit.getByText('Перетащите фото сюда или выберите файл')).toBeInViewport();
  });
});

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
function calendarDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** `days` working days (Monday to Friday) after `date`, counted here apart from the server's code. */
function workingDaysAfter(date: string, days: number): string {
  let day = date;
  for (let left = days; left > 0;) {
    day = calendarDays(day, 1);
    if (![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) left -= 1;
  }
  return day;
}

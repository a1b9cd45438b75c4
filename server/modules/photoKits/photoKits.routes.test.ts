import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  computeChart,
  DMC_PALETTE,
  PALETTE_VERSION,
  readPhoto,
  sniffImageType,
  withOrientation,
  type Orientation,
} from '@mosaic';
import { plural } from '@shared';
import { fillBasket, orderForm, seenBasket, type PlacedAnswer } from '../checkout/testing';
import { TEST_CITY_ID } from '../../testing/shopFixtures';
import { signedUp, visitor, type Visitor } from '../../testing/shopVisitor';
import { shopWithMailSuite } from '../../testing/shopWithMail';
import { signedInAsDemoStaff } from '../../testing/staff';
import type { BasketItem } from '../basket';
import { photosDir } from './photoStore';
import { DEFAULT_KIT_OPTIONS, type PhotoKitForm } from './service';
import {
  ADD_KIT_URL,
  jpegWithGps,
  keptState,
  kitFormFor,
  largePhoto,
  kitMultipart,
  photoProducts,
  postKit,
} from './testing';
import { sweepOrphanKits } from './upkeep';

const s = shopWithMailSuite();
/** Photo products of the demo's photo section, by size. */
let sizes: Record<string, number>;
let admin: Visitor;
let editor: Visitor;

/** 320 × 480: a 20x30 kit (80 × 120 drills) takes it whole, upright. */
const PHOTO = jpegWithGps(320, 480);

beforeAll(async () => {
  sizes = await photoProducts(s.db);
  admin = await signedInAsDemoStaff(s.app, s.db, 'admin');
  editor = await signedInAsDemoStaff(s.app, s.db, 'editor');
});

const basketLines = async (v: Visitor): Promise<BasketItem[]> =>
  (await v.get('/api/catalog/basket/info')).json().result.items;

/** The price of a product in the default city's price list. */
async function priceOf(productId: number): Promise<number> {
  const [row] = await s.db.query<{ price: number }>(
    `SELECT pr.price FROM prices pr JOIN locations l ON l.price_type_id = pr.price_type_id AND l.id = 0
      WHERE pr.product_id = $1`,
    [productId],
  );
  return row?.price as number;
}

/** Adds a 20x30 kit of PHOTO (or `photo`) to the visitor's basket; answers the kit's line. */
async function addKit(
  v: Visitor,
  options: Partial<PhotoKitForm> & { size?: string; photo?: Uint8Array } = {},
): Promise<BasketItem & { photoKit: NonNullable<BasketItem['photoKit']> }> {
  const { size = '20x30', photo = PHOTO, ...rest } = options;
  const form = await kitFormFor(photo, { productId: sizes[size] as number, size, ...rest });
  const response = await postKit(v, form, { bytes: photo });
  expect(response.statusCode, response.body).toBe(200);
  const items: BasketItem[] = response.json().result.items;
  const line = items.find((item) => item.photoKit && !seenKits.has(item.photoKit.id));
  if (!line?.photoKit) throw new Error('the answer has no new kit line');
  seenKits.add(line.photoKit.id);
  return line as BasketItem & { photoKit: NonNullable<BasketItem['photoKit']> };
}
const seenKits = new Set<number>();

describe('issue 16: the offer and the palette', () => {
  it('offers the photo section’s sizes, smallest first, with the city’s prices and the stretcher surcharges', async () => {
    const response = await visitor(s.app).get('/api/photo-kits/offer');
    expect(response.statusCode, response.body).toBe(200);
    const offer = response.json().result;
    expect(offer).toMatchObject({
      productId: sizes['20x30'],
      drillMm: 2.5,
      maxPhotoBytes: 20 * 1024 * 1024,
      defaultOptions: DEFAULT_KIT_OPTIONS,
    });
    expect(offer.sizes.map((size: { size: string }) => size.size)).toEqual([
      '20x30',
      '30x40',
      '40x50',
      '50x65',
    ]);
    expect(offer.sizes[2]).toEqual({
      productId: sizes['40x50'],
      size: '40x50',
      widthCm: 40,
      heightCm: 50,
      cols: 160,
      rows: 200,
      price: await priceOf(sizes['40x50'] as number),
      oldPrice: null,
      stretcherSurcharge: 1000,
    });
  });

  it('chooses the named product’s size and prices it for the visitor’s city', async () => {
    const product = sizes['50x65'] as number;
    // The test city's price list sells only this size.
    await s.db.query(
      `INSERT INTO prices (product_id, price_type_id, price)
       SELECT $1, price_type_id, 4321 FROM locations WHERE id = $2`,
      [product, TEST_CITY_ID],
    );
    const response = await s.app.inject({
      url: `/api/photo-kits/offer?productId=${product}`,
      cookies: { location_id: String(TEST_CITY_ID) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const offer = response.json().result;
    expect(offer.productId).toBe(product);
    expect(offer.sizes).toMatchObject([
      { productId: product, size: '50x65', price: 4321, stretcherSurcharge: 1400 },
    ]);
  });

  it('answers 400 for a product not made from a photo and 404 for an unknown or inactive one', async () => {
    const regular = await visitor(s.app).get(`/api/photo-kits/offer?productId=${s.f.paint}`);
    expect(regular.statusCode).toBe(400);
    expect(regular.json().error.message).toBe('Этот товар не делается по фото');
    for (const productId of [s.f.hidden, 2_000_000_000]) {
      const response = await visitor(s.app).get(`/api/photo-kits/offer?productId=${productId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Товар не найден');
    }
  });

  it('serves the full DMC palette from the catalogue’s table, cacheable', async () => {
    const response = await visitor(s.app).get('/api/photo-kits/palette');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.json().result).toEqual({
      version: PALETTE_VERSION,
      colours: DMC_PALETTE.map(({ code, name, hex }) => ({ code, name, hex })),
    });
  });
});

describe('issue 16: a kit goes into the basket', () => {
  it('stores the photo without its EXIF (no GPS), pixels untouched, and the chart the browser computed', async () => {
    const v = visitor(s.app);
    const original = jpegWithGps(480, 320, 6);
    const form = await kitFormFor(original, { productId: sizes['20x30'] as number, size: '20x30' });
    const response = await postKit(v, form, { bytes: original });
    expect(response.statusCode, response.body).toBe(200);

    const [kit] = await s.db.query<{
      photo_file: string;
      photo_type: string;
      photo_orientation: Orientation;
      chart_hash: string;
      cells: Uint8Array;
      palette_version: string;
    }>(`SELECT * FROM photo_kits ORDER BY id DESC LIMIT 1`);
    if (!kit) throw new Error('no kit stored');
    expect(kit.photo_file).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(kit.palette_version).toBe(PALETTE_VERSION);
    const stored = await readFile(`${photosDir(s.app.config.dataDir)}/${kit.photo_file}`);
    expect(Buffer.from(original).includes('Exif')).toBe(true);
    expect(stored.includes('Exif')).toBe(false);
    expect(sniffImageType(stored)).toBe('jpeg');
    expect((await readPhoto(stored)).image.data).toEqual((await readPhoto(original)).image.data);

    // The chart kept is the browser's, and the workshop can make it again from the stored photo.
    expect(kit.chart_hash).toBe(form.chart.hash);
    expect(new Uint8Array(kit.cells)).toEqual(form.chart.cells);
    expect(kit.photo_orientation).toBe(6);
    const again = computeChart(
      withOrientation(await readPhoto(stored), kit.photo_orientation),
      DMC_PALETTE,
      {
        cols: 80,
        rows: 120,
        crop: form.crop,
        colourMode: form.colourMode,
        maxColours: form.maxColours,
        dithering: form.dithering,
      },
    );
    expect(again.hash).toBe(kit.chart_hash);
  });

  it('issue 24: the browser’s and the server’s charts of the large photo (24 MP, 16 MB) have the same hash', async () => {
    const v = visitor(s.app);
    const large = await largePhoto();
    expect(large.length).toBeGreaterThan(16_000_000);
    // As the page's worker does it: the same engine reads the photo and charts it.
    const form = await kitFormFor(large, { productId: sizes['40x50'] as number, size: '40x50' });
    const response = await postKit(v, form, { bytes: large });
    // The server charts the upload again and refuses another hash with 409 CHART_MISMATCH.
    expect(response.statusCode, response.body).toBe(200);
    const [kit] = await s.db.query<{ chart_hash: string; engine_version: string }>(
      `SELECT chart_hash, engine_version FROM photo_kits ORDER BY id DESC LIMIT 1`,
    );
    expect(kit).toEqual({ chart_hash: form.chart.hash, engine_version: 'mosaic-2' });
  }, 120_000);

  it('shows the kit as a line of its own with its options, preview and the size’s price', async () => {
    const v = visitor(s.app);
    const line = await addKit(v, { maxColours: 12, dithering: true, drillShape: 'round' });
    expect(line).toMatchObject({
      productId: sizes['20x30'],
      quantity: 1,
      price: await priceOf(sizes['20x30'] as number),
      image: `/api/photo-kits/${line.photoKit.id}/preview.png`,
      photoKit: {
        size: '20x30',
        cols: 80,
        rows: 120,
        previewUrl: `/api/photo-kits/${line.photoKit.id}/preview.png`,
        options: {
          orientation: 'portrait',
          drillShape: 'round',
          colourMode: 'colour',
          canvas: 'rolled',
          maxColours: 12,
          dithering: true,
        },
      },
    });
    expect(line.photoKit.colourCount).toBeGreaterThan(1);
    expect(line.photoKit.colourCount).toBeLessThanOrEqual(12);

    // A second kit of the same size is a line of its own.
    await addKit(v);
    const lines = await basketLines(v);
    expect(lines.map((item) => [item.productId, item.quantity, Boolean(item.photoKit)])).toEqual([
      [sizes['20x30'], 1, true],
      [sizes['20x30'], 1, true],
    ]);
  });

  it('prices the kit by its size and adds the stretcher surcharge on a stretcher', async () => {
    const v = visitor(s.app);
    const big = jpegWithGps(480, 600);
    const rolled = await addKit(v, { size: '40x50', photo: big });
    const stretched = await addKit(v, { size: '40x50', photo: big, canvas: 'stretcher' });
    const base = await priceOf(sizes['40x50'] as number);
    expect(rolled.price).toBe(base);
    expect(stretched.price).toBe(base + 1000);
    expect(rolled.photoKit).toMatchObject({ cols: 160, rows: 200 });
  });

  it('changes the quantity of a kit line and removes it by its line id, as any line', async () => {
    const v = visitor(s.app);
    const line = await addKit(v);
    const changed = await v.post('/api/catalog/basket/updateQuantity', {
      basketItemId: line.basketItemId,
      quantity: 2,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await basketLines(v))[0]).toMatchObject({
      quantity: 2,
      photoKit: { id: line.photoKit.id },
    });
    const removed = await v.post('/api/catalog/basket/remove', { basketItemId: line.basketItemId });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await basketLines(v)).toEqual([]);
  });

  it('moves a guest’s kit lines into the account at sign-in, the kit then the user’s', async () => {
    const guest = visitor(s.app);
    const line = await addKit(guest);
    await signedUp(s.app, `kit-merge-${Date.now()}@example.ru`, guest);
    const lines = await basketLines(guest);
    expect(lines.map((item) => item.photoKit?.id)).toEqual([line.photoKit.id]);
    const [kit] = await s.db.query<{ user_id: number | null }>(
      `SELECT user_id FROM photo_kits WHERE id = $1`,
      [line.photoKit.id],
    );
    expect(kit?.user_id).not.toBeNull();
  });
});

describe('issue 16: a large photo is read off the event loop', () => {
  it('keeps the server answering while a 7 MP photo is decoded and charted', async () => {
    const photo = jpegWithGps(2400, 3000);
    const form = await kitFormFor(photo, { productId: sizes['40x50'] as number, size: '40x50' });
    // The worker stops at the start of the job until released: were the photo decoded on the
    // event loop, no other request could be answered while this one is open.
    const hold = s.app.photoKitCharts.holdNextJob();
    let kitAnswered = false;
    const kit = postKit(visitor(s.app), form, { bytes: photo }).finally(() => (kitAnswered = true));
    await hold.held;
    const meanwhile = await visitor(s.app).get('/api/user/info');
    expect(meanwhile.statusCode).toBe(200);
    expect(kitAnswered).toBe(false);
    hold.release();
    const response = await kit;
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('issue 16: what the add refuses, keeping nothing', () => {
  it('a chart other than the server’s answers 409 and stores nothing', async () => {
    const v = visitor(s.app);
    const before = await keptState(s);
    const form = await kitFormFor(PHOTO, { productId: sizes['20x30'] as number, size: '20x30' });
    const response = await postKit(v, { ...form, chartHash: '0123456789abcdef' }, { bytes: PHOTO });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CHART_MISMATCH',
      message: 'Схема не совпала с предпросмотром. Обновите страницу и попробуйте ещё раз',
    });
    expect(await keptState(s)).toEqual(before);
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('sid');
  });

  it('a file over 20 MB answers 413 "Файл больше 20 МБ"', async () => {
    const before = await keptState(s);
    const form = await kitFormFor(PHOTO, { productId: sizes['20x30'] as number, size: '20x30' });
    const large = new Uint8Array(20 * 1024 * 1024 + 1);
    large.set(PHOTO);
    const response = await postKit(visitor(s.app), form, { bytes: large });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('Файл больше 20 МБ');
    expect(await keptState(s)).toEqual(before);
  });

  it('a text file named photo.jpg answers 400 in Russian, as does a form without the photo', async () => {
    const before = await keptState(s);
    const form = await kitFormFor(PHOTO, { productId: sizes['20x30'] as number, size: '20x30' });
    const text = new TextEncoder().encode('Это не фотография, а текст.\n'.repeat(100));
    const notImage = await postKit(visitor(s.app), form, { bytes: text });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.message).toBe('Загрузите фотографию в формате JPEG, PNG или WebP');
    const noPhoto = await postKit(visitor(s.app), form, null);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().error.message).toBe('Выберите фотографию');
    const json = await visitor(s.app).post(ADD_KIT_URL, { ...form, chart: undefined, photo: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Выберите фотографию');
    expect(await keptState(s)).toEqual(before);
  });

  it('refuses a frame outside the photo, of another aspect, or too small for the size', async () => {
    const before = await keptState(s);
    const form = await kitFormFor(PHOTO, { productId: sizes['20x30'] as number, size: '20x30' });
    const small = jpegWithGps(60, 90);
    const cases: [Record<string, unknown>, Uint8Array, string][] = [
      [
        { ...form, crop: { x: 10, y: 0, width: 320, height: 480 } },
        PHOTO,
        'Рамка выходит за края фотографии',
      ],
      [
        { ...form, crop: { x: 0, y: 0, width: 320, height: 320 } },
        PHOTO,
        'Пропорции рамки не совпадают с размером 20x30',
      ],
      [
        { ...form, crop: { x: 0, y: 0, width: 60, height: 90 } },
        small,
        'Фотография слишком мала для размера 20x30: нужно не меньше 80×120 точек',
      ],
    ];
    for (const [body, photo, message] of cases) {
      const response = await postKit(visitor(s.app), body, { bytes: photo });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await keptState(s)).toEqual(before);
  });

  it('refuses a product not made from a photo, and a post without the CSRF header', async () => {
    const before = await keptState(s);
    const form = await kitFormFor(PHOTO, { productId: sizes['20x30'] as number, size: '20x30' });
    const regular = await postKit(
      visitor(s.app),
      { ...form, productId: s.f.paint },
      { bytes: PHOTO },
    );
    expect(regular.statusCode).toBe(400);
    expect(regular.json().error.message).toBe('Этот товар не делается по фото');
    const { payload, headers } = kitMultipart(form, { bytes: PHOTO });
    const noCsrf = await s.app.inject({ method: 'POST', url: ADD_KIT_URL, payload, headers });
    expect(noCsrf.statusCode).toBe(403);
    expect(await keptState(s)).toEqual(before);
  });
});

it('refuses a photo product through the plain add, which brings no photo, adding no line', async () => {
  const shopper = visitor(s.app);
  const plain = await shopper.post('/api/catalog/basket/add', {
    productId: sizes['20x30'] as number,
    quantity: 1,
  });
  expect(plain.statusCode).toBe(400);
  expect(plain.json().error).toEqual({
    code: 'PHOTO_REQUIRED',
    message: 'Этот набор делается по вашей фотографии: выберите фото на странице товара',
  });
  expect(await basketLines(shopper)).toEqual([]);
});

it('marks the photo section’s cards as made from a photo, and no other card', async () => {
  const [section] = await s.db.query<{ code: string }>(
    `SELECT s.code FROM sections s JOIN products p ON p.section_id = s.id
        WHERE p.id = $1`,
    [sizes['20x30'] as number],
  );
  type Card = { id: number; madeFromPhoto?: boolean };
  const cardsOf = async (url: string) => {
    const page = await s.app.inject({ url, headers: { 'x-source': 'nuxt' } });
    expect(page.statusCode).toBe(200);
    return page.json<{ data: { products: Card[] } }>().data.products;
  };
  const kits = await cardsOf(`/shop/${section?.code}/`);
  expect(kits.map((card) => card.id)).toContain(sizes['20x30']);
  expect(kits.every((card) => card.madeFromPhoto === true)).toBe(true);
  const regular = await cardsOf('/shop/almaznaya-vyshivka/');
  expect(regular.length).toBeGreaterThan(0);
  expect(regular.some((card) => 'madeFromPhoto' in card)).toBe(false);
});

describe('issue 16: the kit’s pictures are its owners’ and the staff’s', () => {
  it('gives the preview and the photo to the owner and staff, 404 to anyone else', async () => {
    const owner = visitor(s.app);
    const line = await addKit(owner);
    const kitId = line.photoKit.id;
    const preview = await owner.get(`/api/photo-kits/${kitId}/preview.png`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['cache-control']).toMatch(/^private/);
    expect(sniffImageType(preview.rawPayload)).toBe('png');
    expect(preview.rawPayload.readUInt32BE(16)).toBe(80);
    expect(preview.rawPayload.readUInt32BE(20)).toBe(120);
    const photo = await owner.get(`/api/photo-kits/${kitId}/photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.includes('Exif')).toBe(false);

    for (const staff of [admin, editor]) {
      expect((await staff.get(`/api/photo-kits/${kitId}/photo`)).statusCode).toBe(200);
    }
    const stranger = visitor(s.app);
    await stranger.post('/api/catalog/basket/add', { productId: s.f.beads, quantity: 1 });
    const shopper = await signedUp(s.app, `kit-stranger-${Date.now()}@example.ru`);
    for (const other of [visitor(s.app), stranger, shopper]) {
      for (const url of [
        `/api/photo-kits/${kitId}/preview.png`,
        `/api/photo-kits/${kitId}/photo`,
      ]) {
        const response = await other.get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.message).toBe('Набор по фото не найден');
      }
    }
  });
});

describe('issue 16: a kit in an order', () => {
  let orderId: number;
  let kit: NonNullable<BasketItem['photoKit']>;
  let buyer: Visitor;

  beforeAll(async () => {
    buyer = await signedUp(s.app, `kit-buyer-${Date.now()}@example.ru`);
    const line = await addKit(buyer, { canvas: 'stretcher' });
    kit = line.photoKit;
    await fillBasket(buyer, [{ productId: s.f.beads, quantity: 1 }]);
    const placed = await buyer.post('/api/checkout/order', orderForm(await seenBasket(buyer)));
    expect(placed.statusCode, placed.body).toBe(200);
    orderId = (placed.json() as PlacedAnswer).result.orderId;
  });

  it('becomes an order line with its kit and price, in the cabinet and for staff', async () => {
    const price = (await priceOf(sizes['20x30'] as number)) + 600;
    for (const [who, url] of [
      [buyer, `/api/personal/orders/${orderId}`],
      [admin, `/api/admin/orders/${orderId}`],
    ] as const) {
      const response = await who.get(url);
      expect(response.statusCode, response.body).toBe(200);
      const lines = response.json().result.lines;
      expect(lines[0]).toMatchObject({
        productId: sizes['20x30'],
        price,
        quantity: 1,
        image: kit.previewUrl,
        photoKit: kit,
      });
      expect(lines[1].photoKit).toBeUndefined();
    }
    expect(await basketLines(buyer)).toEqual([]);
    // The order keeps the kit: the sweep of kits nobody holds leaves it and its photo.
    await sweepOrphanKits(s.db, s.app.config.dataDir);
    expect((await buyer.get(`/api/photo-kits/${kit.id}/preview.png`)).statusCode).toBe(200);
  });

  it('issue 26 point 8: the order’s mail names the kit’s options under its line', async () => {
    const { lines } = (await buyer.get(`/api/personal/orders/${orderId}`)).json().result;
    const [mail] = await s.db.query<{ text_body: string }>(
      `SELECT text_body FROM mail_outbox WHERE subject = $1`,
      [`Заказ № ${orderId} оформлен`],
    );
    const text = mail?.text_body.split('\n') ?? [];
    const kitLine = text.findIndex((line) => line.startsWith(`${lines[0].name} — 1 шт. × `));
    expect(kitLine).toBeGreaterThan(0);
    const colours = `${kit.colourCount} ${plural(kit.colourCount, ['цвет', 'цвета', 'цветов'])}`;
    expect(text[kitLine + 1]).toBe(
      `Параметры набора: 20×30 см · вертикальная · квадратные стразы · цветная · на подрамнике · ${colours}`,
    );
    // The beads' line is an ordinary one.
    expect(text.filter((line) => line.startsWith('Параметры набора'))).toHaveLength(1);
  });

  it('issue 26 point 8: the legend CSV names each colour in Russian, a kit kept with English names too', async () => {
    const russian = new Map(DMC_PALETTE.map((colour) => [colour.code, colour.name]));
    const codesAndNames = async () => {
      const legend = await editor.get(
        `/api/admin/orders/${orderId}/photo-kits/${kit.id}/legend.csv`,
      );
      return legend.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1, -1)
        .map((row) => row.split(';').slice(1, 3));
    };
    const named = await codesAndNames();
    expect(named).toHaveLength(kit.colourCount);
    for (const [code, name] of named) {
      expect(name).toBe(russian.get(code!));
      expect(name).toMatch(/^[А-ЯЁ][а-яё -]+(, [а-яё -]+)?$/);
    }
    await s.db.query(
      `UPDATE photo_kits
          SET legend = (SELECT jsonb_agg(c || '{"name": "Black"}' ORDER BY n)
                          FROM jsonb_array_elements(legend) WITH ORDINALITY AS e (c, n))
        WHERE id = $1`,
      [kit.id],
    );
    expect(await codesAndNames()).toEqual(named);
  });

  it('staff download the pattern PNG and the legend CSV of the order’s kit', async () => {
    for (const staff of [admin, editor]) {
      const pattern = await staff.get(
        `/api/admin/orders/${orderId}/photo-kits/${kit.id}/pattern.png`,
      );
      expect(pattern.statusCode, pattern.body).toBe(200);
      expect(pattern.headers['content-type']).toBe('image/png');
      expect(pattern.headers['content-disposition']).toBe(
        `attachment; filename="order-${orderId}-kit-${kit.id}-pattern.png"`,
      );
      expect(sniffImageType(pattern.rawPayload)).toBe('png');
      expect(pattern.rawPayload.readUInt32BE(16)).toBe(80 * 16 + 2);
      expect(pattern.rawPayload.readUInt32BE(20)).toBe(120 * 16 + 2);
    }
    const legend = await editor.get(`/api/admin/orders/${orderId}/photo-kits/${kit.id}/legend.csv`);
    expect(legend.statusCode).toBe(200);
    expect(legend.headers['content-type']).toMatch(/^text\/csv/);
    expect(legend.headers['content-disposition']).toBe(
      `attachment; filename="order-${orderId}-kit-${kit.id}-legend.csv"`,
    );
    const rows = legend.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Символ;DMC;Название;Цвет;Страз');
    expect(rows).toHaveLength(kit.colourCount + 2);
    expect(rows.at(-1)).toBe(`Всего;;;;${80 * 120}`);
    const counted = rows.slice(1, -1).reduce((sum, row) => sum + Number(row.split(';').at(-1)), 0);
    expect(counted).toBe(80 * 120);
  });

  it('answers 401 to a guest, 403 to a shopper and 404 for a kit the order does not hold', async () => {
    for (const [who, status] of [
      [visitor(s.app), 401],
      [buyer, 403],
    ] as const) {
      for (const what of ['pattern.png', 'legend.csv']) {
        const response = await who.get(`/api/admin/orders/${orderId}/photo-kits/${kit.id}/${what}`);
        expect(response.statusCode).toBe(status);
        expect(response.json().error.message).toMatch(/[А-Яа-яЁё]/);
      }
    }
    const other = await addKit(visitor(s.app));
    const response = await admin.get(
      `/api/admin/orders/${orderId}/photo-kits/${other.photoKit.id}/pattern.png`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Набор по фото не найден');
  });
});

describe('issue 16: checking out kits as any line', () => {
  it('orders two kits of one size, and refuses one whose price changed since the shopper saw it', async () => {
    const v = visitor(s.app);
    await addKit(v);
    await addKit(v, { canvas: 'stretcher' });
    const seen = await seenBasket(v);
    const product = sizes['20x30'] as number;
    const price = await priceOf(product);
    expect(seen).toEqual([
      { productId: product, quantity: 1, price },
      { productId: product, quantity: 1, price: price + 600 },
    ]);
    await s.db.query(`UPDATE photo_kit_surcharges SET stretcher = 700 WHERE size = '20x30'`);
    try {
      const refused = await v.post('/api/checkout/order', orderForm(seen));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'PRICE_CHANGED',
        lines: [{ productId: product, kind: 'priceChanged', was: price + 600, now: price + 700 }],
      });
    } finally {
      await s.db.query(`UPDATE photo_kit_surcharges SET stretcher = 600 WHERE size = '20x30'`);
    }
    const placed = await v.post('/api/checkout/order', orderForm(await seenBasket(v)));
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = (placed.json() as PlacedAnswer).result.orderId;
    const kits = await s.db.query<{ photo_kit_id: number; price: number }>(
      `SELECT photo_kit_id, price FROM order_items WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
    expect(kits.map((line) => line.price)).toEqual([price, price + 600]);
    expect(kits.every((line) => line.photo_kit_id !== null)).toBe(true);
  });

  it('puts the same kit back on its own line when the order is repeated', async () => {
    const buyer = await signedUp(s.app, `kit-repeat-${Date.now()}@example.ru`);
    const line = await addKit(buyer);
    const placed = await buyer.post('/api/checkout/order', orderForm(await seenBasket(buyer)));
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = (placed.json() as PlacedAnswer).result.orderId;
    await addKit(buyer);
    const repeated = await buyer.post(`/api/personal/orders/${orderId}/repeat`);
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(repeated.json().result).toMatchObject({ added: 1, problems: [] });
    const lines = await basketLines(buyer);
    // beside the other kit the basket holds meanwhile, not added to it
    expect(lines).toHaveLength(2);
    expect(lines.filter((item) => item.photoKit?.id === line.photoKit.id)).toMatchObject([
      { quantity: 1 },
    ]);
  });
});

describe('issue 16: kits nobody holds', () => {
  it('are deleted with their photos once their line is gone', async () => {
    const v = visitor(s.app);
    const line = await addKit(v);
    const [row] = await s.db.query<{ photo_file: string }>(
      `SELECT photo_file FROM photo_kits WHERE id = $1`,
      [line.photoKit.id],
    );
    await v.post('/api/catalog/basket/remove', { basketItemId: line.basketItemId });
    await sweepOrphanKits(s.db, s.app.config.dataDir);
    expect(await s.db.query(`SELECT id FROM photo_kits WHERE id = $1`, [line.photoKit.id])).toEqual(
      [],
    );
    const files = await readdir(photosDir(s.app.config.dataDir));
    expect(files).not.toContain(row?.photo_file);
  });

  it('deletes a photo no kit names once it is an hour old (a process stopped before the kit’s row), and keeps a younger one and every kit’s', async () => {
    const dir = photosDir(s.app.config.dataDir);
    const line = await addKit(visitor(s.app));
    const [row] = await s.db.query<{ photo_file: string }>(
      `SELECT photo_file FROM photo_kits WHERE id = $1`,
      [line.photoKit.id],
    );
    const kitPhoto = row?.photo_file as string;
    await writeFile(path.join(dir, 'left-behind.jpg'), PHOTO);
    await writeFile(path.join(dir, 'just-written.jpg'), PHOTO);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of ['left-behind.jpg', kitPhoto])
      await utimes(path.join(dir, name), twoHoursAgo, twoHoursAgo);

    await sweepOrphanKits(s.db, s.app.config.dataDir);
    const files = await readdir(dir);
    expect(files).not.toContain('left-behind.jpg');
    expect(files).toContain('just-written.jpg');
    expect(files).toContain(kitPhoto);
  });
});

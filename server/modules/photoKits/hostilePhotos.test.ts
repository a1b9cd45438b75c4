import { beforeAll, describe, expect, it } from 'vitest';
import { jpegDeclaring, pngDeclaring, webpDeclaring } from '@mosaic/testing/hostilePhotos';
import { csrfHeaders } from '../../lib/http/csrf';
import { signedUp, visitor, type Visitor } from '../../testing/shopVisitor';
import { shopWithMailSuite } from '../../testing/shopWithMail';
import {
  ADD_KIT_URL,
  jpegWithGps,
  keptState,
  kitFormFor,
  kitMultipart,
  photoProducts,
  postKit,
  type KitPhoto,
} from './testing';
import { PHOTO_UPLOADS_PER_ACCOUNT, PHOTO_UPLOADS_PER_ADDRESS } from './upload';
import type { PhotoKitForm } from './service';

/**
 * Issue 22 point 3: photos that would cost gigabytes to decode are refused from their headers,
 * charts run in a bounded pool (here one worker and one place in the queue), a chart past its
 * time limit is stopped, and uploads are limited per address and per account.
 */
const s = shopWithMailSuite(() => ({
  photoCharts: { workers: 1, queue: 1, queueWaitMs: 1_000, timeoutMs: 6_000 },
}));

const PHOTO = jpegWithGps(320, 480);
let form: PhotoKitForm;

beforeAll(async () => {
  const sizes = await photoProducts(s.db);
  form = await kitFormFor(PHOTO, { productId: sizes['20x30'] as number, size: '20x30' });
});

const BROKEN = { code: 'BROKEN', message: 'Не удалось прочитать фотографию: файл повреждён' };
const TOO_LARGE_TO_DECODE = {
  code: 'TOO_LARGE_TO_DECODE',
  message: 'Фотография слишком велика для обработки: уменьшите её размер в пикселях',
};

/** Posts the kit from `remoteAddress` with the visitor's cookies (another network, same account). */
function postKitFrom(v: Visitor, remoteAddress: string, file: KitPhoto) {
  const { payload, headers } = kitMultipart(form, file);
  const cookie = [...v.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return s.app.inject({
    method: 'POST',
    url: ADD_KIT_URL,
    payload,
    remoteAddress,
    headers: { ...headers, ...csrfHeaders, cookie },
  });
}

describe('issue 22: photos that would cost gigabytes to decode', () => {
  it.each([
    {
      name: 'the 232-byte JPEG declaring 7000 × 7000',
      bytes: jpegDeclaring(7000, 7000),
      error: BROKEN,
    },
    {
      name: 'a 16-bit 7000 × 7000 PNG with a few rows of data',
      bytes: pngDeclaring(7000, 7000),
      error: BROKEN,
    },
    {
      name: 'a 16-bit 7000 × 7000 PNG of 60 KB',
      bytes: pngDeclaring(7000, 7000, { dataBytes: 60_000 }),
      error: TOO_LARGE_TO_DECODE,
    },
    {
      name: 'a 100-byte lossless WebP declaring 7000 × 7000',
      bytes: webpDeclaring(7000, 7000),
      error: BROKEN,
    },
    {
      name: 'a WebP declaring 16 384 × 16 384',
      bytes: webpDeclaring(16384, 16384, 400_000),
      error: { code: 'TOO_MANY_PIXELS', message: 'Фотография больше 50 мегапикселей' },
    },
  ])('$name is refused with 400 in Russian, nothing kept', async ({ bytes, error }) => {
    const before = await keptState(s);
    const response = await postKit(visitor(s.app), form, { bytes });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual(error);
    expect(await keptState(s)).toEqual(before);
  });
});

describe('issue 22: the chart pool', () => {
  it('beyond its worker and queue, and after waiting too long, answers 503 "Сервис перегружен, попробуйте через минуту" with Retry-After; a bomb is still refused from its header', async () => {
    const hold = s.app.photoKitCharts.holdNextJob();
    const first = postKit(visitor(s.app), form, { bytes: PHOTO });
    await hold.held;
    // One takes the queue's place and waits there in vain, the other finds the queue full.
    const refused = await Promise.all([
      postKit(visitor(s.app), form, { bytes: PHOTO }),
      postKit(visitor(s.app), form, { bytes: PHOTO }),
    ]);
    const bomb = await postKit(visitor(s.app), form, { bytes: jpegDeclaring(7000, 7000) });
    hold.release();
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().error).toEqual({
        code: 'OVERLOADED',
        message: 'Сервис перегружен, попробуйте через минуту',
      });
      expect(response.headers['retry-after']).toBe('60');
    }
    expect(bomb.statusCode).toBe(400);
    expect((await first).statusCode).toBe(200);
  });

  it('stops a chart that runs past its time limit, keeps nothing of it, and charts the next photo', async () => {
    const before = await keptState(s);
    s.app.photoKitCharts.holdNextJob();
    const stuck = await postKit(visitor(s.app), form, { bytes: PHOTO });
    expect(stuck.statusCode, stuck.body).toBe(503);
    expect(stuck.json().error).toEqual({
      code: 'CHART_TIMEOUT',
      message:
        'Не удалось обработать фотографию за отведённое время. Уменьшите её или выберите другую',
    });
    expect(await keptState(s)).toEqual(before);
    const next = await postKit(visitor(s.app), form, { bytes: PHOTO });
    expect(next.statusCode, next.body).toBe(200);
    expect((await keptState(s)).kits).toBe(before.kits + 1);
  });
});

describe('issue 22: uploads are limited', () => {
  const bomb = { bytes: jpegDeclaring(7000, 7000) };
  const refusedAsLimited = (response: { statusCode: number; headers: object; json(): unknown }) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Слишком много попыток\. Попробуйте снова через \d+ минут/),
      },
    });
    expect(response.headers).toHaveProperty('retry-after');
  };

  it(`per address: after ${PHOTO_UPLOADS_PER_ADDRESS.limit} uploads in the window, guests’ too`, async () => {
    for (let i = 0; i < PHOTO_UPLOADS_PER_ADDRESS.limit; i++) {
      expect((await postKit(visitor(s.app), form, bomb)).statusCode).toBe(400);
    }
    refusedAsLimited(await postKit(visitor(s.app), form, { bytes: PHOTO }));
    // Another address is not affected.
    expect((await postKitFrom(visitor(s.app), '198.51.100.7', { bytes: PHOTO })).statusCode).toBe(
      200,
    );
  });

  it(`per account: after ${PHOTO_UPLOADS_PER_ACCOUNT.limit} uploads from any addresses`, async () => {
    const shopper = await signedUp(s.app, 'photo-limits@example.test');
    for (let i = 0; i < PHOTO_UPLOADS_PER_ACCOUNT.limit; i++) {
      expect((await postKitFrom(shopper, `203.0.113.${i + 1}`, bomb)).statusCode).toBe(400);
    }
    refusedAsLimited(await postKitFrom(shopper, '203.0.113.200', { bytes: PHOTO }));
  });
});

import { encode as encodePng } from 'fast-png';
import { beforeAll, describe, expect, it } from 'vitest';
import { initNodeDecoders } from '../node';
import { jpegWithExif, pngWithMetadata, rgba, webpWithExif } from '../testing/fixtures';
import { ascii, concatBytes } from './bytes';
import { readPhoto, withOrientation } from './readPhoto';

beforeAll(() => initNodeDecoders());

const red = () => [255, 0, 0];

describe('readPhoto', () => {
  it('issue 16: reads JPEG, PNG and WebP photos with their orientation', async () => {
    const jpeg = await readPhoto(jpegWithExif(30, 20, red, { orientation: 1 }));
    expect(jpeg).toMatchObject({ type: 'jpeg', orientation: 1, width: 30, height: 20 });
    const png = await readPhoto(pngWithMetadata(30, 20, red, { orientation: 3 }));
    expect(png).toMatchObject({ type: 'png', orientation: 3, width: 30, height: 20 });
    const webp = await readPhoto(await webpWithExif(30, 20, red, { orientation: 6 }));
    // Turned a quarter: what the customer sees is 20 wide and 30 high.
    expect(webp).toMatchObject({ type: 'webp', orientation: 6, width: 20, height: 30 });
    expect(webp.image).toMatchObject({ width: 30, height: 20 });
    expect([...webp.image.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it('issue 16: a text file renamed .jpg is NOT_IMAGE', async () => {
    const text = new TextEncoder().encode('Здесь нет фотографии');
    await expect(readPhoto(text)).rejects.toMatchObject({ code: 'NOT_IMAGE' });
  });

  it('issue 16: a cut-off or garbled photo is BROKEN', async () => {
    const jpeg = jpegWithExif(64, 64, red);
    await expect(readPhoto(jpeg.subarray(0, 300))).rejects.toMatchObject({ code: 'BROKEN' });
    const png = pngWithMetadata(16, 16, red);
    const garbled = Uint8Array.from(png, (byte, i) => (i > png.length - 40 ? byte ^ 0x5a : byte));
    await expect(readPhoto(garbled)).rejects.toMatchObject({ code: 'BROKEN' });
  });

  it('issue 16: a photo over 50 megapixels is refused from its header, before decoding', async () => {
    const png = encodePng({ width: 4, height: 4, data: rgba(4, 4, red), channels: 4, depth: 8 });
    const huge = png.slice();
    new DataView(huge.buffer).setUint32(16, 10_000);
    new DataView(huge.buffer).setUint32(20, 5_001);
    await expect(readPhoto(huge)).rejects.toMatchObject({ code: 'TOO_MANY_PIXELS' });
  });

  it('issue 16: an animated WebP is NOT_IMAGE', async () => {
    const still = await webpWithExif(8, 8, red);
    const flags = still.slice();
    flags[20] = flags[20]! | 0x02;
    await expect(readPhoto(flags)).rejects.toMatchObject({ code: 'NOT_IMAGE' });
    const anim = concatBytes([
      still,
      Uint8Array.from([...ascii('ANIM'), 6, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ]);
    await expect(readPhoto(anim)).rejects.toMatchObject({ code: 'NOT_IMAGE' });
  });

  it.each([
    {
      name: '16-bit RGB',
      depth: 16 as const,
      channels: 3,
      data: Uint16Array.from([65535, 0, 32896]),
    },
    { name: '1-bit grey', depth: 1 as const, channels: 1, data: Uint8Array.from([0x80]) },
    {
      name: '8-bit grey with alpha',
      depth: 8 as const,
      channels: 2,
      data: Uint8Array.from([200, 0]),
    },
  ])('issue 16: a $name PNG becomes 8-bit RGBA', async ({ depth, channels, data }) => {
    const png = encodePng({ width: 1, height: 1, data, depth, channels });
    const photo = await readPhoto(png);
    const expected = {
      16: [255, 0, 128, 255],
      1: [255, 255, 255, 255],
      8: [200, 200, 200, 0],
    }[depth];
    expect([...photo.image.data]).toEqual(expected);
  });

  it('issue 16: a stored photo (EXIF stripped) gets its orientation back from the order', async () => {
    const photo = await readPhoto(pngWithMetadata(30, 20, red, {}));
    expect(withOrientation(photo, 8)).toMatchObject({ orientation: 8, width: 20, height: 30 });
  });
});

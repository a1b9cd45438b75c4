import { describe, expect, it } from 'vitest';
import { initNodeDecoders } from '../node';
import { jpegWithExif, pngWithMetadata, webpWithExif, type Paint } from '../testing/fixtures';
import { concatBytes } from './bytes';
import { readOrientation, stripMetadata } from './metadata';
import { readPhoto } from './readPhoto';

const photoLike: Paint = (x, y) => [(x * 37) % 256, (y * 53) % 256, ((x + y) * 11) % 256];

function contains(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes).includes(Buffer.from(text, 'latin1'));
}

const makers = {
  jpeg: async () => jpegWithExif(24, 16, photoLike, { orientation: 6, gps: true }),
  png: async () => pngWithMetadata(24, 16, photoLike, { orientation: 6, gps: true }),
  webp: async () => webpWithExif(24, 16, photoLike, { orientation: 6, gps: true }),
} as const;

describe('readOrientation', () => {
  it.each(['II', 'MM'] as const)(
    'issue 16: reads the EXIF orientation of JPEG, PNG and WebP in %s byte order',
    async (byteOrder) => {
      const exif = { orientation: 8 as const, gps: true, byteOrder };
      expect(readOrientation(jpegWithExif(8, 8, photoLike, exif), 'jpeg')).toBe(8);
      expect(readOrientation(pngWithMetadata(8, 8, photoLike, exif), 'png')).toBe(8);
      expect(readOrientation(await webpWithExif(8, 8, photoLike, exif), 'webp')).toBe(8);
    },
  );

  it('issue 16: a photo without EXIF is upright', async () => {
    expect(readOrientation(jpegWithExif(8, 8, photoLike, {}), 'jpeg')).toBe(1);
    const stripped = stripMetadata(await makers.webp(), 'webp');
    expect(readOrientation(stripped, 'webp')).toBe(1);
  });
});

describe('stripMetadata', () => {
  it.each(Object.keys(makers) as (keyof typeof makers)[])(
    'issue 16: a %s keeps no EXIF, GPS, XMP or comment and decodes to the same pixels',
    async (type) => {
      await initNodeDecoders();
      const original = await makers[type]();
      expect(contains(original, 'MosaicTestCam')).toBe(true);

      const stripped = stripMetadata(original, type);

      for (const text of ['Exif', 'EXIF', 'MosaicTestCam', 'xmpmeta', 'shot at home', 'tIME']) {
        expect(contains(stripped, text), text).toBe(false);
      }
      // The GPS IFD's latitude rational (55/1) is gone with it.
      expect(stripped.length).toBeLessThan(original.length);
      const before = await readPhoto(original);
      const after = await readPhoto(stripped);
      expect(after.image.width).toBe(before.image.width);
      expect(after.image.height).toBe(before.image.height);
      expect(Buffer.from(after.image.data).equals(Buffer.from(before.image.data))).toBe(true);
      expect(after.orientation).toBe(1);
    },
  );

  it('issue 16: a JPEG loses the preview images a phone appends after its end', async () => {
    const photo = jpegWithExif(16, 16, photoLike);
    const appended = concatBytes([photo, jpegWithExif(4, 4, photoLike, { gps: true })]);
    const stripped = stripMetadata(appended, 'jpeg');
    expect(contains(stripped, 'MosaicTestCam')).toBe(false);
    expect(stripped.subarray(-2)).toEqual(Uint8Array.from([0xff, 0xd9]));
  });

  it('issue 16: a WebP stays a valid RIFF with its EXIF and XMP flags cleared', async () => {
    const stripped = stripMetadata(await makers.webp(), 'webp');
    const view = new DataView(stripped.buffer, stripped.byteOffset);
    expect(view.getUint32(4, true)).toBe(stripped.length - 8);
    expect(stripped[20]! & 0x0c).toBe(0);
  });

  it('issue 16: a file whose structure is cut refuses to be stripped', () => {
    const photo = pngWithMetadata(8, 8, photoLike);
    expect(() => stripMetadata(photo.subarray(0, 40), 'png')).toThrow(
      expect.objectContaining({ code: 'BROKEN' }),
    );
  });
});

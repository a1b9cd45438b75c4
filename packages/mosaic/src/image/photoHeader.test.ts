import { describe, expect, it } from 'vitest';
import { jpegWithExif, pngWithMetadata, webpWithExif } from '../testing/fixtures';
import { jpegDeclaring, pngDeclaring, webpDeclaring } from '../testing/hostilePhotos';
import { readPhotoHeader } from './photoHeader';

const grey = () => [128, 128, 128];
const MB = 1024 * 1024;

describe('readPhotoHeader', () => {
  it('issue 22: reads the declared size of JPEG, PNG and WebP photos without decoding them', async () => {
    expect(readPhotoHeader(jpegWithExif(30, 20, grey))).toMatchObject({
      type: 'jpeg',
      width: 30,
      height: 20,
    });
    expect(readPhotoHeader(pngWithMetadata(30, 20, grey))).toMatchObject({
      type: 'png',
      width: 30,
      height: 20,
    });
    expect(readPhotoHeader(await webpWithExif(30, 20, grey))).toMatchObject({
      type: 'webp',
      width: 30,
      height: 20,
    });
    expect(readPhotoHeader(webpDeclaring(16384, 9000))).toMatchObject({
      width: 16384,
      height: 9000,
    });
  });

  it('issue 22: prices a JPEG by its components’ sampling: full-size chroma costs more', () => {
    const full = readPhotoHeader(jpegDeclaring(4000, 3000)).decodeBytes;
    const half = readPhotoHeader(jpegDeclaring(4000, 3000, { chroma: 'half' })).decodeBytes;
    // Measured: a 4000 × 3000 JPEG with full-size chroma grew Node by 480 MB while decoding.
    expect(full / MB).toBeGreaterThan(480);
    expect(full / MB).toBeLessThan(600);
    expect(half).toBeLessThan(full * 0.6);
  });

  it('issue 22: prices a PNG by its bit depth and channels', () => {
    const cost = (depth: number, colourType: number) =>
      readPhotoHeader(pngDeclaring(1000, 1000, { depth, colourType })).decodeBytes / 1e6;
    // Three copies of the raw rows (one filter byte each) and the RGBA raster.
    expect(cost(16, 6)).toBeCloseTo(3 * 8.001 + 4, 2);
    expect(cost(8, 2)).toBeCloseTo(3 * 3.001 + 4, 2);
    expect(cost(1, 0)).toBeCloseTo(3 * 0.126 + 4, 2);
  });

  it('issue 22: headers that say nothing usable are BROKEN, a text file NOT_IMAGE', () => {
    const jpeg = jpegDeclaring(100, 100);
    const noFrame = jpeg.slice();
    noFrame[71 + 1] = 0xe5; // the SOF0 marker becomes an APP5 segment
    expect(() => readPhotoHeader(noFrame)).toThrow(expect.objectContaining({ code: 'BROKEN' }));
    const noWidth = jpegDeclaring(0, 100);
    expect(() => readPhotoHeader(noWidth)).toThrow(expect.objectContaining({ code: 'BROKEN' }));
    const badDepth = pngDeclaring(10, 10, { depth: 7 });
    expect(() => readPhotoHeader(badDepth)).toThrow(expect.objectContaining({ code: 'BROKEN' }));
    const badColour = pngDeclaring(10, 10, { colourType: 5 });
    expect(() => readPhotoHeader(badColour)).toThrow(expect.objectContaining({ code: 'BROKEN' }));
    const text = new TextEncoder().encode('не фото');
    expect(() => readPhotoHeader(text)).toThrow(expect.objectContaining({ code: 'NOT_IMAGE' }));
  });
});

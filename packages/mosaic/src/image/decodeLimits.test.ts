import { beforeAll, describe, expect, it } from 'vitest';
import { initNodeDecoders } from '../node';
import { jpegDeclaring, pngDeclaring, webpDeclaring } from '../testing/hostilePhotos';
import { concatBytes } from './bytes';
import { testPhotoJpeg } from '../testing/testPhoto';
import { inspectPhoto, MIN_BYTES_PER_MEGAPIXEL } from './decodeLimits';
import { readPhoto } from './readPhoto';

beforeAll(() => initNodeDecoders());

const refusal = (bytes: Uint8Array) => {
  try {
    inspectPhoto(bytes);
    return 'admitted';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('inspectPhoto', () => {
  it('issue 22: the 232-byte JPEG that declares 7000 × 7000 is BROKEN, and readPhoto never decodes it', async () => {
    const bomb = jpegDeclaring(7000, 7000);
    expect(bomb.length).toBe(232);
    expect(refusal(bomb)).toBe('BROKEN');
    await expect(readPhoto(bomb)).rejects.toMatchObject({
      code: 'BROKEN',
      message: '232 bytes cannot hold 49000000 pixels',
    });
  });

  it('issue 22: a JPEG whose second frame header is huge stops jpeg-js at what the first promised', async () => {
    const small = jpegDeclaring(64, 64, { totalBytes: 400 });
    const sof = { start: 71, end: 90 }; // SOI, then the 69-byte DQT, then SOF0
    const huge = small.slice(sof.start, sof.end);
    new DataView(huge.buffer).setUint16(5, 7000);
    new DataView(huge.buffer).setUint16(7, 7000);
    const twoFrames = concatBytes([small.subarray(0, sof.end), huge, small.subarray(sof.end)]);
    expect(refusal(twoFrames)).toBe('admitted');
    await expect(readPhoto(twoFrames)).rejects.toMatchObject({
      code: 'BROKEN',
      message: expect.stringContaining('maxMemoryUsageInMB limit exceeded'),
    });
  });

  it('issue 22: a 16-bit 7000 × 7000 PNG is refused: with little data as BROKEN, with enough as too large to decode', async () => {
    expect(refusal(pngDeclaring(7000, 7000))).toBe('BROKEN');
    const plausible = pngDeclaring(7000, 7000, { dataBytes: 60_000 });
    expect(refusal(plausible)).toBe('TOO_LARGE_TO_DECODE');
    await expect(readPhoto(plausible)).rejects.toMatchObject({ code: 'TOO_LARGE_TO_DECODE' });
    // The same size at 8 bits a channel decodes within the budget (and then fails on its data).
    expect(refusal(pngDeclaring(7000, 7000, { depth: 8, dataBytes: 60_000 }))).toBe('admitted');
  });

  it('issue 22: WebP bombs are refused: a tiny lossless file declaring 7000 × 7000, and one over 50 megapixels', () => {
    expect(refusal(webpDeclaring(7000, 7000))).toBe('BROKEN');
    expect(refusal(webpDeclaring(16384, 16384, 400_000))).toBe('TOO_MANY_PIXELS');
  });

  it('issue 16: over 50 megapixels is TOO_MANY_PIXELS, whatever the file’s size', () => {
    expect(refusal(jpegDeclaring(8000, 6251, { totalBytes: 5_000_000 }))).toBe('TOO_MANY_PIXELS');
  });

  it('issue 22: the memory budget admits a phone’s JPEG up to about 40 MP and full-size chroma up to about 23 MP', () => {
    const big = { totalBytes: 5_000_000 };
    expect(refusal(jpegDeclaring(8000, 5000, { ...big, chroma: 'half' }))).toBe('admitted');
    expect(refusal(jpegDeclaring(8000, 5300, { ...big, chroma: 'half' }))).toBe(
      'TOO_LARGE_TO_DECODE',
    );
    expect(refusal(jpegDeclaring(6000, 3800, big))).toBe('admitted');
    expect(refusal(jpegDeclaring(6000, 4000, big))).toBe('TOO_LARGE_TO_DECODE');
  });

  it('issue 22: the bytes-per-megapixel floor sits far below real photos and leaves small pictures alone', () => {
    // The test scene at a low JPEG quality is the thinnest photo-like file the repo makes.
    const thin = testPhotoJpeg(1200, 1500, 20);
    expect(thin.length / 1.8).toBeGreaterThan(20 * MIN_BYTES_PER_MEGAPIXEL);
    expect(refusal(thin)).toBe('admitted');
    // Up to a megapixel any size passes: a flat 1000 × 1000 picture in 300 bytes is cheap to decode.
    expect(refusal(webpDeclaring(1000, 1000, 300))).toBe('admitted');
    expect(refusal(webpDeclaring(1000, 1001, 300))).toBe('BROKEN');
  });
});

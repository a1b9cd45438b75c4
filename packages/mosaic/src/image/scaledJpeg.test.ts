import { readFileSync } from 'node:fs';
import { decode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../chart/computeChart';
import { defaultCrop } from '../chart/crop';
import { DMC_PALETTE } from '../palette/dmc';
import { jpegWithExif } from '../testing/fixtures';
import { testPhotoJpeg } from '../testing/testPhoto';
import { readPhoto } from './readPhoto';
import { decodeJpegScaled } from './scaledJpeg';

/** Mean difference, per channel, between a reduced raster and the full one's block means. */
function errorAgainstBlockMeans(bytes: Uint8Array, reduction: 2 | 4 | 8): number {
  const full = decode(bytes, { useTArray: true, formatAsRGBA: true });
  const reduced = decodeJpegScaled(bytes, reduction);
  if (!reduced) throw new Error('not decoded');
  expect(reduced).toMatchObject({
    width: Math.ceil(full.width / reduction),
    height: Math.ceil(full.height / reduction),
  });
  let total = 0;
  let samples = 0;
  for (let y = 0; y < reduced.height; y++) {
    for (let x = 0; x < reduced.width; x++) {
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        let count = 0;
        for (let fy = y * reduction; fy < Math.min(full.height, (y + 1) * reduction); fy++) {
          for (let fx = x * reduction; fx < Math.min(full.width, (x + 1) * reduction); fx++) {
            sum += full.data[(fy * full.width + fx) * 4 + c]!;
            count++;
          }
        }
        total += Math.abs(sum / count - reduced.data[(y * reduced.width + x) * 4 + c]!);
        samples++;
      }
    }
  }
  return total / samples;
}

describe('decodeJpegScaled', () => {
  it('issue 24: a JPEG read at 1/2, 1/4 and 1/8 shows what the full decode shows, block by block', () => {
    const photo = testPhotoJpeg(333, 250);
    // Levels of 0…255; the disc's and square's hard edges are what the reduced IDCT softens.
    expect(errorAgainstBlockMeans(photo, 8)).toBeLessThan(1.5);
    expect(errorAgainstBlockMeans(photo, 4)).toBeLessThan(2);
    expect(errorAgainstBlockMeans(photo, 2)).toBeLessThan(2.5);
  });

  /**
   * The test scene at 100 × 70 as libjpeg-turbo 2.1.5 writes it, as cameras do (jpeg-js writes
   * only 4:4:4 colour): `cjpeg -quality 90 [-restart 3B | -grayscale | -rgb] scene.ppm`.
   */
  const cjpeg = (name: string) =>
    new Uint8Array(readFileSync(new URL(`../testing/cjpeg/scene-${name}.jpg`, import.meta.url)));

  it('issue 24: 4:2:0 chroma, restart intervals and grey JPEGs as a camera writes them', () => {
    const plain = cjpeg('420');
    for (const reduction of [8, 4, 2] as const) {
      expect(decodeJpegScaled(cjpeg('420-restart'), reduction)).toEqual(
        decodeJpegScaled(plain, reduction),
      );
    }
    // Chroma at half size is repeated at the reduced scale, where libjpeg decodes it larger:
    // on a smooth gradient the two differ by 0.5–2 levels, on this tiny scene's saturated edges
    // by more. Inside the red disc both are the disc's colour.
    const reduced = decodeJpegScaled(plain, 2)!;
    const centre = (14 * reduced.width + 17) * 4;
    expect([...reduced.data.subarray(centre, centre + 3)].map((v) => Math.round(v / 20))).toEqual(
      [210, 30, 40].map((v) => Math.round(v / 20)),
    );
    const grey = cjpeg('grey');
    expect(errorAgainstBlockMeans(grey, 8)).toBeLessThan(1.5);
    const { data } = decodeJpegScaled(grey, 4)!;
    expect(data[40 * 4]).toBe(data[40 * 4 + 2]);
  });

  it('issue 24: an RGB JPEG (Adobe transform 0) keeps its colours', () => {
    const image = decodeJpegScaled(cjpeg('rgb'), 8)!;
    // The centre of the scene's red disc (210, 30, 40), at (35, 28) in the photo.
    const at = (3 * image.width + 4) * 4;
    const [red, green, blue] = image.data.subarray(at, at + 3);
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(70);
    expect(blue).toBeLessThan(80);
  });

  it('issue 24: a progressive JPEG is left to the full decoder', () => {
    const photo = testPhotoJpeg(64, 48).slice();
    const sof = photo.findIndex((byte, i) => byte === 0xff && photo[i + 1] === 0xc0);
    photo[sof + 1] = 0xc2;
    expect(decodeJpegScaled(photo, 8)).toBeNull();
  });

  it('issue 24: a photo cut short is an error, not a picture', () => {
    const photo = testPhotoJpeg(64, 48);
    const headerOnly = photo.subarray(
      0,
      photo.findIndex((b, i) => b === 0xff && photo[i + 1] === 0xda),
    );
    expect(() => decodeJpegScaled(headerOnly, 8)).toThrow();
  });
});

describe('readPhoto of a large JPEG', () => {
  it('issue 24: is read at the reduced scale, keeps its own size and EXIF orientation, and charts every cell', async () => {
    // 2400 × 1800 is 4.3 MP: at 1/2 it keeps 1.08 MP, at 1/4 too few (MIN_REDUCED_PIXELS).
    const bytes = jpegWithExif(2400, 1800, (x, y) => [x % 256, y % 256, (x + y) % 256], {
      orientation: 6,
      gps: false,
    });
    const photo = await readPhoto(bytes);
    expect(photo).toMatchObject({ width: 1800, height: 2400, orientation: 6, rasterScale: 2 });
    expect(photo.image).toMatchObject({ width: 1200, height: 900 });

    // The most the frame zooms in: one photo pixel per drill, less than a raster pixel each.
    const chart = computeChart(photo, DMC_PALETTE, {
      cols: 160,
      rows: 200,
      crop: { x: 700, y: 900, width: 160, height: 200 },
      colourMode: 'colour',
      maxColours: 30,
      dithering: false,
    });
    expect(chart.cells).toHaveLength(160 * 200);
    expect(chart.colours.reduce((sum, colour) => sum + colour.count, 0)).toBe(160 * 200);
    const whole = computeChart(photo, DMC_PALETTE, {
      cols: 160,
      rows: 200,
      crop: defaultCrop(photo, 160, 200),
      colourMode: 'colour',
      maxColours: 30,
      dithering: true,
    });
    expect(whole.colours.length).toBeGreaterThan(10);
  });

  it('issue 24: a small JPEG is still read at full size', async () => {
    const photo = await readPhoto(testPhotoJpeg(400, 300));
    expect(photo.rasterScale).toBeUndefined();
    expect(photo.image).toMatchObject({ width: 400, height: 300 });
  });
});

import { describe, expect, it } from 'vitest';
import { hexesToOklab } from '../colour/oklab';
import { DMC_PALETTE } from '../palette/dmc';
import { rgba, type Paint } from '../testing/fixtures';
import type { ChartOptions, ColourMode, Orientation, Photo } from '../types';
import { cellColours } from './cellColours';
import { usableColours } from './colourMode';
import { computeChart } from './computeChart';
import { NearestColour } from './nearest';
import { LINEAR_MAX, SRGB_TO_LINEAR } from '../colour/srgb';

function photoOf(width: number, height: number, paint: Paint, orientation: Orientation = 1): Photo {
  const swapped = orientation >= 5;
  return {
    type: 'png',
    orientation,
    image: { width, height, data: rgba(width, height, paint) },
    width: swapped ? height : width,
    height: swapped ? width : height,
  };
}

/** Many colours: hue across, lightness down, with a fine pattern so dithering has work. */
const rainbow: Paint = (x, y) => [
  (x * 5 + y * 2) % 256,
  (255 - x * 3 + ((x * y) % 7) * 9) & 255,
  (y * 6 + (x % 5) * 20) % 256,
];

function options(extra: Partial<ChartOptions> = {}): ChartOptions {
  return {
    cols: 16,
    rows: 12,
    crop: { x: 0, y: 0, width: 48, height: 36 },
    colourMode: 'colour',
    maxColours: 40,
    dithering: false,
    ...extra,
  };
}

describe('computeChart', () => {
  it('issue 16: every drill is counted once and the legend is within the cap', () => {
    const photo = photoOf(48, 36, rainbow);
    for (const dithering of [false, true]) {
      const chart = computeChart(photo, DMC_PALETTE, options({ maxColours: 12, dithering }));
      expect(chart.cells.length).toBe(16 * 12);
      expect(chart.colours.reduce((sum, c) => sum + c.count, 0)).toBe(16 * 12);
      expect(chart.colours.length).toBeLessThanOrEqual(12);
      for (let i = 0; i < chart.colours.length; i++) {
        const used = chart.cells.filter((cell) => cell === i).length;
        expect(used).toBe(chart.colours[i]!.count);
      }
    }
  });

  it('issue 16: a photo of many colours is reduced to the cap, the legend says from how many', () => {
    const chart = computeChart(photoOf(48, 36, rainbow), DMC_PALETTE, options({ maxColours: 10 }));
    expect(chart.matchedColours).toBeGreaterThan(10);
    expect(chart.colours).toHaveLength(10);
  });

  it('issue 16: the legend runs from the most used colour, with distinct symbols', () => {
    const chart = computeChart(photoOf(48, 36, rainbow), DMC_PALETTE, options());
    const counts = chart.colours.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(chart.colours[0]!.symbol).toBe('A');
    expect(new Set(chart.colours.map((c) => c.symbol)).size).toBe(chart.colours.length);
  });

  it('issue 16: the same photo and options give the same chart, fixed across versions', () => {
    const photo = photoOf(48, 36, rainbow);
    const hashes = (['colour', 'sepia', 'bw'] as ColourMode[]).flatMap((colourMode) =>
      [false, true].map(
        (dithering) =>
          computeChart(photo, DMC_PALETTE, options({ colourMode, dithering, maxColours: 20 })).hash,
      ),
    );
    const again = computeChart(photo, DMC_PALETTE, options({ maxColours: 20 }));
    expect(again.hash).toBe(hashes[0]);
    expect(again.version).toBe('mosaic-2');
    // A change here means charts of kept orders would no longer be reproduced: bump CHART_VERSION.
    expect(hashes).toEqual(REGRESSION_HASHES);
  });

  it.each([
    [1, 0, 0],
    [2, 3, 0],
    [3, 3, 1],
    [4, 0, 1],
    [5, 0, 0],
    [6, 1, 0],
    [7, 1, 3],
    [8, 0, 3],
  ] as const)(
    'issue 16: with orientation %i the raw top-left corner lands in cell (%i, %i)',
    (orientation, col, row) => {
      // Raw 40 × 20 photo, white but for a red 10 × 10 corner at its raw top left.
      const photo = photoOf(
        40,
        20,
        (x, y) => (x < 10 && y < 10 ? [255, 0, 0] : [255, 255, 255]),
        orientation,
      );
      const cols = photo.width / 10;
      const rows = photo.height / 10;
      const chart = computeChart(photo, DMC_PALETTE, {
        ...options(),
        cols,
        rows,
        crop: { x: 0, y: 0, width: photo.width, height: photo.height },
      });
      const red = chart.colours.findIndex((c) => c.count === 1);
      expect(chart.colours[red]!.hex.slice(1, 3)).toMatch(/^[c-f]/);
      expect(chart.cells.indexOf(red)).toBe(row * cols + col);
    },
  );

  it('issue 16: each drill averages exactly the pixels of its box in the crop', () => {
    // Grey ramp across: raw column x has grey 8·x.
    const photo = photoOf(30, 4, (x) => [8 * x, 8 * x, 8 * x]);
    const means = cellColours(photo, { x: 10, y: 1, width: 10, height: 3 }, 3, 1);
    // Boxes across: [10, 13), [13, 16), [16, 20).
    const mean = (xs: number[]) =>
      xs.reduce((sum, x) => sum + SRGB_TO_LINEAR[8 * x]!, 0) / (xs.length * LINEAR_MAX);
    expect(means[0]).toBe(mean([10, 11, 12]));
    expect(means[3]).toBe(mean([13, 14, 15]));
    expect(means[6]).toBe(mean([16, 17, 18, 19]));
  });

  it('issue 16: black and white uses grey threads only, sepia warm ones', () => {
    const photo = photoOf(48, 36, rainbow);
    const lab = hexesToOklab(DMC_PALETTE.map((c) => c.hex));
    const greys = new Set(usableColours(lab, 'bw').map((i) => DMC_PALETTE[i]!.code));
    const bw = computeChart(photo, DMC_PALETTE, options({ colourMode: 'bw' }));
    for (const colour of bw.colours) expect(greys).toContain(colour.code);
    const sepia = computeChart(photo, DMC_PALETTE, options({ colourMode: 'sepia' }));
    for (const { hex } of sepia.colours) {
      expect(Number.parseInt(hex.slice(1, 3), 16)).toBeGreaterThanOrEqual(
        Number.parseInt(hex.slice(5, 7), 16),
      );
    }
  });

  it('issue 16: a crop outside the photo or too small for the grid is refused', () => {
    const photo = photoOf(48, 36, rainbow);
    expect(() =>
      computeChart(photo, DMC_PALETTE, options({ crop: { x: 1, y: 0, width: 48, height: 36 } })),
    ).toThrow(RangeError);
    expect(() =>
      computeChart(photo, DMC_PALETTE, options({ crop: { x: 0, y: 0, width: 8, height: 6 } })),
    ).toThrow(RangeError);
    expect(() => computeChart(photo, DMC_PALETTE, options({ maxColours: 63 }))).toThrow(RangeError);
  });
});

describe('NearestColour', () => {
  it('issue 16: finds what comparing every palette colour finds, ties to the earlier colour', () => {
    const lab = hexesToOklab(DMC_PALETTE.map((c) => c.hex));
    const all = DMC_PALETTE.map((_, i) => i);
    const nearest = new NearestColour(lab, all);
    let seed = 1;
    const random = () => (seed = (Math.imul(seed, 48271) >>> 0) % 0x7fffffff) / 0x7fffffff;
    const target = new Float64Array(3);
    for (let n = 0; n < 5000; n++) {
      target.set([random(), random() * 0.6 - 0.3, random() * 0.6 - 0.3]);
      let best = 0;
      let bestDistance = Infinity;
      for (const i of all) {
        const dl = lab[i * 3]! - target[0]!;
        const da = lab[i * 3 + 1]! - target[1]!;
        const db = lab[i * 3 + 2]! - target[2]!;
        const d = dl * dl + da * da + db * db;
        if (d < bestDistance) [best, bestDistance] = [i, d];
      }
      expect(nearest.find(target, 0)).toBe(best);
    }
    // B5200 and a copy of it after: the earlier wins.
    const twins = hexesToOklab(['#ffffff', '#000000', '#ffffff']);
    expect(new NearestColour(twins, [2, 1, 0]).find(twins, 6)).toBe(0);
  });
});

/** colour, sepia, bw; each without and with dithering (CHART_VERSION 'mosaic-2'). */
const REGRESSION_HASHES = [
  'e158a0278f0b3571',
  'd1cd620784330b25',
  '21b687b382bb52d4',
  'ed68b19884623703',
  '63bd0e8ce45eb7fe',
  'ce2189fb0cdec10e',
];

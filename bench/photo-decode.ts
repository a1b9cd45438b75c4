/**
 * Issue 24 point 3: reading the large photo (24 MP, about 16 MB, 5640×3172) as the engine does
 * now, at its DCT scale (`readPhoto`: 1/4, the scaled decoder), against jpeg-js at full size as it
 * did before, alternated in one run so that both see the same machine. Then the 40×50 chart of
 * what the engine read. The browser's worker and the server's chart workers run this same code.
 * Run: npm run bench -- photo-decode
 */
import { loadavg } from 'node:os';
import { decode as decodeFullJpeg } from 'jpeg-js';
import { computeChart, defaultCrop, DMC_PALETTE, gridOf, readPhoto } from '@mosaic';
import { largeTestPhotoJpeg } from '@mosaic/testing/testPhoto';
import { quantile } from './httpLoad';

const ROUNDS = 7;
/** The engine's share of the 2 s first preview: the rest is the file, the page and the paint. */
const TARGET_READ_MS = 1000;

const bytes = largeTestPhotoJpeg();
const grid = gridOf('40x50', 'portrait')!;
const time = async (run: () => unknown) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

const scaled: number[] = [];
const full: number[] = [];
const charts: number[] = [];
let rasterSize = '';
for (let round = 0; round < ROUNDS; round++) {
  scaled.push(
    await time(async () => {
      const photo = await readPhoto(bytes);
      rasterSize = `${photo.image.width}×${photo.image.height} (1/${photo.rasterScale ?? 1})`;
      const options = {
        ...grid,
        crop: defaultCrop(photo, grid.cols, grid.rows),
        colourMode: 'colour' as const,
        maxColours: 40,
        dithering: false,
      };
      charts.push(await time(() => computeChart(photo, DMC_PALETTE, options)));
    }),
  );
  full.push(
    await time(() =>
      decodeFullJpeg(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 2048 }),
    ),
  );
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${quantile(sorted, 0.5).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
};
const scaledP50 = quantile(
  [...scaled].sort((a, b) => a - b),
  0.5,
);
console.log(`Large photo: 5640×3172 JPEG, ${(bytes.length / 1e6).toFixed(1)} MB, ${ROUNDS} rounds`);
console.log(
  `readPhoto at the chart's scale, ${rasterSize}, with its 40×50 chart: ${summary(scaled)} ` +
    `(target p50 ≤ ${TARGET_READ_MS} ms) — ${scaledP50 <= TARGET_READ_MS ? 'met' : 'MISSED'}`,
);
console.log(`  of which the chart (160×200, 40 colours): ${summary(charts)}`);
console.log(`jpeg-js at full size (before issue 24), decode alone: ${summary(full)}`);
console.log(
  `Load average: ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')}`,
);

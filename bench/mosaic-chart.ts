/**
 * How long the engine takes for a 12-megapixel photo (issue 16: an option change must show a new
 * preview within 500 ms at p95; the engine's share is budgeted at 200 ms). Run:
 *   node --import tsx bench/mosaic-chart.ts (or npm run bench -- mosaic-chart)
 */
import { encode as encodeJpeg } from 'jpeg-js';
import { chartToRgba, computeChart, defaultCrop, DMC_PALETTE, gridOf, readPhoto } from '@mosaic';
import type { ColourMode, Photo } from '@mosaic';
import { rgba } from '@mosaic/testing/fixtures';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 20;

/** Photo-like: smooth shapes in many hues with a little grain. */
const data = rgba(WIDTH, HEIGHT, (x, y) => {
  const grain = ((x * 7919 + y * 104729) % 23) - 11;
  return [
    (128 + 100 * Math.sin(x / 410) * Math.cos(y / 290) + grain) | 0,
    (128 + 90 * Math.sin((x + y) / 530) + grain) | 0,
    (128 + 110 * Math.cos(x / 170 - y / 370) + grain) | 0,
  ];
});
const photo: Photo = {
  type: 'jpeg',
  orientation: 1,
  image: { width: WIDTH, height: HEIGHT, data },
  width: WIDTH,
  height: HEIGHT,
};

const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;

function measure(label: string, run: () => unknown) {
  run();
  const times = Array.from({ length: RUNS }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
  console.log(
    `${label}: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms`,
  );
}

const grid = gridOf('40x50', 'landscape')!;
const crop = defaultCrop(photo, grid.cols, grid.rows);
for (const colourMode of ['colour', 'sepia', 'bw'] as ColourMode[]) {
  for (const dithering of [false, true]) {
    measure(
      `12 MP → ${grid.cols}×${grid.rows}, 40 colours, ${colourMode}, dithering ${dithering}`,
      () =>
        chartToRgba(
          computeChart(photo, DMC_PALETTE, {
            ...grid,
            crop,
            colourMode,
            maxColours: 40,
            dithering,
          }),
        ),
    );
  }
}

const jpeg = new Uint8Array(encodeJpeg({ width: WIDTH, height: HEIGHT, data }, 90).data);
const start = performance.now();
await readPhoto(jpeg);
console.log(
  `readPhoto of a 12 MP JPEG (${(jpeg.length / 1e6).toFixed(1)} MB): ${(performance.now() - start).toFixed(0)} ms`,
);

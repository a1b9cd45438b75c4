import { hexesToOklab, linearToOklab } from '../colour/oklab';
import type { Chart, ChartColour, ChartOptions, PaletteColour, Photo } from '../types';
import { assignCells } from './assignCells';
import { cellColours } from './cellColours';
import { chartHash } from './chartHash';
import { applyColourMode, usableColours } from './colourMode';
import { checkCrop } from './crop';
import { NearestColour } from './nearest';
import { reduceColours } from './reduceColours';
import { SYMBOLS } from './symbols';

/**
 * Bump whenever any step changes a chart: a kept order's chart names the engine that made it.
 * mosaic-2 (issue 24): large JPEGs are read at a reduced DCT scale.
 */
const CHART_VERSION = 'mosaic-2';

function checkOptions(photo: Photo, palette: readonly PaletteColour[], options: ChartOptions) {
  const { cols, rows, maxColours } = options;
  if (!Number.isSafeInteger(cols) || !Number.isSafeInteger(rows) || cols < 1 || rows < 1) {
    throw new RangeError(`bad grid ${cols}×${rows}`);
  }
  if (!Number.isSafeInteger(maxColours) || maxColours < 1 || maxColours > SYMBOLS.length) {
    throw new RangeError(`maxColours must be 1…${SYMBOLS.length}`);
  }
  if (palette.length === 0) throw new RangeError('empty palette');
  const problem = checkCrop(photo, options);
  // The aspect is the caller's rule; a chart needs only a crop inside with a pixel per drill.
  if (problem === 'OUTSIDE' || problem === 'TOO_SMALL') throw new RangeError(`crop ${problem}`);
}

/**
 * The diamond-mosaic chart of a cropped photo: one palette colour per drill. Deterministic: the
 * browser's preview and the server's check of an order get the same cells (docs/mosaic.md).
 */
export function computeChart(
  photo: Photo,
  palette: readonly PaletteColour[],
  options: ChartOptions,
): Chart {
  checkOptions(photo, palette, options);
  const { cols, rows, crop, colourMode, maxColours, dithering } = options;
  const cellCount = cols * rows;

  const linear = cellColours(photo, crop, cols, rows);
  applyColourMode(linear, colourMode);
  const cellLab = new Float64Array(cellCount * 3);
  for (let i = 0; i < cellCount * 3; i += 3) {
    linearToOklab(linear[i]!, linear[i + 1]!, linear[i + 2]!, cellLab, i);
  }

  const paletteLab = hexesToOklab(palette.map((colour) => colour.hex));
  const nearest = new NearestColour(paletteLab, usableColours(paletteLab, colourMode));
  const matchedCounts = new Int32Array(palette.length);
  for (let cell = 0; cell < cellCount; cell++) matchedCounts[nearest.find(cellLab, cell * 3)]! += 1;
  const kept = reduceColours(matchedCounts, paletteLab, maxColours);
  const assigned = assignCells(cellLab, cols, rows, paletteLab, kept, dithering);

  const counts = new Int32Array(palette.length);
  for (const colour of assigned) counts[colour]! += 1;
  const legendOrder = kept
    .filter((i) => counts[i]! > 0)
    .sort((a, b) => counts[b]! - counts[a]! || a - b);
  const legendIndex = new Int32Array(palette.length);
  legendOrder.forEach((paletteIndex, i) => (legendIndex[paletteIndex] = i));
  const colours: ChartColour[] = legendOrder.map((paletteIndex, i) => {
    const { code, name, hex } = palette[paletteIndex]!;
    return { code, name, hex, symbol: SYMBOLS[i]!, count: counts[paletteIndex]! };
  });
  const cells = Uint8Array.from(assigned, (colour) => legendIndex[colour]!);
  const hash = chartHash(
    CHART_VERSION,
    cols,
    rows,
    colours.map((colour) => colour.code),
    cells,
  );
  return {
    version: CHART_VERSION,
    cols,
    rows,
    colours,
    cells,
    matchedColours: matchedCounts.filter((count) => count > 0).length,
    hash,
  };
}

import { encode as encodePng } from 'fast-png';
import { hexToRgb, hexesToOklab } from './colour/oklab';
import { glyph } from './glyphs';
import type { Chart } from './types';

/** The chart as an image with one pixel per drill (RGBA, cols × rows), for a canvas or a PNG. */
export function chartToRgba(chart: Chart): Uint8ClampedArray {
  const rgb = chart.colours.map((colour) => hexToRgb(colour.hex));
  const out = new Uint8ClampedArray(chart.cells.length * 4);
  chart.cells.forEach((index, cell) => {
    out.set(rgb[index]!, cell * 4);
    out[cell * 4 + 3] = 255;
  });
  return out;
}

/** The preview kept with a basket line and an order: one pixel per drill, as PNG. */
export function encodePreviewPng(chart: Chart): Uint8Array {
  return encodePng({
    width: chart.cols,
    height: chart.rows,
    data: chartToRgba(chart),
    channels: 4,
    depth: 8,
  });
}

const CELL_PX = 16;
const GLYPH_SCALE = 2;
/** Where the 10 × 14 px symbol sits in its 16 px cell: clear of the 2 px grid line at top left. */
const GLYPH_LEFT = 4;
const GLYPH_TOP = 2;
const THIN_LINE = [128, 128, 128];
const THICK_LINE = [0, 0, 0];
/** OKLab lightness above which a black symbol reads better than a white one. */
const LIGHT = 0.6;

/**
 * The workshop pattern: 16 px per drill filled with its colour and marked with its legend symbol
 * (black or white, whichever stands out), thin grid lines between drills and thick ones every 10,
 * as the printed charts of diamond kits are laid out.
 */
export function renderPatternPng(chart: Chart): Uint8Array {
  const { cols, rows } = chart;
  const width = cols * CELL_PX + 2;
  const height = rows * CELL_PX + 2;
  const data = new Uint8Array(width * height * 3);
  const paint = (x: number, y: number, rgb: readonly number[]) =>
    data.set(rgb, (y * width + x) * 3);

  const lab = hexesToOklab(chart.colours.map((colour) => colour.hex));
  const fills = chart.colours.map((colour) => hexToRgb(colour.hex));
  const inks = chart.colours.map((_, i) => (lab[i * 3]! > LIGHT ? [0, 0, 0] : [255, 255, 255]));
  const glyphs = chart.colours.map((colour) => glyph(colour.symbol));

  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const index = chart.cells[row * cols + col]!;
      const left = col * CELL_PX;
      const top = row * CELL_PX;
      for (let y = 0; y < CELL_PX; y++) {
        for (let x = 0; x < CELL_PX; x++) paint(left + x, top + y, fills[index]!);
      }
      glyphs[index]!.forEach((inkRow, gy) =>
        inkRow.forEach((ink, gx) => {
          if (!ink) return;
          for (let dy = 0; dy < GLYPH_SCALE; dy++) {
            for (let dx = 0; dx < GLYPH_SCALE; dx++) {
              const x = left + GLYPH_LEFT + gx * GLYPH_SCALE + dx;
              const y = top + GLYPH_TOP + gy * GLYPH_SCALE + dy;
              paint(x, y, inks[index]!);
            }
          }
        }),
      );
    }
  }
  // Grid lines over the cell edges: 1 px, and 2 px every 10 drills and round the border.
  const lineAt = (i: number, last: number) => (i % 10 === 0 || i === last ? 2 : 1);
  for (let col = 0; col <= cols; col++) {
    const thickness = lineAt(col, cols);
    for (let t = 0; t < thickness; t++) {
      for (let y = 0; y < height; y++) {
        paint(col * CELL_PX + t, y, thickness === 2 ? THICK_LINE : THIN_LINE);
      }
    }
  }
  for (let row = 0; row <= rows; row++) {
    const thickness = lineAt(row, rows);
    for (let t = 0; t < thickness; t++) {
      for (let x = 0; x < width; x++) {
        paint(x, row * CELL_PX + t, thickness === 2 ? THICK_LINE : THIN_LINE);
      }
    }
  }
  return encodePng({ width, height, data, channels: 3, depth: 8 });
}

const UTF8_BOM = '\uFEFF';

/** RFC 4180: a field holding the delimiter, a quote or a line break is quoted. */
const csvField = (value: string) =>
  /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * The legend for the workshop: UTF-8 with a BOM (Excel reads it as Cyrillic only then), ';' as
 * the delimiter (Russian Excel's), one row per colour, and the total number of drills last.
 */
export function legendCsv(chart: Chart): string {
  const lines = [
    ['Символ', 'DMC', 'Название', 'Цвет', 'Страз'],
    ...chart.colours.map((colour) => [
      colour.symbol,
      colour.code,
      colour.name,
      colour.hex,
      String(colour.count),
    ]),
    ['Всего', '', '', '', String(chart.cells.length)],
  ];
  return UTF8_BOM + lines.map((line) => line.map(csvField).join(';') + '\r\n').join('');
}

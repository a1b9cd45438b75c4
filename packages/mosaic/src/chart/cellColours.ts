import { LINEAR_MAX, SRGB_TO_LINEAR } from '../colour/srgb';
import type { Crop, Orientation, Photo } from '../types';

/**
 * The edges of the cells along one side of the crop: cell i covers
 * [start + floor(i·length/cells), start + floor((i+1)·length/cells)).
 * Returns, for each oriented pixel along that side, its cell or −1 outside the crop.
 */
function cellOfPixel(size: number, start: number, length: number, cells: number): Int32Array {
  const cellOf = new Int32Array(size).fill(-1);
  for (let i = 0; i < cells; i++) {
    const from = start + Math.floor((i * length) / cells);
    const to = start + Math.floor(((i + 1) * length) / cells);
    cellOf.fill(i, from, to);
  }
  return cellOf;
}

/** Which oriented axis a raw axis runs along, and whether it runs backwards (EXIF 2–8). */
const RAW_AXES: Record<Orientation, { swap: boolean; flipX: boolean; flipY: boolean }> = {
  1: { swap: false, flipX: false, flipY: false },
  2: { swap: false, flipX: true, flipY: false },
  3: { swap: false, flipX: true, flipY: true },
  4: { swap: false, flipX: false, flipY: true },
  5: { swap: true, flipX: false, flipY: false },
  6: { swap: true, flipX: true, flipY: false },
  7: { swap: true, flipX: true, flipY: true },
  8: { swap: true, flipX: false, flipY: true },
};

/**
 * Each cell's mean colour in linear light (0 … 1, three numbers a cell, row by row). The cell
 * boxes are laid on the oriented photo and mapped onto the raw raster, which is read once in
 * storage order (no rotated copy of a 12 MP photo). Sums are integers, so exact in any order;
 * transparent pixels are composited over white first, as the canvas shows them.
 */
export function cellColours(photo: Photo, crop: Crop, cols: number, rows: number): Float64Array {
  const { image } = photo;
  const colOf = cellOfPixel(photo.width, crop.x, crop.width, cols);
  const rowOf = cellOfPixel(photo.height, crop.y, crop.height, rows);
  const axes = RAW_AXES[photo.orientation];
  // Raw x → oriented x (or y when the sides swap), and the part of the cell index it gives.
  const rawPart = (rawSize: number, oriented: Int32Array, flip: boolean, stride: number) =>
    Int32Array.from({ length: rawSize }, (_, raw) => {
      const cell = oriented[flip ? rawSize - 1 - raw : raw]!;
      return cell < 0 ? -1 : cell * stride;
    });
  const xPart = axes.swap
    ? rawPart(image.width, rowOf, axes.flipY, cols)
    : rawPart(image.width, colOf, axes.flipX, 1);
  const yPart = axes.swap
    ? rawPart(image.height, colOf, axes.flipX, 1)
    : rawPart(image.height, rowOf, axes.flipY, cols);
  // Raw pixels of a row that fall into one cell form a run (start, end, cell part): a run is
  // summed in locals and added once, which keeps the 12 MP loop tight.
  const runs: number[] = [];
  for (let x = 0; x < image.width; x++) {
    const part = xPart[x]!;
    if (part < 0) continue;
    if (runs.length > 0 && runs[runs.length - 1] === part && runs[runs.length - 2] === x) {
      runs[runs.length - 2] = x + 1;
    } else runs.push(x, x + 1, part);
  }

  const sums = new Float64Array(cols * rows * 3);
  const counts = new Float64Array(cols * rows);
  const data = image.data;
  const lin = SRGB_TO_LINEAR;
  for (let y = 0; y < image.height; y++) {
    const rowPart = yPart[y]!;
    if (rowPart < 0) continue;
    for (let run = 0; run < runs.length; run += 3) {
      const from = runs[run]!;
      const to = runs[run + 1]!;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let p = (y * image.width + from) * 4, end = p + (to - from) * 4; p < end; p += 4) {
        const a = data[p + 3]!;
        if (a === 255) {
          r += lin[data[p]!]!;
          g += lin[data[p + 1]!]!;
          b += lin[data[p + 2]!]!;
        } else {
          const white = 255 * (255 - a) + 127;
          r += lin[((data[p]! * a + white) / 255) | 0]!;
          g += lin[((data[p + 1]! * a + white) / 255) | 0]!;
          b += lin[((data[p + 2]! * a + white) / 255) | 0]!;
        }
      }
      const cell = rowPart + runs[run + 2]!;
      sums[cell * 3]! += r;
      sums[cell * 3 + 1]! += g;
      sums[cell * 3 + 2]! += b;
      counts[cell]! += to - from;
    }
  }
  for (let cell = 0; cell < counts.length; cell++) {
    const scale = counts[cell]! * LINEAR_MAX;
    for (let c = cell * 3; c < cell * 3 + 3; c++) sums[c] = sums[c]! / scale;
  }
  return sums;
}

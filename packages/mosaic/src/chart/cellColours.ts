import { LINEAR_MAX, SRGB_TO_LINEAR } from '../colour/srgb';
import type { Crop, Orientation, Photo } from '../types';

/**
 * The cells along one side of the crop as ranges of raster pixels, [from, to) at 2·i and 2·i+1.
 * Cell i covers photo pixels [start + floor(i·length/cells), start + floor((i+1)·length/cells));
 * on a reduced raster (scale > 1) that edge is rounded to the nearest raster pixel, and a cell
 * narrower than a raster pixel still takes the one it starts in, so no cell is left empty.
 * `flip` counts from the raster's other end (the raw axis runs backwards).
 */
function cellRanges(
  rasterSize: number,
  scale: number,
  start: number,
  length: number,
  cells: number,
  flip: boolean,
): Int32Array {
  const ranges = new Int32Array(cells * 2);
  const edge = (i: number) => {
    const photoEdge = start + Math.floor((i * length) / cells);
    return Math.min(rasterSize, scale === 1 ? photoEdge : Math.round(photoEdge / scale));
  };
  for (let i = 0; i < cells; i++) {
    const from = Math.min(edge(i), rasterSize - 1);
    const to = Math.max(edge(i + 1), from + 1);
    ranges[i * 2] = flip ? rasterSize - to : from;
    ranges[i * 2 + 1] = flip ? rasterSize - from : to;
  }
  return ranges;
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
 * boxes are laid on the oriented photo and mapped onto the raw raster, which is read in storage
 * order (no rotated copy of a 12 MP photo); a reduced raster (Photo.rasterScale) is read at its
 * own scale. Sums are integers, so exact in any order; transparent pixels are composited over
 * white first, as the canvas shows them.
 */
export function cellColours(photo: Photo, crop: Crop, cols: number, rows: number): Float64Array {
  const { image } = photo;
  const scale = photo.rasterScale ?? 1;
  const axes = RAW_AXES[photo.orientation];
  // The oriented x axis runs along the raw y axis when the sides swap.
  const [rasterCols, rasterRows] = axes.swap
    ? [image.height, image.width]
    : [image.width, image.height];
  const colRanges = cellRanges(rasterCols, scale, crop.x, crop.width, cols, axes.flipX);
  const rowRanges = cellRanges(rasterRows, scale, crop.y, crop.height, rows, axes.flipY);
  // Raw x ranges with the part of the cell index each gives, and the same for raw y.
  const [xRanges, xStride, yRanges, yStride] = axes.swap
    ? [rowRanges, cols, colRanges, 1]
    : [colRanges, 1, rowRanges, cols];

  const sums = new Float64Array(cols * rows * 3);
  const counts = new Float64Array(cols * rows);
  const data = image.data;
  const lin = SRGB_TO_LINEAR;
  for (let yi = 0; yi < yRanges.length; yi += 2) {
    const rowPart = (yi / 2) * yStride;
    for (let y = yRanges[yi]!; y < yRanges[yi + 1]!; y++) {
      for (let xi = 0; xi < xRanges.length; xi += 2) {
        const from = xRanges[xi]!;
        const to = xRanges[xi + 1]!;
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
        const cell = rowPart + (xi / 2) * xStride;
        sums[cell * 3]! += r;
        sums[cell * 3 + 1]! += g;
        sums[cell * 3 + 2]! += b;
        counts[cell]! += to - from;
      }
    }
  }
  for (let cell = 0; cell < counts.length; cell++) {
    const scale = counts[cell]! * LINEAR_MAX;
    for (let c = cell * 3; c < cell * 3 + 3; c++) sums[c] = sums[c]! / scale;
  }
  return sums;
}

import { NearestColour } from './nearest';

const DIFFUSION = [7 / 16, 3 / 16, 5 / 16, 1 / 16];

/**
 * Each cell's palette colour among `kept`: the nearest to the cell's own OKLab colour, or with
 * dithering the nearest after Floyd–Steinberg error diffusion in OKLab, serpentine (rows run
 * left to right and right to left in turn, so the error does not drift to one side).
 */
export function assignCells(
  cellLab: Float64Array,
  cols: number,
  rows: number,
  paletteLab: Float64Array,
  kept: readonly number[],
  dithering: boolean,
): Int32Array {
  const assigned = new Int32Array(cols * rows);
  const nearest = new NearestColour(paletteLab, kept);
  if (!dithering) {
    for (let cell = 0; cell < assigned.length; cell++)
      assigned[cell] = nearest.find(cellLab, cell * 3);
    return assigned;
  }
  const wanted = Float64Array.from(cellLab);
  const [right, downBehind, down, downAhead] = DIFFUSION as [number, number, number, number];
  let errorL = 0;
  let errorA = 0;
  let errorB = 0;
  const spread = (x: number, y: number, share: number) => {
    if (x < 0 || x >= cols || y >= rows) return;
    const at = (y * cols + x) * 3;
    wanted[at]! += errorL * share;
    wanted[at + 1]! += errorA * share;
    wanted[at + 2]! += errorB * share;
  };
  for (let y = 0; y < rows; y++) {
    const step = y % 2 === 0 ? 1 : -1;
    for (let i = 0; i < cols; i++) {
      const x = step === 1 ? i : cols - 1 - i;
      const cell = y * cols + x;
      const colour = nearest.find(wanted, cell * 3);
      assigned[cell] = colour;
      errorL = wanted[cell * 3]! - paletteLab[colour * 3]!;
      errorA = wanted[cell * 3 + 1]! - paletteLab[colour * 3 + 1]!;
      errorB = wanted[cell * 3 + 2]! - paletteLab[colour * 3 + 2]!;
      spread(x + step, y, right);
      spread(x - step, y + 1, downBehind);
      spread(x, y + 1, down);
      spread(x + step, y + 1, downAhead);
    }
  }
  return assigned;
}

import { LINEAR_MAX, SRGB_TO_LINEAR } from './srgb';

/**
 * Cube root by a fixed number of Newton steps, with only + − × ÷ (exactly rounded in every JS
 * engine, unlike Math.cbrt or Math.pow), so the browser and the server get the same bits.
 * Scaling by 8 (exact in binary) brings x into [1/8, 1], where the linear start is within 12 %
 * and six steps reach full double precision.
 */
function cubeRoot(x: number): number {
  if (!(x > 0)) return 0;
  let scale = 1;
  while (x < 0.125) {
    x *= 8;
    scale *= 0.5;
  }
  while (x > 1) {
    x /= 8;
    scale *= 2;
  }
  let y = 0.5 + (x - 0.125) * (4 / 7);
  for (let i = 0; i < 6; i++) y = (2 * y + x / (y * y)) / 3;
  return y * scale;
}

/** Linear sRGB (0 … 1) to OKLab (Björn Ottosson's matrices), written into `out` at `at`. */
export function linearToOklab(
  r: number,
  g: number,
  b: number,
  out: Float64Array,
  at: number,
): void {
  const l = cubeRoot(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = cubeRoot(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = cubeRoot(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  out[at] = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  out[at + 1] = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  out[at + 2] = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
}

/** '#rrggbb' as 8-bit channels. */
export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** OKLab of '#rrggbb' colours, three numbers each, through the same table the photo goes through. */
export function hexesToOklab(hexes: readonly string[]): Float64Array {
  const out = new Float64Array(hexes.length * 3);
  hexes.forEach((hex, i) => {
    const [r, g, b] = hexToRgb(hex).map((c) => SRGB_TO_LINEAR[c]! / LINEAR_MAX) as [
      number,
      number,
      number,
    ];
    linearToOklab(r, g, b, out, i * 3);
  });
  return out;
}

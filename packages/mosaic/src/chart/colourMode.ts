import type { ColourMode } from '../types';

/**
 * Sepia and black-and-white act on each cell's mean colour in linear light (in place): sepia by
 * the classic sepia matrix, clipped at white; black and white as grey of the same luminance.
 */
export function applyColourMode(linear: Float64Array, mode: ColourMode): void {
  if (mode === 'colour') return;
  for (let i = 0; i < linear.length; i += 3) {
    const r = linear[i]!;
    const g = linear[i + 1]!;
    const b = linear[i + 2]!;
    if (mode === 'bw') {
      const grey = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      linear[i] = linear[i + 1] = linear[i + 2] = grey;
    } else {
      linear[i] = Math.min(1, 0.393 * r + 0.769 * g + 0.189 * b);
      linear[i + 1] = Math.min(1, 0.349 * r + 0.686 * g + 0.168 * b);
      linear[i + 2] = Math.min(1, 0.272 * r + 0.534 * g + 0.131 * b);
    }
  }
}

/** OKLab chroma under which a thread counts as grey for a black-and-white chart. */
const NEUTRAL_CHROMA = 0.02;

/** The palette colours (indices, in palette order) a chart in this mode may use. */
export function usableColours(paletteLab: Float64Array, mode: ColourMode): number[] {
  const all = Array.from({ length: paletteLab.length / 3 }, (_, i) => i);
  if (mode !== 'bw') return all;
  return all.filter((i) => {
    const a = paletteLab[i * 3 + 1]!;
    const b = paletteLab[i * 3 + 2]!;
    return a * a + b * b < NEUTRAL_CHROMA * NEUTRAL_CHROMA;
  });
}

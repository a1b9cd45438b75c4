/**
 * Finds the nearest of some palette colours to an OKLab colour by squared distance, a tie going
 * to the lower palette index: exactly what comparing every candidate gives, but faster. The
 * candidates are sorted by lightness and the search walks out from the target's lightness,
 * stopping once the lightness gap alone exceeds the best distance (a sum of squares is never
 * below one of its terms, in floating point too, so nothing nearer is skipped).
 */
export class NearestColour {
  private readonly l: Float64Array;
  private readonly a: Float64Array;
  private readonly b: Float64Array;
  private readonly index: Int32Array;

  constructor(lab: Float64Array, candidates: readonly number[]) {
    if (candidates.length === 0) throw new RangeError('no colours to match');
    const sorted = [...candidates].sort((x, y) => lab[x * 3]! - lab[y * 3]! || x - y);
    this.l = Float64Array.from(sorted, (i) => lab[i * 3]!);
    this.a = Float64Array.from(sorted, (i) => lab[i * 3 + 1]!);
    this.b = Float64Array.from(sorted, (i) => lab[i * 3 + 2]!);
    this.index = Int32Array.from(sorted);
  }

  /** The palette index nearest to the colour at `target[at]`. */
  find(target: Float64Array, at: number): number {
    const { l: ls, a: as, b: bs, index } = this;
    const l = target[at]!;
    const a = target[at + 1]!;
    const b = target[at + 2]!;
    let up = 0;
    let top = ls.length;
    while (up < top) {
      const mid = (up + top) >> 1;
      if (ls[mid]! < l) up = mid + 1;
      else top = mid;
    }
    let down = up - 1;
    let best = -1;
    let bestDistance = Infinity;
    while (down >= 0 || up < ls.length) {
      const gapDown = down >= 0 ? l - ls[down]! : Infinity;
      const gapUp = up < ls.length ? ls[up]! - l : Infinity;
      const k = gapDown <= gapUp ? down-- : up++;
      const dl = ls[k]! - l;
      if (dl * dl > bestDistance) break;
      const da = as[k]! - a;
      const db = bs[k]! - b;
      const distance = dl * dl + da * da + db * db;
      if (distance < bestDistance || (distance === bestDistance && index[k]! < best)) {
        bestDistance = distance;
        best = index[k]!;
      }
    }
    return best;
  }
}

export function squaredDistance(lab: Float64Array, i: number, j: number): number {
  const dl = lab[i * 3]! - lab[j * 3]!;
  const da = lab[i * 3 + 1]! - lab[j * 3 + 1]!;
  const db = lab[i * 3 + 2]! - lab[j * 3 + 2]!;
  return dl * dl + da * da + db * db;
}

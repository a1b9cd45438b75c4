import { squaredDistance } from './nearest';

/**
 * Cuts the colours the cells matched down to `maxColours` greedily: each round drops the colour
 * whose loss costs least (its drills × squared OKLab distance to its nearest remaining colour;
 * a tie drops the earlier palette colour) and hands its drills to that neighbour.
 * `counts` is indexed by palette colour; returns the kept palette indices in palette order.
 */
export function reduceColours(counts: Int32Array, lab: Float64Array, maxColours: number): number[] {
  const used: number[] = [];
  counts.forEach((count, i) => {
    if (count > 0) used.push(i);
  });
  if (used.length <= maxColours) return used;

  const n = used.length;
  const drills = Float64Array.from(used, (i) => counts[i]!);
  const distance = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const d = squaredDistance(lab, used[i]!, used[j]!);
      distance[i * n + j] = d;
      distance[j * n + i] = d;
    }
  }
  const alive = new Uint8Array(n).fill(1);
  const neighbour = new Int32Array(n);
  const findNeighbour = (i: number) => {
    let best = -1;
    let bestDistance = Infinity;
    for (let j = 0; j < n; j++) {
      if (j === i || !alive[j]) continue;
      if (distance[i * n + j]! < bestDistance) {
        bestDistance = distance[i * n + j]!;
        best = j;
      }
    }
    neighbour[i] = best;
  };
  for (let i = 0; i < n; i++) findNeighbour(i);

  for (let left = n; left > maxColours; left--) {
    let drop = -1;
    let dropCost = Infinity;
    for (let i = 0; i < n; i++) {
      if (!alive[i]) continue;
      const cost = drills[i]! * distance[i * n + neighbour[i]!]!;
      if (cost < dropCost) {
        dropCost = cost;
        drop = i;
      }
    }
    alive[drop] = 0;
    drills[neighbour[drop]!]! += drills[drop]!;
    for (let i = 0; i < n; i++) if (alive[i] && neighbour[i] === drop) findNeighbour(i);
  }
  return used.filter((_, i) => alive[i]);
}

/** Drill size in millimetres: the chart has one cell per drill (spec: issue 16). */
export const DRILL_MM = 2.5;

export type KitOrientation = 'portrait' | 'landscape';

export interface Grid {
  widthCm: number;
  heightCm: number;
  /** Drills across. */
  cols: number;
  /** Drills down. */
  rows: number;
}

/**
 * The drill grid of a kit size such as '40x50' (the catalogue's size names: the shorter side
 * first). Portrait takes the first number as the width. Null for anything that is not a size.
 */
export function gridOf(size: string, orientation: KitOrientation): Grid | null {
  const match = /^(\d{1,3})x(\d{1,3})$/.exec(size.trim());
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  if (first <= 0 || second <= 0) return null;
  const [widthCm, heightCm] = orientation === 'portrait' ? [first, second] : [second, first];
  const drills = (cm: number) => Math.round((cm * 10) / DRILL_MM);
  return { widthCm, heightCm, cols: drills(widthCm), rows: drills(heightCm) };
}

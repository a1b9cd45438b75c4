/** The numbers of a size-like value: '40x50' → [40, 50], '12,5 см' → [12.5]. */
function numbersOf(value: string): number[] {
  return (value.match(/\d+(?:[.,]\d+)?/g) ?? []).map((number) => Number(number.replace(',', '.')));
}

/**
 * Two values by their numbers, width then height ('20x30' < '30x40' < '100x120'); a value without
 * numbers goes after one with them, and two such values compare equal (so a stable sort keeps
 * their order).
 */
export function compareSizes(a: string, b: string): number {
  const left = numbersOf(a);
  const right = numbersOf(b);
  if (left.length === 0 || right.length === 0) return right.length - left.length;
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    if (left[i] !== right[i]) return left[i]! - right[i]!;
  }
  return left.length - right.length;
}

/**
 * Size values by their numbers, width then height ('20x30', '30x40', '40x50', '100x120'), whatever
 * order the filter settings list them in (issue 9 point 18); values without numbers keep their
 * place after the others.
 */
export function bySize<Value extends { value: string }>(values: readonly Value[]): Value[] {
  return [...values].sort((a, b) => compareSizes(a.value, b.value));
}

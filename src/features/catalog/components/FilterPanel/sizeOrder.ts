/** The numbers of a size-like value: '40x50' → [40, 50], '12,5 см' → [12.5]. */
function numbersOf(value: string): number[] {
  return (value.match(/\d+(?:[.,]\d+)?/g) ?? []).map((number) => Number(number.replace(',', '.')));
}

/**
 * Size values by their numbers, width then height ('20x30', '30x40', '40x50', '100x120'), whatever
 * order the filter settings list them in (issue 9 point 18); values without numbers keep their
 * place after the others.
 */
export function bySize<Value extends { value: string }>(values: readonly Value[]): Value[] {
  const keys = new Map(values.map((value) => [value, numbersOf(value.value)]));
  return [...values].sort((a, b) => {
    const left = keys.get(a)!;
    const right = keys.get(b)!;
    if (left.length === 0 || right.length === 0) return right.length - left.length;
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
      if (left[i] !== right[i]) return left[i]! - right[i]!;
    }
    return left.length - right.length;
  });
}

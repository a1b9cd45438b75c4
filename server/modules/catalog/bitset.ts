/**
 * Sets of dense product numbers (0..size-1) as bitsets: one Uint32Array word per 32 products.
 * ARCHITECTURE §5: the catalogue answers facet counts from such sets in process (100 000 products
 * = 3 125 words, 12.5 KB a set), not from SQL.
 */
export type Bitset = Uint32Array;

export function emptySet(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function addTo(set: Bitset, index: number): void {
  set[index >>> 5]! |= 1 << (index & 31);
}

export function has(set: Bitset, index: number): boolean {
  return ((set[index >>> 5]! >>> (index & 31)) & 1) === 1;
}

/** a AND b AND ... (a new set; the arguments are left as they are). */
export function intersect(first: Bitset, ...others: Bitset[]): Bitset {
  return intersectInto(new Uint32Array(first.length), [first, ...others]);
}

/** The AND of `sets` written into `out` (as long as each), which is returned. */
export function intersectInto(out: Bitset, sets: readonly Bitset[]): Bitset {
  const [first, ...others] = sets;
  if (!first) throw new Error('intersectInto needs a set');
  out.set(first);
  for (const other of others) {
    for (let i = 0; i < out.length; i++) out[i]! &= other[i]!;
  }
  return out;
}

/** The OR of `sets` written into `out` (as long as each), which is returned. */
export function unionInto(out: Bitset, sets: readonly Bitset[]): Bitset {
  out.fill(0);
  for (const set of sets) {
    for (let i = 0; i < out.length; i++) out[i]! |= set[i]!;
  }
  return out;
}

/** a AND NOT b (a new set). */
export function minus(a: Bitset, b: Bitset): Bitset {
  const out = a.slice();
  for (let i = 0; i < out.length; i++) out[i]! &= ~b[i]!;
  return out;
}

/** a OR b OR ... (a new set). */
export function union(size: number, sets: Iterable<Bitset>): Bitset {
  return unionInto(emptySet(size), [...sets]);
}

function wordBits(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function count(set: Bitset): number {
  let total = 0;
  for (let i = 0; i < set.length; i++) if (set[i] !== 0) total += wordBits(set[i]!);
  return total;
}

/** |a AND b| without building the intersection. */
export function countBoth(a: Bitset, b: Bitset): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const word = a[i]! & b[i]!;
    if (word !== 0) total += wordBits(word);
  }
  return total;
}

/**
 * Indices of the words of `set` that hold a member: where a count over a sparse set needs to look.
 * Written into `out` (as long as the set) and given as the part of it they fill.
 */
export function occupiedWords(set: Bitset, out: Uint32Array<ArrayBuffer>): Uint32Array {
  let next = 0;
  for (let i = 0; i < set.length; i++) if (set[i] !== 0) out[next++] = i;
  return out.subarray(0, next);
}

/** |a AND b|, looking only at `words`, the occupied words of a (`occupiedWords(a)`). */
export function countBothAt(a: Bitset, b: Bitset, words: Uint32Array): number {
  let total = 0;
  for (let k = 0; k < words.length; k++) {
    const i = words[k]!;
    const word = a[i]! & b[i]!;
    if (word !== 0) total += wordBits(word);
  }
  return total;
}

/** Calls `fn` with every member, in ascending order. */
export function forEachMember(set: Bitset, fn: (index: number) => void): void {
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      fn((i << 5) + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
}

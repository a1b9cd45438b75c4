const FNV_OFFSET_HI = 0xcbf29ce4;
const FNV_OFFSET_LO = 0x84222325;
const FNV_PRIME_LO = 0x1b3; // the 64-bit prime is 2^40 + 0x1b3
const TWO_32 = 0x100000000;

/**
 * 64-bit FNV-1a in two 32-bit halves (JS numbers hold 53 bits): every step is an exact integer
 * operation, so the browser and the server get the same digest.
 */
function fnv1a64(chunks: readonly Uint8Array[]): string {
  let hi = FNV_OFFSET_HI;
  let lo = FNV_OFFSET_LO;
  for (const bytes of chunks) {
    for (let i = 0; i < bytes.length; i++) {
      lo = (lo ^ bytes[i]!) >>> 0;
      // (hi·2^32 + lo) · (2^40 + 0x1b3) mod 2^64
      const low = lo * FNV_PRIME_LO;
      const carry = Math.floor(low / TWO_32);
      hi = (Math.imul(hi, FNV_PRIME_LO) + (lo << 8) + carry) >>> 0;
      lo = low >>> 0;
    }
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/** The digest of what makes a chart: its version, size, legend codes in order and cells. */
export function chartHash(
  version: string,
  cols: number,
  rows: number,
  codes: readonly string[],
  cells: Uint8Array,
): string {
  const header = new TextEncoder().encode(`${version}|${cols}|${rows}|${codes.join(',')}|`);
  return fnv1a64([header, cells]);
}

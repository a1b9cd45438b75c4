/** Byte-level helpers the format readers share. */

export const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

export function bytesEqual(bytes: Uint8Array, at: number, expected: readonly number[]): boolean {
  if (at < 0 || at + expected.length > bytes.length) return false;
  return expected.every((byte, i) => bytes[at + i] === byte);
}

export const u16be = (b: Uint8Array, at: number): number => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);

export const u32be = (b: Uint8Array, at: number): number =>
  u16be(b, at) * 0x10000 + u16be(b, at + 2);

export const u16le = (b: Uint8Array, at: number): number => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);

export const u24le = (b: Uint8Array, at: number): number =>
  u16le(b, at) + (b[at + 2] ?? 0) * 0x10000;

export const u32le = (b: Uint8Array, at: number): number =>
  u16le(b, at) + u16le(b, at + 2) * 0x10000;

export function writeU32le(b: Uint8Array, at: number, value: number): void {
  b[at] = value & 0xff;
  b[at + 1] = (value >>> 8) & 0xff;
  b[at + 2] = (value >>> 16) & 0xff;
  b[at + 3] = (value >>> 24) & 0xff;
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

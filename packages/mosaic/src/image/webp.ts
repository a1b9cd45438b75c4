import type { Orientation } from '../types';
import { concatBytes, u16le, u24le, u32le, writeU32le } from './bytes';
import { orientationFromExif } from './exif';
import { PhotoError } from './photoError';

const RIFF_HEADER = 12;
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;
const VP8X_ANIMATION = 0x02;

interface Chunk {
  fourcc: string;
  start: number;
  /** Start of the chunk's data. */
  data: number;
  size: number;
  /** End including the pad byte, exclusive. */
  end: number;
}

function chunks(bytes: Uint8Array): Chunk[] | null {
  const found: Chunk[] = [];
  let pos = RIFF_HEADER;
  while (pos + 8 <= bytes.length) {
    const size = u32le(bytes, pos + 4);
    const end = pos + 8 + size + (size % 2);
    if (pos + 8 + size > bytes.length) return null;
    const fourcc = String.fromCharCode(...bytes.subarray(pos, pos + 4));
    found.push({ fourcc, start: pos, data: pos + 8, size, end: Math.min(end, bytes.length) });
    pos = end;
  }
  return found;
}

/** Chunks that carry the picture; EXIF, XMP and anything unknown go. */
const KEPT_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ICCP', 'ANIM', 'ANMF']);

export function webpOrientation(bytes: Uint8Array): Orientation {
  const exif = chunks(bytes)?.find((chunk) => chunk.fourcc === 'EXIF');
  return exif ? orientationFromExif(bytes, exif.data, exif.data + exif.size) : 1;
}

export function stripWebp(bytes: Uint8Array): Uint8Array {
  const found = chunks(bytes);
  if (!found) throw new PhotoError('BROKEN', 'WebP structure is broken');
  const out = concatBytes([
    bytes.subarray(0, RIFF_HEADER),
    ...found
      .filter((chunk) => KEPT_CHUNKS.has(chunk.fourcc))
      .map((chunk) => bytes.subarray(chunk.start, chunk.end)),
  ]);
  writeU32le(out, 4, out.length - 8);
  // The extended header announces EXIF and XMP; a reader may look for what is no longer there.
  if (found[0]?.fourcc === 'VP8X')
    out[RIFF_HEADER + 8] = out[RIFF_HEADER + 8]! & ~(VP8X_EXIF | VP8X_XMP);
  return out;
}

export interface WebpInfo {
  width: number;
  height: number;
  animated: boolean;
  /** VP8L: the decoder holds the whole picture as ARGB besides its RGBA output. */
  lossless: boolean;
}

/** Canvas size, whether the file is an animation and whether it is lossless, from the headers alone. */
export function webpInfo(bytes: Uint8Array): WebpInfo | null {
  const found = chunks(bytes);
  const first = found?.[0];
  if (!found || !first) return null;
  const animated = found.some((chunk) => chunk.fourcc === 'ANIM' || chunk.fourcc === 'ANMF');
  const lossless = found.some((chunk) => chunk.fourcc === 'VP8L');
  const d = first.data;
  switch (first.fourcc) {
    case 'VP8X':
      return {
        width: u24le(bytes, d + 4) + 1,
        height: u24le(bytes, d + 7) + 1,
        animated: animated || (bytes[d]! & VP8X_ANIMATION) !== 0,
        lossless,
      };
    case 'VP8 ':
      return {
        width: u16le(bytes, d + 6) & 0x3fff,
        height: u16le(bytes, d + 8) & 0x3fff,
        animated,
        lossless,
      };
    case 'VP8L': {
      const b1 = bytes[d + 1]!;
      const b2 = bytes[d + 2]!;
      const b3 = bytes[d + 3]!;
      const b4 = bytes[d + 4]!;
      return {
        width: 1 + (((b2 & 0x3f) << 8) | b1),
        height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)),
        animated,
        lossless,
      };
    }
    default:
      return null;
  }
}

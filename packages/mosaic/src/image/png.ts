import type { Orientation } from '../types';
import { concatBytes, u32be } from './bytes';
import { orientationFromExif } from './exif';
import { PNG_SIGNATURE } from './imageType';
import { PhotoError } from './photoError';

interface Chunk {
  type: string;
  start: number;
  /** End of the chunk including its CRC, exclusive. */
  end: number;
}

const typeAt = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

/** The chunks up to and including IEND; null when a chunk runs past the end of the file. */
function chunks(bytes: Uint8Array): Chunk[] | null {
  const found: Chunk[] = [];
  let pos = PNG_SIGNATURE.length;
  while (pos + 12 <= bytes.length) {
    const end = pos + 12 + u32be(bytes, pos);
    if (end > bytes.length) return null;
    const type = typeAt(bytes, pos + 4);
    found.push({ type, start: pos, end });
    if (type === 'IEND') return found;
    pos = end;
  }
  return null;
}

/**
 * What the decoder needs for the same pixels. Everything else goes: text (tEXt, zTXt, iTXt),
 * eXIf, tIME and unknown ancillary chunks, and the APNG frames (the still image is what we read).
 */
const KEPT_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'tRNS',
  'IDAT',
  'IEND',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
]);

export function pngOrientation(bytes: Uint8Array): Orientation {
  const exif = chunks(bytes)?.find((chunk) => chunk.type === 'eXIf');
  return exif ? orientationFromExif(bytes, exif.start + 8, exif.end - 4) : 1;
}

export function stripPng(bytes: Uint8Array): Uint8Array {
  const found = chunks(bytes);
  if (!found) throw new PhotoError('BROKEN', 'PNG structure is broken');
  return concatBytes([
    Uint8Array.from(PNG_SIGNATURE),
    ...found
      .filter((chunk) => KEPT_CHUNKS.has(chunk.type))
      .map((chunk) => bytes.subarray(chunk.start, chunk.end)),
  ]);
}

/** What IHDR declares: size, bit depth and colour type (0 grey, 2 RGB, 3 palette, 4 and 6 with alpha). */
export interface PngHeader {
  width: number;
  height: number;
  depth: number;
  colourType: number;
}

export function pngHeader(bytes: Uint8Array): PngHeader | null {
  const ihdr = PNG_SIGNATURE.length;
  if (bytes.length < ihdr + 18 || typeAt(bytes, ihdr + 4) !== 'IHDR') return null;
  return {
    width: u32be(bytes, ihdr + 8),
    height: u32be(bytes, ihdr + 12),
    depth: bytes[ihdr + 16]!,
    colourType: bytes[ihdr + 17]!,
  };
}

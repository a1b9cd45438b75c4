import type { Orientation } from '../types';
import { ascii, bytesEqual } from './bytes';

const ORIENTATION_TAG = 0x0112;
const EXIF_PREFIX = ascii('Exif\0\0');

/**
 * The orientation tag of IFD0 in an EXIF block. `start` points at the TIFF header, or at the
 * 'Exif\0\0' prefix that JPEG always and some WebP/PNG writers put before it. 1 when absent.
 */
export function orientationFromExif(bytes: Uint8Array, start: number, end: number): Orientation {
  const tiff = bytesEqual(bytes, start, EXIF_PREFIX) ? start + EXIF_PREFIX.length : start;
  const little = bytesEqual(bytes, tiff, ascii('II'));
  if (!little && !bytesEqual(bytes, tiff, ascii('MM'))) return 1;
  const u16 = (at: number) =>
    little ? bytes[at]! | (bytes[at + 1]! << 8) : (bytes[at]! << 8) | bytes[at + 1]!;
  const u32 = (at: number) =>
    little ? u16(at) + u16(at + 2) * 0x10000 : u16(at) * 0x10000 + u16(at + 2);
  if (tiff + 8 > end || u16(tiff + 2) !== 42) return 1;
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? (value as Orientation) : 1;
  }
  return 1;
}

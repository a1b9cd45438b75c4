import type { ImageType, Orientation } from '../types';
import { jpegOrientation, stripJpeg } from './jpeg';
import { pngOrientation, stripPng } from './png';
import { stripWebp, webpOrientation } from './webp';

/** EXIF orientation (JPEG APP1, PNG eXIf, WebP EXIF; either byte order); 1 when there is none. */
export function readOrientation(bytes: Uint8Array, type: ImageType): Orientation {
  if (type === 'jpeg') return jpegOrientation(bytes);
  if (type === 'png') return pngOrientation(bytes);
  return webpOrientation(bytes);
}

/**
 * The file without EXIF (GPS, camera, thumbnails), XMP, IPTC, comments and text chunks; the
 * compressed picture is copied byte for byte, so it decodes to the same pixels. The orientation
 * goes with the EXIF: read it first, the stored order keeps it (spec: issue 16).
 * Throws PhotoError('BROKEN') when the file's structure cannot be walked.
 */
export function stripMetadata(bytes: Uint8Array, type: ImageType): Uint8Array {
  if (type === 'jpeg') return stripJpeg(bytes);
  if (type === 'png') return stripPng(bytes);
  return stripWebp(bytes);
}

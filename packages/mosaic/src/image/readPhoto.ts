import type { ImageType, Orientation, Photo, RasterImage } from '../types';
import { decodeJpeg, decodePng, decodeWebp } from './decode';
import { sniffImageType } from './imageType';
import { jpegSize } from './jpeg';
import { readOrientation } from './metadata';
import { PhotoError } from './photoError';
import { pngSize } from './png';
import { webpInfo } from './webp';

export { PhotoError, type PhotoErrorCode } from './photoError';

/** Spec (issue 16): larger photos are refused before decoding. */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** Width and height from the headers, without decoding; null when the headers say nothing usable. */
function headerSize(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  if (type === 'jpeg') return jpegSize(bytes);
  if (type === 'png') return pngSize(bytes);
  const info = webpInfo(bytes);
  // An animation is not a photo we can make one pattern of.
  if (info?.animated) throw new PhotoError('NOT_IMAGE', 'animated WebP');
  return info;
}

async function decode(bytes: Uint8Array, type: ImageType): Promise<RasterImage> {
  try {
    if (type === 'jpeg') return decodeJpeg(bytes);
    if (type === 'png') return decodePng(bytes);
    return await decodeWebp(bytes);
  } catch (error) {
    throw new PhotoError('BROKEN', error instanceof Error ? error.message : String(error));
  }
}

const swapsSides = (orientation: Orientation) => orientation >= 5;

/** The photo with the given orientation (a stored photo lost its EXIF: the order keeps it). */
export function withOrientation(photo: Photo, orientation: Orientation): Photo {
  const { width, height } = photo.image;
  return swapsSides(orientation)
    ? { ...photo, orientation, width: height, height: width }
    : { ...photo, orientation, width, height };
}

/**
 * Sniffs, reads the EXIF orientation and decodes a photo. Throws PhotoError: NOT_IMAGE (not a
 * JPEG, PNG or still WebP), TOO_MANY_PIXELS (over MAX_PHOTO_PIXELS), BROKEN (cannot be decoded).
 */
export async function readPhoto(bytes: Uint8Array): Promise<Photo> {
  const type = sniffImageType(bytes);
  if (!type) throw new PhotoError('NOT_IMAGE');
  const size = headerSize(bytes, type);
  if (!size || size.width < 1 || size.height < 1) throw new PhotoError('BROKEN', 'no image size');
  if (size.width * size.height > MAX_PHOTO_PIXELS) throw new PhotoError('TOO_MANY_PIXELS');
  const image = await decode(bytes, type);
  if (image.width * image.height > MAX_PHOTO_PIXELS) throw new PhotoError('TOO_MANY_PIXELS');
  if (image.data.length !== image.width * image.height * 4) {
    throw new PhotoError('BROKEN', 'decoder returned a short raster');
  }
  const photo: Photo = { type, orientation: 1, image, width: image.width, height: image.height };
  return withOrientation(photo, readOrientation(bytes, type));
}

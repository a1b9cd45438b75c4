import type { Orientation, Photo, RasterImage } from '../types';
import { decodeJpeg, decodePng, decodeWebp } from './decode';
import { inspectPhoto, MAX_PHOTO_PIXELS } from './decodeLimits';
import { readOrientation } from './metadata';
import type { PhotoHeader } from './photoHeader';
import { PhotoError } from './photoError';

export { PhotoError, type PhotoErrorCode } from './photoError';

async function decode(bytes: Uint8Array, { type, decodeBytes }: PhotoHeader): Promise<RasterImage> {
  try {
    if (type === 'jpeg') return decodeJpeg(bytes, decodeBytes);
    if (type === 'png') return decodePng(bytes);
    return await decodeWebp(bytes);
  } catch (error) {
    throw new PhotoError('BROKEN', error instanceof Error ? error.message : String(error));
  }
}

const swapsSides = (orientation: Orientation) => orientation >= 5;

/**
 * The photo with the given orientation (a stored photo lost its EXIF: the order keeps it).
 * @internal exported for a test only
 */
export function withOrientation(photo: Photo, orientation: Orientation): Photo {
  const { width, height } = photo.image;
  return swapsSides(orientation)
    ? { ...photo, orientation, width: height, height: width }
    : { ...photo, orientation, width, height };
}

/**
 * Checks the headers (inspectPhoto), decodes the photo and reads its EXIF orientation. Throws
 * PhotoError: what inspectPhoto throws, and BROKEN when the decoder fails.
 */
export async function readPhoto(bytes: Uint8Array): Promise<Photo> {
  const header = inspectPhoto(bytes);
  const image = await decode(bytes, header);
  if (image.width * image.height > MAX_PHOTO_PIXELS) throw new PhotoError('TOO_MANY_PIXELS');
  if (image.data.length !== image.width * image.height * 4) {
    throw new PhotoError('BROKEN', 'decoder returned a short raster');
  }
  const { type } = header;
  const photo: Photo = { type, orientation: 1, image, width: image.width, height: image.height };
  return withOrientation(photo, readOrientation(bytes, type));
}

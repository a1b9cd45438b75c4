import type { Orientation, Photo, RasterImage } from '../types';
import { decodeJpegAtScale, decodePng, decodeWebp } from './decode';
import { inspectPhoto, MAX_PHOTO_PIXELS } from './decodeLimits';
import { readOrientation } from './metadata';
import type { PhotoHeader } from './photoHeader';
import { PhotoError } from './photoError';

export { PhotoError, type PhotoErrorCode } from './photoError';

interface Decoded {
  image: RasterImage;
  /** Photo pixels per raster pixel (Photo.rasterScale). */
  scale: number;
}

async function decode(bytes: Uint8Array, header: PhotoHeader): Promise<Decoded> {
  const { type, width, height, decodeBytes } = header;
  try {
    if (type === 'jpeg') return decodeJpegAtScale(bytes, width, height, decodeBytes);
    if (type === 'png') return { image: decodePng(bytes), scale: 1 };
    return { image: await decodeWebp(bytes), scale: 1 };
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
  // The photo's size as stored (a reduced raster's sides are rounded up, so not the raster's).
  const { width, height } = swapsSides(photo.orientation)
    ? { width: photo.height, height: photo.width }
    : photo;
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
  const { image, scale } = await decode(bytes, header);
  if (image.width * image.height > MAX_PHOTO_PIXELS) throw new PhotoError('TOO_MANY_PIXELS');
  if (image.data.length !== image.width * image.height * 4) {
    throw new PhotoError('BROKEN', 'decoder returned a short raster');
  }
  const { type } = header;
  const [width, height] = scale === 1 ? [image.width, image.height] : [header.width, header.height];
  const photo: Photo = { type, orientation: 1, image, width, height };
  if (scale !== 1) photo.rasterScale = scale;
  return withOrientation(photo, readOrientation(bytes, type));
}

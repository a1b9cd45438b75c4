import { readPhotoHeader, type PhotoHeader } from './photoHeader';
import { PhotoError } from './photoError';

/** Spec (issue 16): larger photos are refused before decoding. */
export const MAX_PHOTO_PIXELS = 50_000_000;

/**
 * Issue 22: the most memory one photo may take to decode (PhotoHeader.decodeBytes). It admits any
 * 8-bit PNG or WebP up to MAX_PHOTO_PIXELS, a phone's JPEG (chroma at half size) up to about
 * 40 megapixels, a JPEG with full-size chroma up to about 23 and a 16-bit PNG up to 38; a 12 MP
 * phone photo takes about 320 MB (docs/decisions.md "Hostile photos").
 */
const DECODE_MEMORY_BUDGET = 1024 * 1024 * 1024;

/**
 * Issue 22: fewer bytes a megapixel than this and the file cannot hold the picture it declares.
 * A Huffman-coded JPEG needs at least one bit for each 8×8 block of its first component (1 953
 * bytes a megapixel) and real photos take ten to a hundred times that; the flattest pictures
 * (one colour) compress to about 3 KB a megapixel as PNG and 20 KB as JPEG.
 * @internal exported for a test only
 */
export const MIN_BYTES_PER_MEGAPIXEL = 1000;

/**
 * Below this many pixels a file may be as small as it likes: it is cheap to decode whatever it
 * holds (a logo, a test picture), and headers dominate the size of a tiny one.
 */
const SMALL_PHOTO_PIXELS = 1_000_000;

/**
 * The photo's headers (readPhotoHeader) when decoding it stays within bounds, before anything is
 * decoded: the browser checks a chosen photo and the server an upload with the same rules.
 * Throws PhotoError: NOT_IMAGE, BROKEN (also: a file far too small for the size it declares),
 * TOO_MANY_PIXELS (over MAX_PHOTO_PIXELS), TOO_LARGE_TO_DECODE (over DECODE_MEMORY_BUDGET).
 */
export function inspectPhoto(bytes: Uint8Array): PhotoHeader {
  const header = readPhotoHeader(bytes);
  const pixels = header.width * header.height;
  if (pixels > MAX_PHOTO_PIXELS) throw new PhotoError('TOO_MANY_PIXELS');
  if (pixels > SMALL_PHOTO_PIXELS && bytes.length < (pixels / 1e6) * MIN_BYTES_PER_MEGAPIXEL) {
    throw new PhotoError('BROKEN', `${bytes.length} bytes cannot hold ${pixels} pixels`);
  }
  if (header.decodeBytes > DECODE_MEMORY_BUDGET) throw new PhotoError('TOO_LARGE_TO_DECODE');
  return header;
}

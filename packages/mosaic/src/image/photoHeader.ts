import type { ImageType } from '../types';
import { sniffImageType } from './imageType';
import { jpegFrame, type JpegFrame } from './jpeg';
import { PhotoError } from './photoError';
import { pngHeader, type PngHeader } from './png';
import { webpInfo, type WebpInfo } from './webp';

/** What a photo's headers declare, read without decoding it (issue 22). */
export interface PhotoHeader {
  type: ImageType;
  /** As stored, before the EXIF orientation. */
  width: number;
  height: number;
  /** The most memory decoding it takes at once: the decoder's own buffers and the RGBA raster. */
  decodeBytes: number;
}

/** RGBA, 8 bits a channel: what every decoder hands over (RasterImage). */
const RGBA_BYTES = 4;

/**
 * jpeg-js keeps every 8×8 block of coefficients as its own Int32Array(64): 256 bytes of samples
 * and twice that again of typed-array and backing-store bookkeeping (measured in Node 24: a
 * 6 MP JPEG grew the process by 267 MB, 60 MB of it the other buffers, for 281 250 blocks).
 */
const JPEG_BLOCK_BYTES = 768;
/**
 * jpeg-js also counts every quantisation and Huffman table each time the file defines one (a few
 * kilobytes in a progressive photo): an allowance, so its own limit (decodeJpeg) never refuses a
 * photo for its tables.
 */
const JPEG_TABLE_BYTES = 1024 * 1024;

/**
 * jpeg-js's allocations, in its own order (decoder.js `prepareComponents`, `buildComponentData`,
 * `getData`): every component's blocks for whole MCUs, its upsampling lines, the interleaved
 * samples and the RGBA raster, all alive at the end.
 */
function jpegDecodeBytes({ width, height, components }: JpegFrame): number {
  const maxH = Math.max(...components.map((c) => c.h));
  const maxV = Math.max(...components.map((c) => c.v));
  const mcusPerLine = Math.ceil(width / 8 / maxH);
  const mcusPerColumn = Math.ceil(height / 8 / maxV);
  let bytes = JPEG_TABLE_BYTES + width * height * (components.length + RGBA_BYTES);
  for (const { h, v } of components) {
    bytes += mcusPerLine * h * mcusPerColumn * v * JPEG_BLOCK_BYTES;
    const blocksPerLine = Math.ceil((Math.ceil(width / 8) * h) / maxH);
    const blocksPerColumn = Math.ceil((Math.ceil(height / 8) * v) / maxV);
    bytes += blocksPerLine * 8 * blocksPerColumn * 8;
  }
  return bytes;
}

/** Samples a pixel of each PNG colour type holds (a palette index is one). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * fast-png inflates into a list of chunks, joins them into one filtered buffer, unfilters that
 * into the image's samples (16-bit ones in a Uint16Array), and pngToRgba makes the RGBA raster:
 * three copies of the raw data and the raster at once.
 */
function pngDecodeBytes({ width, height, depth }: PngHeader, channels: number): number {
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  return 3 * height * (1 + rowBytes) + width * height * RGBA_BYTES;
}

/**
 * libwebp writes RGBA into the wasm memory, which the binding copies out; a lossless picture is
 * first decoded whole as ARGB, with its transforms' buffers (measured: 14 and 8.5 bytes a pixel).
 * The wasm memory never shrinks: what one photo grew stays taken.
 */
function webpDecodeBytes({ width, height, lossless }: WebpInfo): number {
  return width * height * (lossless ? 16 : 9);
}

const broken = (why: string) => new PhotoError('BROKEN', why);

function jpegHeader(bytes: Uint8Array): PhotoHeader {
  const frame = jpegFrame(bytes);
  if (!frame) throw broken('no JPEG frame header');
  if (frame.components.some(({ h, v }) => h < 1 || h > 4 || v < 1 || v > 4)) {
    throw broken('JPEG sampling factors out of range');
  }
  return {
    type: 'jpeg',
    width: frame.width,
    height: frame.height,
    decodeBytes: jpegDecodeBytes(frame),
  };
}

function pngPhotoHeader(bytes: Uint8Array): PhotoHeader {
  const header = pngHeader(bytes);
  const channels = header && PNG_CHANNELS[header.colourType];
  if (!header || !channels || ![1, 2, 4, 8, 16].includes(header.depth)) {
    throw broken('no usable PNG header');
  }
  const { width, height } = header;
  return { type: 'png', width, height, decodeBytes: pngDecodeBytes(header, channels) };
}

function webpHeader(bytes: Uint8Array): PhotoHeader {
  const info = webpInfo(bytes);
  if (!info) throw broken('no WebP image header');
  // An animation is not a photo we can make one pattern of.
  if (info.animated) throw new PhotoError('NOT_IMAGE', 'animated WebP');
  const { width, height } = info;
  return { type: 'webp', width, height, decodeBytes: webpDecodeBytes(info) };
}

/**
 * The photo's type (by its magic bytes), size and decoding cost from its headers alone. Throws
 * PhotoError: NOT_IMAGE (not a JPEG, PNG or still WebP), BROKEN (headers missing or nonsense).
 */
export function readPhotoHeader(bytes: Uint8Array): PhotoHeader {
  const type = sniffImageType(bytes);
  if (!type) throw new PhotoError('NOT_IMAGE');
  const header =
    type === 'jpeg'
      ? jpegHeader(bytes)
      : type === 'png'
        ? pngPhotoHeader(bytes)
        : webpHeader(bytes);
  if (header.width < 1 || header.height < 1) throw broken('no image size');
  return header;
}

import { decode as decodeJpegBytes } from 'jpeg-js';
import { decode as decodePngBytes, type DecodedPng } from 'fast-png';
import decodeWebpBytes from '@jsquash/webp/decode.js';
import type { RasterImage } from '../types';
import { MAX_PHOTO_PIXELS } from './decodeLimits';
import { decodeJpegScaled } from './scaledJpeg';

/**
 * Issue 24 point 3: a JPEG is decoded at the smallest DCT scale (1/8, 1/4, 1/2) that keeps at least
 * this many pixels: about four pixels a drill for a 40×50 kit from a 24 MP photo, where the full
 * size took seconds to decode and gave the chart nothing it could show.
 */
const MIN_REDUCED_PIXELS = 1_000_000;

/** The reduction a photo of this size is decoded at (1: full size). */
function jpegReduction(width: number, height: number): 1 | 2 | 4 | 8 {
  for (const reduction of [8, 4, 2] as const) {
    if (Math.ceil(width / reduction) * Math.ceil(height / reduction) >= MIN_REDUCED_PIXELS) {
      return reduction;
    }
  }
  return 1;
}

/**
 * A JPEG at its reduction when the scaled decoder reads its kind (baseline, 8-bit, grey or
 * YCbCr), else at full size by jpeg-js; `scale` says which, for the chart to map its crop.
 */
export function decodeJpegAtScale(
  bytes: Uint8Array,
  width: number,
  height: number,
  decodeBytes: number,
): { image: RasterImage; scale: number } {
  const reduction = jpegReduction(width, height);
  const reduced = reduction === 1 ? null : decodeJpegScaled(bytes, reduction);
  return reduced
    ? { image: reduced, scale: reduction }
    : { image: decodeJpeg(bytes, decodeBytes), scale: 1 };
}

/**
 * The same pure-JS (JPEG, PNG) and wasm (WebP) decoders in the browser's worker and on the
 * server, so both see the same pixels: a browser's own decoder may differ in IDCT and upsampling.
 * `decodeBytes` is what the headers promised (PhotoHeader): jpeg-js stops past it, a second guard
 * behind inspectPhoto's, since it counts what it allocates (its blocks at 256 bytes, less than
 * they take) and never reaches the promise for the frame the headers declare.
 */
function decodeJpeg(bytes: Uint8Array, decodeBytes: number): RasterImage {
  const { width, height, data } = decodeJpegBytes(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: MAX_PHOTO_PIXELS / 1_000_000,
    maxMemoryUsageInMB: decodeBytes / (1024 * 1024),
  });
  return { width, height, data };
}

/** Any PNG (1–16 bits, grey, palette, alpha, a tRNS colour key) as RGBA with 8 bits a channel. */
export function decodePng(bytes: Uint8Array): RasterImage {
  const png = decodePngBytes(bytes);
  return { width: png.width, height: png.height, data: pngToRgba(png) };
}

function pngToRgba(png: DecodedPng): Uint8Array {
  const { width, height, depth, channels, palette, transparency } = png;
  const data = png.data;
  const out = new Uint8Array(width * height * 4);
  const maxSample = (1 << depth) - 1;
  // Packed rows (depth < 8) start on a byte boundary.
  const rowSamples = depth < 8 ? Math.ceil((width * channels * depth) / 8) * (8 / depth) : 0;
  const sample = (row: number, index: number): number => {
    if (depth === 8 || depth === 16) return data[row * width * channels + index]!;
    const bit = (row * rowSamples + index) * depth;
    return (data[bit >> 3]! >> (8 - depth - (bit & 7))) & maxSample;
  };
  // To 8 bits: 16-bit samples keep their high byte, low depths are scaled up exactly (×255, ×85, ×17).
  const to8 = (v: number) => (depth === 16 ? v >> 8 : depth === 8 ? v : (v * 255) / maxSample);
  const key = transparency && transparency.length > 0 && !palette ? transparency : null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const s = x * channels;
      if (palette) {
        const colour = palette[sample(y, s)] ?? [0, 0, 0];
        out[o] = colour[0]!;
        out[o + 1] = colour[1]!;
        out[o + 2] = colour[2]!;
        out[o + 3] = colour[3] ?? 255;
        continue;
      }
      if (channels <= 2) {
        const grey = sample(y, s);
        out[o] = out[o + 1] = out[o + 2] = to8(grey);
        out[o + 3] = channels === 2 ? to8(sample(y, s + 1)) : key && grey === key[0] ? 0 : 255;
        continue;
      }
      const r = sample(y, s);
      const g = sample(y, s + 1);
      const b = sample(y, s + 2);
      out[o] = to8(r);
      out[o + 1] = to8(g);
      out[o + 2] = to8(b);
      const keyed = key && r === key[0] && g === key[1] && b === key[2];
      out[o + 3] = channels === 4 ? to8(sample(y, s + 3)) : keyed ? 0 : 255;
    }
  }
  return out;
}

/**
 * In the browser (a Vite-built worker) the decoder finds its wasm next to the bundle by itself;
 * in Node call `initNodeDecoders()` from `@mosaic/node` once first.
 */
export async function decodeWebp(bytes: Uint8Array): Promise<RasterImage> {
  const copy = bytes.slice().buffer;
  const image = await decodeWebpBytes(copy);
  return {
    width: image.width,
    height: image.height,
    data: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength),
  };
}

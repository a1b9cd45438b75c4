import { decode as decodeJpegBytes } from 'jpeg-js';
import { decode as decodePngBytes, type DecodedPng } from 'fast-png';
import decodeWebpBytes from '@jsquash/webp/decode.js';
import type { RasterImage } from '../types';
import { MAX_PHOTO_PIXELS } from './decodeLimits';

/**
 * The same pure-JS (JPEG, PNG) and wasm (WebP) decoders in the browser's worker and on the
 * server, so both see the same pixels: a browser's own decoder may differ in IDCT and upsampling.
 * `decodeBytes` is what the headers promised (PhotoHeader): jpeg-js stops past it, a second guard
 * behind inspectPhoto's, since it counts what it allocates (its blocks at 256 bytes, less than
 * they take) and never reaches the promise for the frame the headers declare.
 */
export function decodeJpeg(bytes: Uint8Array, decodeBytes: number): RasterImage {
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

/**
 * Test photos made in the test (issue 16): the same pixels in JPEG, PNG and WebP with the
 * metadata a phone writes. Node only (jpeg-js's encoder and the WebP encoder's wasm from disk).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { encode as encodeJpeg } from 'jpeg-js';
import { encode as encodePng } from 'fast-png';
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode.js';
import { ascii, concatBytes, writeU32le } from '../image/bytes';
import { exifTiff, type ExifFields } from './tiff';

export { type ExifFields };

/** The colour of the raw pixel at (x, y): [r, g, b] or [r, g, b, a]. */
export type Paint = (x: number, y: number) => readonly number[];

export function rgba(width: number, height: number, paint: Paint): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r = 0, g = 0, b = 0, a = 255] = paint(x, y);
      data.set([r, g, b, a], (y * width + x) * 4);
    }
  }
  return data;
}

const EXIF_PREFIX = ascii('Exif\0\0');

/**
 * A JPEG (quality 90) with an APP1 EXIF segment right after SOI, as cameras write it, and a
 * comment segment; `exif` sets the orientation and whether a GPS position is in it.
 */
export function jpegWithExif(
  width: number,
  height: number,
  paint: Paint,
  exif: ExifFields = { orientation: 1, gps: true },
): Uint8Array {
  const plain = new Uint8Array(
    encodeJpeg({ width, height, data: rgba(width, height, paint) }, 90).data,
  );
  const payload = concatBytes([Uint8Array.from(EXIF_PREFIX), exifTiff(exif)]);
  const app1 = concatBytes([
    Uint8Array.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]),
    payload,
  ]);
  const comment = ascii('shot at home');
  const com = Uint8Array.from([0xff, 0xfe, 0, comment.length + 2, ...comment]);
  return concatBytes([plain.subarray(0, 2), app1, com, plain.subarray(2)]);
}

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = concatBytes([Uint8Array.from(ascii(type)), data]);
  let crc = -1;
  for (const byte of body) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  crc = (crc ^ -1) >>> 0;
  const length = data.length;
  const be = (v: number) => [v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];
  return concatBytes([Uint8Array.from(be(length)), body, Uint8Array.from(be(crc))]);
}

/** An RGBA PNG with tEXt (a comment), tIME and eXIf (orientation, GPS) chunks before IDAT. */
export function pngWithMetadata(
  width: number,
  height: number,
  paint: Paint,
  exif: ExifFields = { orientation: 1, gps: true },
): Uint8Array {
  const plain = encodePng({
    width,
    height,
    data: rgba(width, height, paint),
    channels: 4,
    depth: 8,
  });
  const ihdrEnd = 8 + 25;
  return concatBytes([
    plain.subarray(0, ihdrEnd),
    pngChunk('tEXt', Uint8Array.from(ascii('Comment\0shot at home'))),
    pngChunk('tIME', Uint8Array.from([0x07, 0xea, 1, 2, 3, 4, 5])),
    pngChunk('eXIf', exifTiff(exif)),
    plain.subarray(ihdrEnd),
  ]);
}

let webpEncoder: Promise<unknown> | undefined;

async function encodeWebpImage(width: number, height: number, data: Uint8Array) {
  webpEncoder ??= (async () => {
    const require = createRequire(import.meta.url);
    // The package picks its SIMD build when the engine has SIMD (Node has): give it that wasm.
    const wasm = await readFile(require.resolve('@jsquash/webp/codec/enc/webp_enc_simd.wasm'));
    const init = initWebpEncoder as unknown as (module: WebAssembly.Module) => Promise<unknown>;
    return init(await WebAssembly.compile(new Uint8Array(wasm)));
  })();
  await webpEncoder;
  const image = { width, height, data: new Uint8ClampedArray(data), colorSpace: 'srgb' };
  return new Uint8Array(await encodeWebp(image as ImageData, { lossless: 1 }));
}

export function riffChunk(fourcc: string, data: Uint8Array): Uint8Array {
  const header = new Uint8Array(8);
  header.set(ascii(fourcc));
  writeU32le(header, 4, data.length);
  return concatBytes([header, data, new Uint8Array(data.length % 2)]);
}

/**
 * A lossless WebP turned into the extended format with an EXIF chunk (orientation, GPS) and an
 * XMP chunk, the VP8X flags announcing both.
 */
export async function webpWithExif(
  width: number,
  height: number,
  paint: Paint,
  exif: ExifFields = { orientation: 1, gps: true },
): Promise<Uint8Array> {
  const simple = await encodeWebpImage(width, height, rgba(width, height, paint));
  const image = simple.subarray(12);
  const vp8x = new Uint8Array(10);
  vp8x[0] = 0x08 | 0x04 | 0x10; // EXIF, XMP, alpha
  vp8x.set([(width - 1) & 0xff, ((width - 1) >> 8) & 0xff, (width - 1) >> 16], 4);
  vp8x.set([(height - 1) & 0xff, ((height - 1) >> 8) & 0xff, (height - 1) >> 16], 7);
  const xmp = ascii(
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><exif:GPSLatitude>55,45N</exif:GPSLatitude></x:xmpmeta>',
  );
  const body = concatBytes([
    Uint8Array.from(ascii('WEBP')),
    riffChunk('VP8X', vp8x),
    image,
    riffChunk('EXIF', exifTiff(exif)),
    riffChunk('XMP ', Uint8Array.from(xmp)),
  ]);
  const header = new Uint8Array(8);
  header.set(ascii('RIFF'));
  writeU32le(header, 4, body.length);
  return concatBytes([header, body]);
}

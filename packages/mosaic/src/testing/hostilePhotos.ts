/**
 * Photos that declare far more pixels than they carry (issue 22): decoded as they are, they would
 * take gigabytes. Each is a well-formed file as far as its headers go.
 */
import { ascii, concatBytes, writeU32le } from '../image/bytes';
import { PNG_SIGNATURE } from '../image/imageType';
import { pngChunk, riffChunk } from './fixtures';

const u16 = (value: number) => [value >> 8, value & 0xff];
const segment = (marker: number, body: readonly number[]) =>
  Uint8Array.from([0xff, marker, ...u16(body.length + 2), ...body]);

/**
 * A baseline JPEG of `totalBytes` (232 as the probe's) whose frame declares `width` × `height`
 * with three components, the chroma at full size or at half (as phones write it): one
 * quantisation table, one-symbol Huffman tables and zeros as the scan, so jpeg-js would allocate
 * every block before finding the scan short.
 */
export function jpegDeclaring(
  width: number,
  height: number,
  { totalBytes = 232, chroma = 'full' }: { totalBytes?: number; chroma?: 'full' | 'half' } = {},
): Uint8Array {
  const components = [1, 2, 3];
  const sampling = (c: number) => (c === 1 && chroma === 'half' ? 0x22 : 0x11);
  const huffman = (tableClass: number) => [tableClass, 1, ...new Array<number>(15).fill(0), 0];
  const head = concatBytes([
    Uint8Array.from([0xff, 0xd8]),
    segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    segment(0xc0, [
      8,
      ...u16(height),
      ...u16(width),
      3,
      ...components.flatMap((c) => [c, sampling(c), 0]),
    ]),
    segment(0xc4, huffman(0x00)),
    segment(0xc4, huffman(0x10)),
    segment(0xda, [3, ...components.flatMap((c) => [c, 0]), 0, 63, 0]),
  ]);
  const scan = new Uint8Array(totalBytes - head.length - 2);
  return concatBytes([head, scan, Uint8Array.from([0xff, 0xd9])]);
}

/** zlib's stored (uncompressed) blocks of `length` zero bytes: a valid stream of any size. */
function storedZeros(length: number): Uint8Array {
  const blocks: number[] = [0x78, 0x01];
  let left = length;
  do {
    const size = Math.min(left, 0xffff);
    left -= size;
    blocks.push(left === 0 ? 1 : 0, size & 0xff, size >> 8, ~size & 0xff, (~size >> 8) & 0xff);
    for (let i = 0; i < size; i++) blocks.push(0);
  } while (left > 0);
  // Adler-32 of zeros: a stays 1, b adds 1 per byte.
  const b = length % 65521;
  blocks.push(b >> 8, b & 0xff, 0, 1);
  return Uint8Array.from(blocks);
}

/**
 * A PNG whose IHDR declares `width` × `height` at `depth` bits (colour type 6, RGBA, unless
 * told), with an IDAT of `dataBytes` zeros: the first rows of the picture and no more.
 */
export function pngDeclaring(
  width: number,
  height: number,
  { depth = 16, colourType = 6, dataBytes = 1000 } = {},
): Uint8Array {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([depth, colourType, 0, 0, 0], 8);
  return concatBytes([
    Uint8Array.from(PNG_SIGNATURE),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', storedZeros(dataBytes)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** A lossless WebP (VP8L) of `totalBytes` declaring `width` × `height` (each at most 16 384). */
export function webpDeclaring(width: number, height: number, totalBytes = 100): Uint8Array {
  const bits = (width - 1) | ((height - 1) << 14);
  const vp8l = new Uint8Array(totalBytes - 20);
  vp8l[0] = 0x2f;
  writeU32le(vp8l, 1, bits >>> 0);
  const body = concatBytes([Uint8Array.from(ascii('WEBP')), riffChunk('VP8L', vp8l)]);
  const header = Uint8Array.from([...ascii('RIFF'), 0, 0, 0, 0]);
  writeU32le(header, 4, body.length);
  return concatBytes([header, body]);
}

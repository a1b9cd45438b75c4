import type { RasterImage } from '../types';
import { u16be } from './bytes';

/**
 * Issue 24 point 3: a baseline JPEG decoded straight at 1/2, 1/4 or 1/8 of its size (libjpeg's
 * "DCT scaling"): each 8×8 block becomes an N×N tile by an inverse DCT of its N×N lowest
 * frequencies, so neither a full-size raster nor a full IDCT is ever made. A 24 MP photo needs a
 * chart of a few hundred drills a side, not its 24 million pixels. Pure JS with a fixed cosine
 * table, so the browser's worker and the server get the same pixels.
 */

const ZIGZAG = Int32Array.from([
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20,
  13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52,
  45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
]);

/** Output samples per block side (8 / reduction). */
type TileSize = 1 | 2 | 4;

/** A failure the caller turns into a BROKEN photo. */
class ScaledJpegError extends Error {}

interface HuffmanTable {
  /** (length << 8 | symbol) for every 9-bit prefix that starts with a code of ≤ 9 bits, else 0. */
  fast: Uint16Array;
  /**
   * For an AC table: (value << 8 | run << 4 | bits) for every 9-bit prefix that holds a whole
   * code and the coefficient's own bits after it, else 0: most coefficients in one look-up.
   */
  fastAc: Int32Array;
  maxCode: Int32Array;
  valOffset: Int32Array;
  symbols: Uint8Array;
}

const FAST_BITS = 9;

function huffmanTable(counts: Uint8Array, symbols: Uint8Array): HuffmanTable {
  const fast = new Uint16Array(1 << FAST_BITS);
  const maxCode = new Int32Array(18).fill(-1);
  const valOffset = new Int32Array(18);
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    const count = counts[length - 1]!;
    valOffset[length] = k - code;
    for (let i = 0; i < count; i++, k++, code++) {
      if (length <= FAST_BITS) {
        const shift = FAST_BITS - length;
        fast.fill((length << 8) | symbols[k]!, code << shift, (code + 1) << shift);
      }
    }
    if (count > 0) maxCode[length] = code - 1;
    code <<= 1;
  }
  maxCode[17] = 0x7fffffff;
  return { fast, fastAc: fastAcTable(fast), maxCode, valOffset, symbols };
}

function fastAcTable(fast: Uint16Array): Int32Array {
  const table = new Int32Array(1 << FAST_BITS);
  for (let prefix = 0; prefix < 1 << FAST_BITS; prefix++) {
    const entry = fast[prefix]!;
    if (entry === 0) continue;
    const length = entry >> 8;
    const run = (entry >> 4) & 15;
    const size = entry & 15;
    if (size === 0 || length + size > FAST_BITS) continue;
    const bits = (prefix >> (FAST_BITS - length - size)) & ((1 << size) - 1);
    const value = bits < 1 << (size - 1) ? bits - (1 << size) + 1 : bits;
    table[prefix] = (value << 8) | (run << 4) | (length + size);
  }
  return table;
}

/** The entropy-coded bits of a scan: byte stuffing undone, a marker ends the data (zeros after). */
class BitReader {
  private buffer = 0;
  private count = 0;
  constructor(
    private readonly bytes: Uint8Array,
    public pos: number,
  ) {}

  private fill() {
    while (this.count <= 24) {
      let byte = 0;
      const bytes = this.bytes;
      if (this.pos < bytes.length) {
        byte = bytes[this.pos]!;
        if (byte === 0xff) {
          const next = bytes[this.pos + 1];
          if (next === 0x00) this.pos += 2;
          else byte = 0;
        } else this.pos++;
      }
      this.buffer = ((this.buffer << 8) | byte) >>> 0;
      this.count += 8;
    }
  }

  bits(n: number): number {
    if (n === 0) return 0;
    if (this.count < n) this.fill();
    this.count -= n;
    return (this.buffer >>> this.count) & ((1 << n) - 1);
  }

  /** A JPEG "receive and extend": n bits as a signed coefficient. */
  signed(n: number): number {
    if (n === 0) return 0;
    const value = this.bits(n);
    return value < 1 << (n - 1) ? value - (1 << n) + 1 : value;
  }

  /** The next FAST_BITS bits, not consumed. */
  peekFast(): number {
    if (this.count < 16) this.fill();
    return (this.buffer >>> (this.count - FAST_BITS)) & ((1 << FAST_BITS) - 1);
  }

  skip(n: number) {
    this.count -= n;
  }

  decode(table: HuffmanTable): number {
    if (this.count < 16) this.fill();
    const entry = table.fast[(this.buffer >>> (this.count - FAST_BITS)) & ((1 << FAST_BITS) - 1)]!;
    if (entry !== 0) {
      this.count -= entry >> 8;
      return entry & 0xff;
    }
    for (let length = FAST_BITS + 1; length <= 16; length++) {
      const code = (this.buffer >>> (this.count - length)) & ((1 << length) - 1);
      if (code <= table.maxCode[length]!) {
        this.count -= length;
        return table.symbols[code + table.valOffset[length]!]!;
      }
    }
    throw new ScaledJpegError('bad Huffman code');
  }

  /** After a restart interval: drop the bits left and step over the RSTn marker. */
  restart() {
    this.buffer = 0;
    this.count = 0;
    const bytes = this.bytes;
    while (this.pos + 1 < bytes.length) {
      if (
        bytes[this.pos] === 0xff &&
        bytes[this.pos + 1]! >= 0xd0 &&
        bytes[this.pos + 1]! <= 0xd7
      ) {
        this.pos += 2;
        return;
      }
      this.pos++;
    }
  }
}

interface Component {
  id: number;
  h: number;
  v: number;
  quant: number;
  /** Blocks across and down, padded to whole MCUs. */
  blocksAcross: number;
  blocksDown: number;
  /** Samples of this component at the reduced size (tile × blocks). */
  plane: Uint8Array;
  dcTable: HuffmanTable | null;
  acTable: HuffmanTable | null;
  prediction: number;
}

/**
 * The inverse DCT's basis for an N-sample tile, in 2⁻²⁰ units: basis[x·N + u] =
 * C(u)·cos((2x+1)uπ/2N)/2, the first N terms of the 8-point IDCT laid on N samples (the DC term
 * keeps the block's mean). Literals, not Math.cos, which engines may round differently in the
 * last bit (docs/mosaic.md "Why the browser and the server agree").
 */
const IDCT_BASIS: Record<TileSize, readonly number[]> = {
  1: [370728],
  2: [370728, 370728, 370728, -370728],
  4: [
    370728, 484379, 370728, 200636, 370728, 200636, -370728, -484379, 370728, -200636, -370728,
    484379, 370728, -484379, 370728, -200636,
  ],
};

const idctBasis = (n: TileSize) => Float64Array.from(IDCT_BASIS[n], (units) => units / 1048576);

const clampByte = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

interface Frame {
  width: number;
  height: number;
  components: Component[];
  hMax: number;
  vMax: number;
  mcusAcross: number;
  mcusDown: number;
}

/** Whether a frame this decoder can read: baseline or extended Huffman, 8 bits, grey or colour. */
const SUPPORTED_FRAMES = new Set([0xc0, 0xc1]);

function readFrame(bytes: Uint8Array, at: number, tile: TileSize): Frame | null {
  if (bytes[at + 4] !== 8) return null;
  const height = u16be(bytes, at + 5);
  const width = u16be(bytes, at + 7);
  const count = bytes[at + 9]!;
  if (count !== 1 && count !== 3) return null;
  if (width === 0 || height === 0) throw new ScaledJpegError('empty frame');
  const raw = Array.from({ length: count }, (_, i) => ({
    id: bytes[at + 10 + i * 3]!,
    h: bytes[at + 11 + i * 3]! >> 4,
    v: bytes[at + 11 + i * 3]! & 15,
    quant: bytes[at + 12 + i * 3]!,
  }));
  if (raw.some(({ h, v }) => h < 1 || h > 4 || v < 1 || v > 4)) {
    throw new ScaledJpegError('bad sampling factors');
  }
  const hMax = Math.max(...raw.map((c) => c.h));
  const vMax = Math.max(...raw.map((c) => c.v));
  const mcusAcross = Math.ceil(width / (8 * hMax));
  const mcusDown = Math.ceil(height / (8 * vMax));
  const components = raw.map((c) => {
    const blocksAcross = mcusAcross * c.h;
    const blocksDown = mcusDown * c.v;
    return {
      ...c,
      blocksAcross,
      blocksDown,
      plane: new Uint8Array(blocksAcross * tile * blocksDown * tile),
      dcTable: null,
      acTable: null,
      prediction: 0,
    };
  });
  return { width, height, components, hMax, vMax, mcusAcross, mcusDown };
}

/** Decodes blocks into tiles: what one frame's scans share. */
class TileDecoder {
  private readonly basis: Float64Array;
  /** For each zigzag position, where its coefficient goes in the tile's N×N input, or −1. */
  private readonly slot = new Int32Array(64);
  private readonly coefficients: Float64Array;
  private readonly rows: Float64Array;

  constructor(
    private readonly tile: TileSize,
    private readonly quantTables: (Uint16Array | undefined)[],
  ) {
    this.basis = idctBasis(tile);
    for (let k = 0; k < 64; k++) {
      const row = ZIGZAG[k]! >> 3;
      const col = ZIGZAG[k]! & 7;
      this.slot[k] = row < tile && col < tile ? row * tile + col : -1;
    }
    this.coefficients = new Float64Array(tile * tile);
    this.rows = new Float64Array(tile * tile);
  }

  block(reader: BitReader, component: Component, blockRow: number, blockCol: number) {
    const { dcTable, acTable } = component;
    const quant = this.quantTables[component.quant];
    if (!dcTable || !acTable || !quant) throw new ScaledJpegError('missing table');
    const input = this.coefficients;
    input.fill(0);
    const slot = this.slot;
    component.prediction += reader.signed(reader.decode(dcTable));
    input[0] = component.prediction * quant[0]!;
    const fastAc = acTable.fastAc;
    for (let k = 1; k < 64;) {
      const fast = fastAc[reader.peekFast()]!;
      if (fast !== 0) {
        reader.skip(fast & 15);
        k += (fast >> 4) & 15;
        if (k > 63) throw new ScaledJpegError('coefficient past the block');
        const at = slot[k]!;
        if (at >= 0) input[at] = (fast >> 8) * quant[k]!;
        k++;
        continue;
      }
      const rs = reader.decode(acTable);
      const size = rs & 15;
      if (size === 0) {
        if (rs !== 0xf0) break;
        k += 16;
        continue;
      }
      k += rs >> 4;
      if (k > 63) throw new ScaledJpegError('coefficient past the block');
      const value = reader.signed(size);
      const at = slot[k]!;
      if (at >= 0) input[at] = value * quant[k]!;
      k++;
    }
    this.inverse(component, blockRow, blockCol);
  }

  /** out(y, x) = Σv Σu basis[y][v]·basis[x][u]·F(v, u), row pass then column pass. */
  private inverse(component: Component, blockRow: number, blockCol: number) {
    const n = this.tile;
    const basis = this.basis;
    const input = this.coefficients;
    const plane = component.plane;
    const stride = component.blocksAcross * n;
    const origin = blockRow * n * stride + blockCol * n;
    if (n === 1) {
      plane[origin] = clampByte(Math.round(input[0]! * 0.125 + 128));
      return;
    }
    const rows = this.rows;
    for (let v = 0; v < n; v++) {
      for (let x = 0; x < n; x++) {
        let sum = 0;
        for (let u = 0; u < n; u++) sum += basis[x * n + u]! * input[v * n + u]!;
        rows[v * n + x] = sum;
      }
    }
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        let sum = 0;
        for (let v = 0; v < n; v++) sum += basis[y * n + v]! * rows[v * n + x]!;
        plane[origin + y * stride + x] = clampByte(Math.round(sum + 128));
      }
    }
  }
}

function readQuantTables(
  bytes: Uint8Array,
  from: number,
  end: number,
  tables: (Uint16Array | undefined)[],
) {
  let at = from;
  while (at < end) {
    const precision = bytes[at]! >> 4;
    const id = bytes[at]! & 15;
    at++;
    const table = new Uint16Array(64);
    for (let k = 0; k < 64; k++) {
      table[k] = precision === 0 ? bytes[at + k]! : u16be(bytes, at + k * 2);
    }
    at += precision === 0 ? 64 : 128;
    if (id > 3 || at > end) throw new ScaledJpegError('bad quantisation table');
    tables[id] = table;
  }
}

function readHuffmanTables(
  bytes: Uint8Array,
  from: number,
  end: number,
  dc: (HuffmanTable | undefined)[],
  ac: (HuffmanTable | undefined)[],
) {
  let at = from;
  while (at < end) {
    const kind = bytes[at]! >> 4;
    const id = bytes[at]! & 15;
    const counts = bytes.subarray(at + 1, at + 17);
    const total = counts.reduce((sum, count) => sum + count, 0);
    const symbols = bytes.subarray(at + 17, at + 17 + total);
    at += 17 + total;
    if (id > 3 || kind > 1 || at > end) throw new ScaledJpegError('bad Huffman table');
    (kind === 0 ? dc : ac)[id] = huffmanTable(counts, symbols);
  }
}

interface ScanState {
  frame: Frame;
  decoder: TileDecoder;
  restartInterval: number;
  dcTables: (HuffmanTable | undefined)[];
  acTables: (HuffmanTable | undefined)[];
}

/** Decodes one scan starting at its SOS marker; returns where its entropy-coded data ended. */
function decodeScan(bytes: Uint8Array, at: number, state: ScanState): number {
  const { frame, decoder, restartInterval } = state;
  const count = bytes[at + 4]!;
  const scanComponents = Array.from({ length: count }, (_, i) => {
    const id = bytes[at + 5 + i * 2]!;
    const tables = bytes[at + 6 + i * 2]!;
    const component = frame.components.find((c) => c.id === id);
    if (!component) throw new ScaledJpegError('scan names an unknown component');
    component.dcTable = state.dcTables[tables >> 4] ?? null;
    component.acTable = state.acTables[tables & 15] ?? null;
    component.prediction = 0;
    return component;
  });
  const reader = new BitReader(bytes, at + 2 + u16be(bytes, at + 2));
  let unitsLeft = restartInterval;
  const nextUnit = () => {
    if (restartInterval === 0) return;
    if (unitsLeft === 0) {
      reader.restart();
      for (const component of scanComponents) component.prediction = 0;
      unitsLeft = restartInterval;
    }
    unitsLeft--;
  };
  if (scanComponents.length === 1) {
    // A scan of one component runs over its own blocks, not the frame's MCUs.
    const component = scanComponents[0]!;
    const across = Math.ceil(Math.ceil((frame.width * component.h) / frame.hMax) / 8);
    const down = Math.ceil(Math.ceil((frame.height * component.v) / frame.vMax) / 8);
    for (let row = 0; row < down; row++) {
      for (let col = 0; col < across; col++) {
        nextUnit();
        decoder.block(reader, component, row, col);
      }
    }
  } else {
    for (let mcuRow = 0; mcuRow < frame.mcusDown; mcuRow++) {
      for (let mcuCol = 0; mcuCol < frame.mcusAcross; mcuCol++) {
        nextUnit();
        for (const component of scanComponents) {
          for (let v = 0; v < component.v; v++) {
            for (let h = 0; h < component.h; h++) {
              decoder.block(reader, component, mcuRow * component.v + v, mcuCol * component.h + h);
            }
          }
        }
      }
    }
  }
  return reader.pos;
}

/** Products of the JFIF YCbCr → RGB matrix for each chroma byte, as the formula computes them. */
const chromaProducts = (factor: number) =>
  Float64Array.from({ length: 256 }, (_, byte) => factor * (byte - 128));
const CR_RED = chromaProducts(1.402);
const CB_GREEN = chromaProducts(0.344136);
const CR_GREEN = chromaProducts(0.714136);
const CB_BLUE = chromaProducts(1.772);

/** Colour from the component planes, each upsampled to the output by repeating its samples. */
function toRgba(frame: Frame, tile: TileSize, transform: boolean): RasterImage {
  const width = Math.ceil((frame.width * tile) / 8);
  const height = Math.ceil((frame.height * tile) / 8);
  const data = new Uint8Array(width * height * 4);
  const { components, hMax, vMax } = frame;
  const columns = components.map((c) =>
    Int32Array.from({ length: width }, (_, x) => Math.floor((x * c.h) / hMax)),
  );
  const rowStart = (c: Component, y: number) =>
    Math.floor((y * c.v) / vMax) * c.blocksAcross * tile;
  const [luma, blue, red] = components as [Component, Component?, Component?];
  const [lumaColumns, blueColumns, redColumns] = columns as [Int32Array, Int32Array?, Int32Array?];
  for (let y = 0; y < height; y++) {
    const lumaRow = rowStart(luma, y);
    const o = y * width * 4;
    if (!blue || !red || !blueColumns || !redColumns) {
      for (let x = 0; x < width; x++) {
        const grey = luma.plane[lumaRow + lumaColumns[x]!]!;
        data[o + x * 4] = data[o + x * 4 + 1] = data[o + x * 4 + 2] = grey;
        data[o + x * 4 + 3] = 255;
      }
      continue;
    }
    const blueRow = rowStart(blue, y);
    const redRow = rowStart(red, y);
    const [lumaPlane, bluePlane, redPlane] = [luma.plane, blue.plane, red.plane];
    for (let x = 0, at = o; x < width; x++, at += 4) {
      const first = lumaPlane[lumaRow + lumaColumns[x]!]!;
      const second = bluePlane[blueRow + blueColumns[x]!]!;
      const third = redPlane[redRow + redColumns[x]!]!;
      if (transform) {
        data[at] = clampByte(Math.round(first + CR_RED[third]!));
        data[at + 1] = clampByte(Math.round(first - CB_GREEN[second]! - CR_GREEN[third]!));
        data[at + 2] = clampByte(Math.round(first + CB_BLUE[second]!));
      } else {
        data[at] = first;
        data[at + 1] = second;
        data[at + 2] = third;
      }
      data[at + 3] = 255;
    }
  }
  return { width, height, data };
}

const ADOBE = [0x41, 0x64, 0x6f, 0x62, 0x65];

/**
 * The JPEG at 1/reduction of its size (reduction 2, 4 or 8; the output is ceil(side / reduction)
 * pixels), or null when its frame is one this decoder leaves to the full decoder (progressive,
 * arithmetic-coded, 12-bit, CMYK). Throws an Error when the data is broken.
 */
export function decodeJpegScaled(bytes: Uint8Array, reduction: 2 | 4 | 8): RasterImage | null {
  const tile = (8 / reduction) as TileSize;
  const quantTables: (Uint16Array | undefined)[] = [];
  const dcTables: (HuffmanTable | undefined)[] = [];
  const acTables: (HuffmanTable | undefined)[] = [];
  let frame: Frame | null = null;
  let state: ScanState | null = null;
  let restartInterval = 0;
  let adobeTransform: number | null = null;
  let pos = 2;
  while (pos + 3 < bytes.length) {
    if (bytes[pos] !== 0xff) {
      pos++;
      continue;
    }
    const marker = bytes[pos + 1]!;
    if (marker === 0xff || marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos++;
      continue;
    }
    if (marker === 0xd9) break;
    const end = pos + 2 + u16be(bytes, pos + 2);
    if (end > bytes.length) throw new ScaledJpegError('segment past the end');
    if (marker === 0xdb) readQuantTables(bytes, pos + 4, end, quantTables);
    else if (marker === 0xc4) readHuffmanTables(bytes, pos + 4, end, dcTables, acTables);
    else if (marker === 0xdd) restartInterval = u16be(bytes, pos + 4);
    else if (marker === 0xee && ADOBE.every((b, i) => bytes[pos + 4 + i] === b)) {
      adobeTransform = bytes[pos + 15] ?? null;
    } else if (
      marker >= 0xc0 &&
      marker <= 0xcf &&
      marker !== 0xc4 &&
      marker !== 0xc8 &&
      marker !== 0xcc
    ) {
      if (frame || !SUPPORTED_FRAMES.has(marker)) return null;
      frame = readFrame(bytes, pos, tile);
      if (!frame) return null;
    } else if (marker === 0xda) {
      if (!frame) throw new ScaledJpegError('scan before the frame');
      state ??= {
        frame,
        decoder: new TileDecoder(tile, quantTables),
        restartInterval,
        dcTables,
        acTables,
      };
      state.restartInterval = restartInterval;
      pos = decodeScan(bytes, pos, state);
      continue;
    }
    pos = end;
  }
  if (!frame || !state) throw new ScaledJpegError('no image data');
  // Three components are YCbCr unless an Adobe marker says they are plain RGB (transform 0).
  return toRgba(frame, tile, frame.components.length === 3 && adobeTransform !== 0);
}

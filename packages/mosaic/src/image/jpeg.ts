import type { Orientation } from '../types';
import { ascii, bytesEqual, concatBytes, u16be } from './bytes';
import { orientationFromExif } from './exif';
import { PhotoError } from './photoError';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP1 = 0xe1;
const APP2 = 0xe2;
const COM = 0xfe;
const EXIF_PREFIX = ascii('Exif\0\0');
const ICC_PREFIX = ascii('ICC_PROFILE\0');

interface Segment {
  marker: number;
  /** Offset of the 0xFF that starts the marker. */
  start: number;
  /** End, exclusive; a scan (SOS) runs on through its entropy-coded data. */
  end: number;
}

const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Where the entropy-coded data after a scan header ends: at the next real marker. */
function scanEnd(bytes: Uint8Array, from: number): number {
  for (let i = from; i + 1 < bytes.length; i++) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1]!;
    if (next !== 0x00 && next !== 0xff && !standalone(next)) return i;
  }
  return bytes.length;
}

/**
 * The file's segments after SOI, up to and including EOI. Anything after EOI (phones append
 * preview images there, each with its own EXIF) is not a segment. Null when the structure is broken.
 */
function segments(bytes: Uint8Array, untilScan = false): Segment[] | null {
  const found: Segment[] = [];
  let pos = 2;
  while (pos < bytes.length) {
    if (bytes[pos] !== 0xff) return null;
    let at = pos;
    while (bytes[at + 1] === 0xff) at++;
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    if (marker === EOI) {
      found.push({ marker, start: at, end: at + 2 });
      return found;
    }
    if (standalone(marker)) {
      found.push({ marker, start: at, end: at + 2 });
      pos = at + 2;
      continue;
    }
    const headerEnd = at + 2 + u16be(bytes, at + 2);
    if (at + 4 > bytes.length || headerEnd > bytes.length) return null;
    if (marker === SOS && untilScan) return found;
    const end = marker === SOS ? scanEnd(bytes, headerEnd) : headerEnd;
    found.push({ marker, start: at, end });
    pos = end;
  }
  // A file cut short after its last scan still decodes: treat the end of the bytes as its end.
  return found;
}

const payload = (segment: Segment) => segment.start + 4;

export function jpegOrientation(bytes: Uint8Array): Orientation {
  for (const segment of segments(bytes, true) ?? []) {
    if (segment.marker === APP1 && bytesEqual(bytes, payload(segment), EXIF_PREFIX)) {
      return orientationFromExif(bytes, payload(segment), segment.end);
    }
  }
  return 1;
}

/**
 * Kept: APP0 (JFIF), APP2 only as an ICC profile, APP14 (Adobe: its colour-transform flag changes
 * decoding) and every table, frame and scan byte for byte, so the decoded pixels stay the same. Dropped: APP1 (EXIF with GPS, XMP),
 * APP2 MPF (an index of the appended images, which go too), APP3–APP13 (APP13 = IPTC), APP15, COM.
 */
function keepSegment(bytes: Uint8Array, segment: Segment): boolean {
  const { marker } = segment;
  if (marker === COM || marker === 0xef) return false;
  if (marker === APP2) return bytesEqual(bytes, payload(segment), ICC_PREFIX);
  if (marker >= APP1 && marker <= 0xed) return false;
  return true;
}

export function stripJpeg(bytes: Uint8Array): Uint8Array {
  const found = segments(bytes);
  if (!found || bytes[1] !== SOI) throw new PhotoError('BROKEN', 'JPEG structure is broken');
  const kept = found.filter((segment) => keepSegment(bytes, segment));
  return concatBytes([
    bytes.subarray(0, 2),
    ...kept.map((segment) => bytes.subarray(segment.start, segment.end)),
  ]);
}

/** One component of a JPEG frame: its sampling factors (chroma is often half of luma's). */
interface JpegComponent {
  h: number;
  v: number;
}

/** What the first SOFn header declares: size, sample precision and components. */
export interface JpegFrame {
  width: number;
  height: number;
  precision: number;
  components: JpegComponent[];
}

/** The frame header (first SOFn), read before decoding to refuse huge photos cheaply. */
export function jpegFrame(bytes: Uint8Array): JpegFrame | null {
  for (const segment of segments(bytes, true) ?? []) {
    const m = segment.marker;
    const isFrame = m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
    if (!isFrame) continue;
    const at = segment.start;
    const count = bytes[at + 9] ?? 0;
    if (count < 1 || at + 10 + count * 3 > segment.end) return null;
    const components = Array.from({ length: count }, (_, i) => {
      const factors = bytes[at + 11 + i * 3]!;
      return { h: factors >> 4, v: factors & 0x0f };
    });
    return {
      precision: bytes[at + 4]!,
      height: u16be(bytes, at + 5),
      width: u16be(bytes, at + 7),
      components,
    };
  }
  return null;
}

import type { Orientation } from '../types';

export interface ExifFields {
  orientation?: Orientation;
  /** Adds a GPS IFD (latitude 55° 45' N, longitude 37° 37' E), as a phone camera writes. */
  gps?: boolean;
  /** 'II' (Intel) or 'MM' (Motorola): cameras write both. */
  byteOrder?: 'II' | 'MM';
}

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** Value bytes in little endian; turned round for 'MM'. */
  values: number[];
  size: number;
}

const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;
const ASCII = 2;
const BYTE = 1;

const short = (tag: number, value: number): Entry => ({
  tag,
  type: SHORT,
  count: 1,
  values: [value],
  size: 2,
});
const long = (tag: number, value: number): Entry => ({
  tag,
  type: LONG,
  count: 1,
  values: [value],
  size: 4,
});
const ascii = (tag: number, text: string): Entry => ({
  tag,
  type: ASCII,
  count: text.length + 1,
  values: [...text, '\0'].map((c) => c.charCodeAt(0)),
  size: 1,
});
const rationals = (tag: number, values: number[]): Entry => ({
  tag,
  type: RATIONAL,
  count: values.length / 2,
  values,
  size: 4,
});

/** A TIFF block (what EXIF is) with a camera make, the orientation and optionally a GPS IFD. */
export function exifTiff({ orientation, gps = false, byteOrder = 'II' }: ExifFields): Uint8Array {
  const little = byteOrder === 'II';
  const out: number[] = [];
  const put = (value: number, size: number) => {
    for (let i = 0; i < size; i++) {
      const shift = 8 * (little ? i : size - 1 - i);
      out.push(Math.floor(value / 2 ** shift) & 0xff);
    }
  };
  const ifd0: Entry[] = [ascii(0x010f, 'MosaicTestCam')];
  if (orientation) ifd0.push(short(0x0112, orientation));
  const gpsIfd: Entry[] = [
    { tag: 0x0000, type: BYTE, count: 4, values: [2, 3, 0, 0], size: 1 },
    ascii(0x0001, 'N'),
    rationals(0x0002, [55, 1, 45, 1, 0, 1]),
    ascii(0x0003, 'E'),
    rationals(0x0004, [37, 1, 37, 1, 0, 1]),
  ];
  const ifdSize = (entries: Entry[]) => 2 + entries.length * 12 + 4;
  const extraSize = (entries: Entry[]) =>
    entries.reduce(
      (sum, e) => sum + (e.values.length * e.size > 4 ? e.values.length * e.size : 0),
      0,
    );
  if (gps) ifd0.push(long(0x8825, 0));
  ifd0.sort((a, b) => a.tag - b.tag);
  const ifd0At = 8;
  const gpsAt = ifd0At + ifdSize(ifd0) + extraSize(ifd0);
  const gpsPointer = ifd0.find((e) => e.tag === 0x8825);
  if (gpsPointer) gpsPointer.values = [gpsAt];

  const writeIfd = (entries: Entry[], at: number) => {
    let extraAt = at + ifdSize(entries);
    const extras: Entry[] = [];
    put(entries.length, 2);
    for (const entry of entries) {
      put(entry.tag, 2);
      put(entry.type, 2);
      put(entry.count, 4);
      const bytes = entry.values.length * entry.size;
      if (bytes > 4) {
        put(extraAt, 4);
        extraAt += bytes;
        extras.push(entry);
      } else {
        const start = out.length;
        for (const value of entry.values) put(value, entry.size);
        while (out.length < start + 4) out.push(0);
      }
    }
    put(0, 4);
    for (const entry of extras) for (const value of entry.values) put(value, entry.size);
  };
  out.push(...(little ? [0x49, 0x49] : [0x4d, 0x4d]));
  put(42, 2);
  put(ifd0At, 4);
  writeIfd(ifd0, ifd0At);
  if (gps) writeIfd(gpsIfd, gpsAt);
  return Uint8Array.from(out);
}

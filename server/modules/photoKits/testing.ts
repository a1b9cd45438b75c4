import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  computeChart,
  defaultCrop,
  DMC_PALETTE,
  gridOf,
  readPhoto,
  type Chart,
  type Crop,
  type Orientation,
} from '@mosaic';
import { initNodeDecoders } from '@mosaic/node';
import { jpegWithExif } from '@mosaic/testing/fixtures';
import { largeTestPhotoJpeg, paintTestScene } from '@mosaic/testing/testPhoto';
import type { Db } from '../../lib/db/types';
import { multipartForm } from '../../testing/multipart';
import { countRows, type Visitor } from '../../testing/shopVisitor';
import type { PhotoKitOptions } from '../basket';
import { photosDir } from './photoStore';
import { PHOTO_KIT_SECTION_NAME } from './queries';
import { DEFAULT_KIT_OPTIONS, type PhotoKitForm } from './service';

/** Test helpers of the photo kits (issue 16). */

export const ADD_KIT_URL = '/api/catalog/basket/addPhotoKit';

/** The photo products of the demo's photo page section, by size ('40x50'). */
export async function photoProducts(db: Db): Promise<Record<string, number>> {
  const rows = await db.query<{ id: number; size: string }>(
    `SELECT p.id, v.value AS size
       FROM products p
       JOIN sections s ON s.id = p.section_id AND s.name = $1
       JOIN property_values v ON v.id = ANY (p.value_ids)
       JOIN properties pp ON pp.id = v.property_id AND pp.is_size
      WHERE p.kind = 'photo_custom'`,
    [PHOTO_KIT_SECTION_NAME],
  );
  return Object.fromEntries(rows.map((row) => [row.size, row.id]));
}

/**
 * A JPEG of the test scene with an EXIF block holding `orientation` and a GPS position, as a phone
 * writes it: what the stored copy must no longer carry.
 */
export function jpegWithGps(width: number, height: number, orientation: Orientation = 1) {
  const scene = paintTestScene(width, height);
  const at = (x: number, y: number) => (y * width + x) * 4;
  return jpegWithExif(width, height, (x, y) => [...scene.subarray(at(x, y), at(x, y) + 3)], {
    orientation,
    gps: true,
  });
}

/**
 * The form the constructor would send for `photo` made into a kit of `size` with the photo's
 * default crop, and the chart its preview showed (the same engine, in this process): `chartHash`
 * is that chart's.
 */
/**
 * Issue 24's 24 MP, 16 MB photo (largeTestPhotoJpeg). Encoding it takes seconds, so it is made
 * once a machine and kept in the temp folder, named for the generator's version.
 */
export async function largePhoto(): Promise<Uint8Array> {
  const file = path.join(tmpdir(), 'hobby-large-test-photo-1.jpg');
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    const bytes = largeTestPhotoJpeg();
    // Written aside and renamed, so a test running beside never reads half a file.
    const aside = `${file}.${process.pid}`;
    await writeFile(aside, bytes);
    await rename(aside, file);
    return bytes;
  }
}

export async function kitFormFor(
  photo: Uint8Array,
  {
    productId,
    size,
    crop,
    ...options
  }: Partial<PhotoKitOptions> & { productId: number; size: string; crop?: Crop },
): Promise<PhotoKitForm & { chart: Chart }> {
  const chosen = { ...DEFAULT_KIT_OPTIONS, ...options };
  await initNodeDecoders();
  const read = await readPhoto(photo);
  const grid = gridOf(size, chosen.orientation);
  if (!grid) throw new Error(`no grid for ${size}`);
  const frame = crop ?? defaultCrop(read, grid.cols, grid.rows);
  const chart = computeChart(read, DMC_PALETTE, {
    cols: grid.cols,
    rows: grid.rows,
    crop: frame,
    colourMode: chosen.colourMode,
    maxColours: chosen.maxColours,
    dithering: chosen.dithering,
  });
  return { productId, ...chosen, crop: frame, chartHash: chart.hash, chart };
}

/** A kit's photo as the browser's file input gives it; a JPEG named photo.jpg unless told. */
export interface KitPhoto {
  bytes: Uint8Array;
  filename?: string;
  type?: string;
}

/** The multipart body a browser's FormData makes: the fields, then the file part `photo`. */
export function kitMultipart(form: object, file: KitPhoto | null) {
  return multipartForm(
    formFields(form),
    file && {
      field: 'photo',
      filename: file.filename ?? 'photo.jpg',
      type: file.type ?? 'image/jpeg',
      bytes: file.bytes,
    },
  );
}

/** `crop[x]=…` style fields of a nested form object (the chart, if any, is not sent). */
function formFields(form: object): [string, string][] {
  return Object.entries(form).flatMap(([name, value]): [string, string][] => {
    if (name === 'chart') return [];
    if (value !== null && typeof value === 'object')
      return Object.entries(value).map(([key, item]) => [`${name}[${key}]`, String(item)]);
    return [[name, String(value)]];
  });
}

/** Posts a kit as the visitor's browser does (cookies, CSRF header), keeping the cookies it sets. */
export function postKit(
  v: Visitor,
  form: object,
  file: KitPhoto | null,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = kitMultipart(form, file);
  return v.post(ADD_KIT_URL, payload, headers);
}

/** What a refused add must leave as it was: kits, basket lines and stored photos. */
export async function keptState({ app, db }: { app: FastifyInstance; db: Db }) {
  const files = await readdir(photosDir(app.config.dataDir)).catch(() => []);
  return {
    kits: await countRows(db, 'photo_kits'),
    lines: await countRows(db, 'basket_items'),
    files: files.length,
  };
}

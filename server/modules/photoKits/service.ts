import {
  DMC_PALETTE,
  DRILL_MM,
  gridOf,
  PALETTE_VERSION,
  type Chart,
  type ChartOptions,
  type Crop,
  type Grid,
} from '@mosaic';
import type { Db, Queryable, Transaction } from '../../lib/db/types';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import {
  addKitLine,
  ensureBasket,
  findProductForBasket,
  MAX_LINE_QUANTITY,
  notEnoughStock,
  PRODUCT_NOT_FOUND,
  type PhotoKitOptions,
} from '../basket';
import type { Shopper } from '../session';
import type { ChartPool } from './chartPool';
import type { KitRefusal, MadeKit } from './chartProtocol';
import {
  CHART_MISMATCH,
  CROP_OUTSIDE,
  cropAspect,
  MAX_PHOTO_BYTES,
  NOT_PHOTO_PRODUCT,
  photoTooSmall,
} from './messages';
import { photoRefusal } from './photoRefusal';
import { removeStoredPhotos, storePhoto } from './photoStore';
import {
  findKitProduct,
  findPhotoKitSection,
  insertKit,
  kitSizes,
  paletteColours,
  type KitProductRow,
  type StoredKitRow,
} from './queries';
import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `PhotoKitSize`: the size's portrait grid, its product and prices. */
type PhotoKitSize = Schema<'PhotoKitSize'>;

/** openapi.yaml `PhotoKitOffer`. */
export type PhotoKitOffer = Schema<'PhotoKitOffer'>;

/**
 * Issue 16: what the constructor starts from (40 colours at most, 10–50 allowed).
 *
 * @internal exported for a test only
 */
export const DEFAULT_KIT_OPTIONS: PhotoKitOptions = Object.freeze({
  orientation: 'portrait',
  drillShape: 'square',
  colourMode: 'colour',
  canvas: 'rolled',
  maxColours: 40,
  dithering: false,
});

/**
 * The sizes the constructor offers in the visitor's city (`locationId`): the active photo
 * products of the named product's section, or of the photo page's section when none is named,
 * smallest area first, priced as the basket prices them. 404 for an unknown or inactive product
 * (or a section with nothing on sale in that city), 400 for a product not made from a photo.
 */
export async function photoKitOffer(
  db: Queryable,
  locationId: number,
  productId?: number,
): Promise<PhotoKitOffer> {
  const product = productId === undefined ? null : await requireKitProduct(db, productId);
  const sectionId = product ? product.section_id : await findPhotoKitSection(db);
  const sizes = sectionId === null ? [] : offeredSizes(await kitSizes(db, sectionId, locationId));
  const chosen = product ? sizes.find((size) => size.productId === product.id) : sizes[0];
  if (!chosen) throw notFound(PRODUCT_NOT_FOUND);
  return {
    productId: chosen.productId,
    sizes,
    drillMm: DRILL_MM,
    maxPhotoBytes: MAX_PHOTO_BYTES,
    defaultOptions: DEFAULT_KIT_OPTIONS,
  };
}

function offeredSizes(rows: Awaited<ReturnType<typeof kitSizes>>): PhotoKitSize[] {
  return rows
    .flatMap((row): PhotoKitSize[] => {
      const grid = row.size === null ? null : gridOf(row.size, 'portrait');
      if (!grid || row.size === null) return [];
      return [
        {
          productId: row.product_id,
          size: row.size,
          ...grid,
          price: row.price,
          oldPrice: row.old_price,
          stretcherSurcharge: row.stretcher ?? 0,
        },
      ];
    })
    .sort((a, b) => a.widthCm * a.heightCm - b.widthCm * b.heightCm || a.productId - b.productId);
}

/** An active product made from a photo: 404 for an unknown or inactive one, 400 for another kind. */
async function requireKitProduct(db: Queryable, productId: number): Promise<KitProductRow> {
  const product = await findKitProduct(db, productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (product.kind !== 'photo_custom') throw badRequest(NOT_PHOTO_PRODUCT, 'NOT_PHOTO_PRODUCT');
  return product;
}

/** openapi.yaml `MosaicPalette`. */
export async function photoKitPalette(db: Queryable) {
  return { version: PALETTE_VERSION, colours: await paletteColours(db) };
}

/** openapi.yaml `PhotoKitRequest` (validated by its schema before it gets here). */
export interface PhotoKitForm extends PhotoKitOptions {
  productId: number;
  crop: Crop;
  chartHash: string;
}

/** Who adds the kit: the basket's owner, and the session and user the kit belongs to. */
export interface KitBuyer {
  owner: Shopper;
  sessionId: string | null;
  userId: number | null;
  locationId: number;
}

/** What making a kit needs beyond the database: the data folder and the chart workers. */
export interface KitWorkshop {
  db: Db;
  dataDir: string;
  charts: ChartPool;
}

/**
 * Issue 16: puts a kit made of the shopper's photo into their basket. The product must be a photo
 * product with a size; the photo is decoded and charted in the worker exactly as the browser did
 * (frame checked on the decoded photo), and the chart must be the one the shopper saw
 * (`chartHash`, else 409 and nothing is kept). The photo is stored without its metadata under a
 * generated name, then the kit and its basket line are written in one transaction; a file written
 * for a request that then fails is removed.
 */
export async function addPhotoKit(
  { db, dataDir, charts }: KitWorkshop,
  buyer: KitBuyer,
  form: PhotoKitForm,
  photo: Uint8Array,
): Promise<void> {
  const product = await requireKitProduct(db, form.productId);
  const grid = product.size === null ? null : gridOf(product.size, form.orientation);
  if (!grid || product.size === null) throw badRequest(NOT_PHOTO_PRODUCT, 'NOT_PHOTO_PRODUCT');
  const size = product.size;
  const options: ChartOptions = {
    cols: grid.cols,
    rows: grid.rows,
    crop: form.crop,
    colourMode: form.colourMode,
    maxColours: form.maxColours,
    dithering: form.dithering,
  };
  const outcome = await charts.makeKit(photo, await paletteColours(db), options);
  if ('refused' in outcome) throw refusal(outcome.refused, size, grid);
  const made = outcome.made;
  if (made.chart.hash !== form.chartHash)
    throw new HttpError(409, 'CHART_MISMATCH', CHART_MISMATCH);

  const file = await storePhoto(dataDir, made.stripped, made.type);
  try {
    await db.transaction((tx) =>
      putKitInBasket(tx, buyer, { productId: product.id, size, form, file, made }),
    );
  } catch (error) {
    await removeStoredPhotos(dataDir, [file]);
    throw error;
  }
}

/**
 * Writes the kit and its own basket line (quantity 1); refuses a size product no longer on sale
 * in the buyer's city (404) or out of stock (409), as a plain add would.
 */
async function putKitInBasket(
  tx: Transaction,
  buyer: KitBuyer,
  kit: { productId: number; size: string; form: PhotoKitForm; file: string; made: MadeKit },
): Promise<void> {
  const { productId, made } = kit;
  const kitId = await insertKit(tx, {
    sessionId: buyer.sessionId,
    userId: buyer.userId,
    productId,
    size: kit.size,
    options: optionsOf(kit.form),
    crop: kit.form.crop,
    photo: {
      file: kit.file,
      type: made.type,
      bytes: made.stripped.byteLength,
      sha256: made.sha256,
      orientation: made.orientation,
    },
    paletteVersion: PALETTE_VERSION,
    chart: made.chart,
  });
  const basketId = await ensureBasket(tx, buyer.owner);
  const line = {
    productId,
    photoKitId: kitId,
    quantity: 1,
    locationId: buyer.locationId,
    maxQuantity: MAX_LINE_QUANTITY,
  };
  if ((await addKitLine(tx, basketId, line)) !== null) return;
  const onSale = await findProductForBasket(tx, buyer.owner, productId, buyer.locationId);
  throw onSale ? conflict(notEnoughStock(onSale.name, onSale.stock)) : notFound(PRODUCT_NOT_FOUND);
}

function optionsOf(form: PhotoKitForm): PhotoKitOptions {
  const { orientation, drillShape, colourMode, canvas, maxColours, dithering } = form;
  return { orientation, drillShape, colourMode, canvas, maxColours, dithering };
}

/** The Russian answer to a photo or frame the kit cannot be made of (issue 16 texts). */
function refusal(reason: KitRefusal, size: string, grid: Grid): HttpError {
  switch (reason) {
    case 'NOT_IMAGE':
    case 'BROKEN':
    case 'TOO_MANY_PIXELS':
    case 'TOO_LARGE_TO_DECODE':
      return photoRefusal(reason);
    case 'OUTSIDE':
      return badRequest(CROP_OUTSIDE, reason);
    case 'ASPECT':
      return badRequest(cropAspect(size), reason);
    case 'TOO_SMALL':
      return badRequest(photoTooSmall(size, grid.cols, grid.rows), reason);
  }
}

/** The palette's names by code: the legend a kit keeps names each colour as it was named then. */
const PALETTE_NAMES = new Map(DMC_PALETTE.map((colour) => [colour.code, colour.name]));

/** A stored kit's chart, as computed when the kit was made. */
export function storedChart(row: StoredKitRow): Chart {
  return {
    version: row.engine_version,
    cols: row.cols,
    rows: row.rows,
    // Kits kept before the names were Russian (issue 26 point 8) are told in today's names.
    colours: row.legend.map((colour) => ({
      ...colour,
      name: PALETTE_NAMES.get(colour.code) ?? colour.name,
    })),
    cells: row.cells,
    matchedColours: row.matched_colours,
    hash: row.chart_hash,
  };
}

import type { Chart, ChartColour, Crop, ImageType, Orientation, PaletteColour } from '@mosaic';
import type { Queryable } from '../../lib/db/types';
import { priceTypeOfLocationSql } from '../location';
import type { PhotoKitOptions } from '../basket';

/**
 * The photo page's section (issue 16): its sizes are offered when no product is named.
 *
 * @internal exported for a test only
 */
export const PHOTO_KIT_SECTION_NAME = 'Алмазная мозаика по фото';

/**
 * SQL of the product `p`'s size ('40x50'): the value of its size-like property (`is_size`, the
 * catalogue's 'Размер'), null when it has none.
 */
const PRODUCT_SIZE_SQL = `(SELECT v.value FROM property_values v
                             JOIN properties pp ON pp.id = v.property_id AND pp.is_size
                            WHERE v.id = ANY (p.value_ids)
                            ORDER BY pp.sort, pp.id LIMIT 1)`;

export interface KitProductRow {
  id: number;
  kind: 'regular' | 'gift_certificate' | 'photo_custom';
  section_id: number | null;
  size: string | null;
}

/** An active product with its kind, main section and size; null for an unknown or inactive one. */
export async function findKitProduct(
  db: Queryable,
  productId: number,
): Promise<KitProductRow | null> {
  const [row] = await db.query<KitProductRow>(
    `SELECT p.id, p.kind, p.section_id, ${PRODUCT_SIZE_SQL} AS size
       FROM products p WHERE p.id = $1 AND p.active`,
    [productId],
  );
  return row ?? null;
}

/** The section of the photo page: the one named PHOTO_KIT_SECTION_NAME that sells kits. */
export async function findPhotoKitSection(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT s.id FROM sections s
      WHERE s.name = $1
        AND EXISTS (SELECT 1 FROM products p
                     WHERE p.section_id = s.id AND p.kind = 'photo_custom' AND p.active)
      ORDER BY s.sort, s.id LIMIT 1`,
    [PHOTO_KIT_SECTION_NAME],
  );
  return row?.id ?? null;
}

export interface KitSizeRow {
  product_id: number;
  size: string | null;
  price: number;
  old_price: number | null;
  /** null: the size has no stretcher surcharge set (photo_kit_surcharges). */
  stretcher: number | null;
}

/** The active photo products of a section priced in the city `locationId`, with their sizes. */
export function kitSizes(
  db: Queryable,
  sectionId: number,
  locationId: number,
): Promise<KitSizeRow[]> {
  return db.query<KitSizeRow>(
    `SELECT sized.product_id, sized.size, sized.price, sized.old_price, s.stretcher
       FROM (SELECT p.id AS product_id, ${PRODUCT_SIZE_SQL} AS size, pr.price, pr.old_price
               FROM products p
               JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = ${priceTypeOfLocationSql('$2')}
              WHERE p.section_id = $1 AND p.kind = 'photo_custom' AND p.active) sized
       LEFT JOIN photo_kit_surcharges s ON s.size = sized.size
      ORDER BY sized.product_id`,
    [sectionId, locationId],
  );
}

/** The thread palette in the catalogue's order. */
export function paletteColours(db: Queryable): Promise<PaletteColour[]> {
  return db.query<PaletteColour>(`SELECT code, name, hex FROM dmc_colours ORDER BY sort, code`);
}

/**
 * Makes dmc_colours hold exactly `colours`, in their order: rows that already match are left
 * alone, so a start with the same palette writes nothing.
 */
export async function replacePalette(
  tx: Queryable,
  colours: readonly PaletteColour[],
): Promise<void> {
  const codes = colours.map((colour) => colour.code);
  await tx.query(`DELETE FROM dmc_colours WHERE NOT (code = ANY ($1::text[]))`, [codes]);
  await tx.query(
    `INSERT INTO dmc_colours AS d (code, name, hex, sort)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[])
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, hex = EXCLUDED.hex, sort = EXCLUDED.sort
      WHERE (d.name, d.hex, d.sort) IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.hex, EXCLUDED.sort)`,
    [
      codes,
      colours.map((colour) => colour.name),
      colours.map((colour) => colour.hex),
      colours.map((_, i) => i + 1),
    ],
  );
}

/** A new kit: who made it, what they chose, the stored photo and the chart computed from it. */
export interface NewKit {
  sessionId: string | null;
  userId: number | null;
  productId: number;
  size: string;
  options: PhotoKitOptions;
  crop: Crop;
  photo: { file: string; type: ImageType; bytes: number; sha256: string; orientation: Orientation };
  paletteVersion: string;
  /** As the engine computed it; its `version` is kept as the kit's engine_version. */
  chart: Chart;
}

export async function insertKit(tx: Queryable, kit: NewKit): Promise<number> {
  const { options, crop, photo, chart } = kit;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO photo_kits (session_id, user_id, product_id, size, orientation, drill_shape,
                             colour_mode, canvas, max_colours, dithering, crop_x, crop_y,
                             crop_width, crop_height, photo_file, photo_type, photo_bytes,
                             photo_sha256, photo_orientation, engine_version, palette_version,
                             cols, rows, legend, cells, matched_colours, chart_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
             $20, $21, $22, $23, $24::jsonb, $25, $26, $27)
     RETURNING id`,
    [
      kit.sessionId,
      kit.userId,
      kit.productId,
      kit.size,
      options.orientation,
      options.drillShape,
      options.colourMode,
      options.canvas,
      options.maxColours,
      options.dithering,
      crop.x,
      crop.y,
      crop.width,
      crop.height,
      photo.file,
      photo.type,
      photo.bytes,
      photo.sha256,
      photo.orientation,
      chart.version,
      kit.paletteVersion,
      chart.cols,
      chart.rows,
      JSON.stringify(chart.colours),
      Buffer.from(chart.cells.buffer, chart.cells.byteOffset, chart.cells.byteLength),
      chart.matchedColours,
      chart.hash,
    ],
  );
  if (!row) throw new Error('INSERT INTO photo_kits returned no row');
  return row.id;
}

/** A stored kit's chart and photo, as the kit's pictures and downloads need them. */
export interface StoredKitRow {
  id: number;
  engine_version: string;
  cols: number;
  rows: number;
  legend: ChartColour[];
  cells: Uint8Array;
  matched_colours: number;
  chart_hash: string;
  photo_file: string;
  photo_type: ImageType;
}

const STORED_KIT_COLUMNS = `k.id, k.engine_version, k.cols, k.rows, k.legend, k.cells,
                            k.matched_colours, k.chart_hash, k.photo_file, k.photo_type`;

/** Who asks for a kit's pictures: the visitor's session and user, and whether they are staff. */
export interface KitViewer {
  sessionId: string | null;
  userId: number | null;
  staff: boolean;
}

/**
 * The kit, when `viewer` may see it: staff, its session, its user, or the user or session of an
 * order that holds it. Null otherwise, as for a kit that does not exist.
 */
export async function findViewableKit(
  db: Queryable,
  kitId: number,
  viewer: KitViewer,
): Promise<StoredKitRow | null> {
  const [row] = await db.query<StoredKitRow>(
    `SELECT ${STORED_KIT_COLUMNS} FROM photo_kits k
      WHERE k.id = $1
        AND ($4::boolean OR k.session_id = $2::text OR k.user_id = $3::int
             OR EXISTS (SELECT 1 FROM order_items oi JOIN orders o ON o.id = oi.order_id
                         WHERE oi.photo_kit_id = k.id
                           AND (o.user_id = $3::int OR o.session_id = $2::text)))`,
    [kitId, viewer.sessionId, viewer.userId, viewer.staff],
  );
  return row ?? null;
}

/** The kit of a line of the order `orderId`; null when the order holds no such kit. */
export async function findOrderKit(
  db: Queryable,
  orderId: number,
  kitId: number,
): Promise<StoredKitRow | null> {
  const [row] = await db.query<StoredKitRow>(
    `SELECT ${STORED_KIT_COLUMNS} FROM photo_kits k
      WHERE k.id = $2
        AND EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = $1 AND oi.photo_kit_id = k.id)`,
    [orderId, kitId],
  );
  return row ?? null;
}

/**
 * Deletes the kits that are neither in a basket nor in an order (their line was removed, or the
 * guest session that held them expired) and returns their photo files, for the caller to delete.
 */
export async function deleteOrphanKits(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ photo_file: string }>(
    `DELETE FROM photo_kits k
      WHERE NOT EXISTS (SELECT 1 FROM basket_items bi WHERE bi.photo_kit_id = k.id)
        AND NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.photo_kit_id = k.id)
      RETURNING k.photo_file`,
  );
  return rows.map((row) => row.photo_file);
}

/** Of the photo file names, those no kit names. */
export async function unnamedPhotoFiles(
  db: Queryable,
  names: readonly string[],
): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db.query<{ name: string }>(
    `SELECT name FROM unnest($1::text[]) AS name
      WHERE NOT EXISTS (SELECT 1 FROM photo_kits k WHERE k.photo_file = name)`,
    [names],
  );
  return rows.map((row) => row.name);
}

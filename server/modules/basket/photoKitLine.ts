import type { Schema } from '../../lib/api/contract';

/**
 * A photo kit as a basket or order line carries it (openapi.yaml `PhotoKitLine`): the basket
 * owns its lines, the orders and the cabinet read them, the photo kits module adds them.
 */

/** openapi.yaml `PhotoKitOptions`. */
export type PhotoKitOptions = Schema<'PhotoKitOptions'>;

/** openapi.yaml `PhotoKitLine`. */
export type PhotoKitLine = Schema<'PhotoKitLine'>;

/** What photoKitLineSql selects: the line without its url. */
export type PhotoKitLineRow = Omit<PhotoKitLine, 'previewUrl'>;

/** The kit's chart as a picture; only its owners and staff get it (photoKits/routes.ts). */
const photoKitPreviewUrl = (kitId: number) => `/api/photo-kits/${kitId}/preview.png`;

/**
 * SQL of the kit's line (PhotoKitLineRow as json) from the photo_kits row `kit` of a LEFT JOIN:
 * null on a line without a kit.
 */
export function photoKitLineSql(kit: string): string {
  return `CASE WHEN ${kit}.id IS NULL THEN NULL ELSE json_build_object(
            'id', ${kit}.id, 'size', ${kit}.size, 'cols', ${kit}.cols, 'rows', ${kit}.rows,
            'colourCount', jsonb_array_length(${kit}.legend),
            'options', json_build_object(
              'orientation', ${kit}.orientation, 'drillShape', ${kit}.drill_shape,
              'colourMode', ${kit}.colour_mode, 'canvas', ${kit}.canvas,
              'maxColours', ${kit}.max_colours, 'dithering', ${kit}.dithering)) END`;
}

/**
 * SQL of what the kit `kit` adds to its size product's price: the stretcher surcharge of its size
 * when it is on a stretcher, else 0 (0 too on a line without a kit). Issue 16: the other options
 * are free.
 */
export function photoKitSurchargeSql(kit: string): string {
  return `coalesce((SELECT s.stretcher FROM photo_kit_surcharges s
                     WHERE s.size = ${kit}.size AND ${kit}.canvas = 'stretcher'), 0)`;
}

export function toPhotoKitLine(row: PhotoKitLineRow): PhotoKitLine {
  return { ...row, previewUrl: photoKitPreviewUrl(row.id) };
}

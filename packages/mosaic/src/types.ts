/**
 * The mosaic engine's contract (issue 16): the browser's worker and the server run the same code
 * on the same bytes and must get the same chart, cell for cell. Everything here is plain data.
 */

export type ImageType = 'jpeg' | 'png' | 'webp';

/** EXIF orientation, 1 (as stored) … 8. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** Decoded pixels as stored in the file, before the orientation is applied: RGBA, 8 bits each. */
export interface RasterImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A photo read from its bytes: the raster, its type and its EXIF orientation. */
export interface Photo {
  type: ImageType;
  orientation: Orientation;
  image: RasterImage;
  /** Width and height after the orientation is applied (what the customer sees and crops). */
  width: number;
  height: number;
  /**
   * Photo pixels per raster pixel along each side: 2, 4 or 8 when a large JPEG was decoded at a
   * reduced DCT scale (the raster is ceil(side / scale) pixels), 1 or absent at full size.
   */
  rasterScale?: number;
}

export type ColourMode = 'colour' | 'sepia' | 'bw';

/** A rectangle in the oriented photo's pixels. */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartOptions {
  /** Drills across and down (2.5 mm drills: 40x50 cm portrait is 160 × 200). */
  cols: number;
  rows: number;
  crop: Crop;
  colourMode: ColourMode;
  /** The chart uses at most this many palette colours. */
  maxColours: number;
  dithering: boolean;
}

/** A colour of the thread palette (DMC), in the catalogue's order. */
export interface PaletteColour {
  code: string;
  name: string;
  /** '#rrggbb', lower case */
  hex: string;
}

/** A colour the chart uses, with its legend data. */
export interface ChartColour extends PaletteColour {
  /** The pattern's symbol for this colour (unique within the chart). */
  symbol: string;
  /** Drills of this colour. */
  count: number;
}

export interface Chart {
  /** The engine version that made it (a kept order keeps its chart and this version). */
  version: string;
  cols: number;
  rows: number;
  /** Legend, most used colour first. */
  colours: ChartColour[];
  /** cols × rows indices into `colours`, row by row from the top left. */
  cells: Uint8Array;
  /** Distinct palette colours the photo matched before the cap reduced them. */
  matchedColours: number;
  /** A hex digest of version, size, colour codes and cells: equal charts have equal hashes. */
  hash: string;
}

import type {
  Chart,
  ChartOptions,
  CropProblem,
  ImageType,
  Orientation,
  PaletteColour,
  PhotoErrorCode,
} from '@mosaic';

/**
 * Messages between the main thread and the chart worker (chartWorker.ts). Requests carry an id;
 * the worker answers each with a Response of the same id.
 */
export type Request =
  | { id: number; op: 'kit'; photo: Uint8Array; palette: PaletteColour[]; options: ChartOptions }
  | { id: number; op: 'png'; chart: Chart; picture: ChartPicture };

/** The chart as a picture: one pixel per drill, or the workshop pattern with its symbols. */
export type ChartPicture = 'preview' | 'pattern';

/** Why a photo cannot become the kit asked for: the photo itself, or the frame on it. */
export type KitRefusal = PhotoErrorCode | CropProblem;

/** The kit the worker made of a photo: its chart, and the photo to store. */
export interface MadeKit {
  chart: Chart;
  type: ImageType;
  /** From the EXIF, which the stored file no longer has. */
  orientation: Orientation;
  /** The photo without its metadata, pixels untouched. */
  stripped: Uint8Array;
  /** Of `stripped`, hex. */
  sha256: string;
}

export type KitOutcome = { made: MadeKit } | { refused: KitRefusal };

export type Response =
  | { id: number; ok: true; value: KitOutcome | Uint8Array }
  | { id: number; ok: false; message: string };

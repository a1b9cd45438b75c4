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
 * Messages between the main thread and a chart worker (chartWorker.ts). A worker says `ready`
 * once it can take jobs, then gets one job at a time and answers each with a Response.
 */
export type Job =
  | { op: 'kit'; photo: Uint8Array; palette: PaletteColour[]; options: ChartOptions }
  | { op: 'png'; chart: Chart; picture: ChartPicture };

export type Request = Job & {
  /**
   * Tests (ChartPool.holdNextJob): the worker answers `held` and blocks on this shared word
   * until it turns 1, as stuck as a photo that takes forever to decode.
   */
  hold?: Int32Array;
};

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
  { ok: true; value: KitOutcome | Uint8Array } | { ok: false; message: string };

export type WorkerMessage = Response | { ready: true } | { held: true };

import type {
  Chart,
  ChartOptions,
  ImageType,
  Orientation,
  PaletteColour,
  PhotoErrorCode,
} from '@mosaic';

/** What the page learns of a photo the worker read: the oriented size the customer crops. */
export interface PhotoFacts {
  width: number;
  height: number;
  orientation: Orientation;
  type: ImageType;
}

/** A chart the worker could not make (a request for a photo it no longer holds, an engine fault). */
export type ChartErrorCode = 'CHART_FAILED';

export type MosaicRequest =
  /** The file's bytes (transferred); the worker decodes them once and keeps the photo. */
  | { kind: 'load'; id: number; bytes: ArrayBuffer }
  /** A chart of the kept photo; the palette comes with the first request only. */
  | { kind: 'chart'; id: number; options: ChartOptions; palette?: readonly PaletteColour[] };

export type MosaicAnswer =
  | { kind: 'loaded'; id: number; photo: PhotoFacts }
  | { kind: 'loadFailed'; id: number; error: PhotoErrorCode }
  /** The chart's cells come transferred, not copied. */
  | { kind: 'charted'; id: number; chart: Chart }
  | { kind: 'chartFailed'; id: number; error: ChartErrorCode };

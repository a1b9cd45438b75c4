// The mosaic engine (issue 16): what the browser's worker and the server both run. Node-only
// set-up (the WebP decoder's wasm from disk) is in ./node.ts, which the browser never imports.
export * from './types';
export { sniffImageType } from './image/imageType';
export { readOrientation, stripMetadata } from './image/metadata';
export { readPhoto, withOrientation, PhotoError, type PhotoErrorCode } from './image/readPhoto';
export {
  inspectPhoto,
  DECODE_MEMORY_BUDGET,
  MAX_PHOTO_PIXELS,
  MIN_BYTES_PER_MEGAPIXEL,
} from './image/decodeLimits';
export type { PhotoHeader } from './image/photoHeader';
export { computeChart, CHART_VERSION } from './chart/computeChart';
export { checkCrop, defaultCrop, type CropProblem } from './chart/crop';
export { DMC_PALETTE, PALETTE_VERSION } from './palette/dmc';
export { DRILL_MM, gridOf, type Grid, type KitOrientation } from './sizes';
export { chartToRgba, encodePreviewPng, renderPatternPng, legendCsv } from './render';

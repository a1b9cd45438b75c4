// The mosaic engine (issue 16): what the browser's worker and the server both run. Node-only
// set-up (the WebP decoder's wasm from disk) is in ./node.ts, which the browser never imports.
export * from './types';
/** @internal exported for a test only */
export { sniffImageType } from './image/imageType';
export { stripMetadata } from './image/metadata';
export { readPhoto, PhotoError, type PhotoErrorCode } from './image/readPhoto';
/** @internal exported for a test only */
export { withOrientation } from './image/readPhoto';
export { inspectPhoto } from './image/decodeLimits';
export { computeChart } from './chart/computeChart';
export { checkCrop, defaultCrop, type CropProblem } from './chart/crop';
export { DMC_PALETTE, PALETTE_VERSION } from './palette/dmc';
export { DRILL_MM, gridOf, type Grid } from './sizes';
export { chartToRgba, encodePreviewPng, renderPatternPng, legendCsv } from './render';

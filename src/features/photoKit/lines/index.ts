// The kit line's pieces every view of a basket or order line shares (issue 16): the options text
// and the mosaic thumbnail.
export { photoKitSizeLabel } from './photoKitOptionsText';
export { PhotoKitOptions } from './PhotoKitOptions';
export { PhotoKitThumb } from './PhotoKitThumb';

// The kit line's pieces every view of a basket or order line shares (issue 16): the options text
// and the mosaic thumbnail.
export { photoKitOptionsText, photoKitSizeLabel } from './photoKitOptionsText';
export { PhotoKitOptions, type PhotoKitOptionsProps } from './PhotoKitOptions';
export { PhotoKitThumb, type PhotoKitThumbProps } from './PhotoKitThumb';

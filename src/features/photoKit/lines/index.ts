// The kit line's pieces every view of a basket or order line shares (issue 16): the options text
// (its words are @shared's, the order's mail says them too) and the mosaic thumbnail.
export { PhotoKitOptions } from './PhotoKitOptions';
export { PhotoKitThumb } from './PhotoKitThumb';

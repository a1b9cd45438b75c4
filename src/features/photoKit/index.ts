// Photo kits (issue 16): the constructor that turns a customer's photo into a diamond-mosaic kit,
// and the pieces that show a kit line in the basket, the cabinet and the staff order.
// The constructor is reached only through PhotoKitSection, a lazy chunk: the basket and the
// catalogue import this index, and a static export of the constructor would load it (and its
// worker's set-up) on their pages.
export { PhotoKitSection, PHOTO_KIT_ANCHOR } from './components/PhotoKitSection';
export { PhotoKitOptions, PhotoKitThumb } from './lines';
/** @internal exported for a test only */
export { photoKitApi } from './photoKitApi';

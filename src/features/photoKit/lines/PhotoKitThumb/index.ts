export { PhotoKitThumb, type PhotoKitThumbProps } from './PhotoKitThumb';

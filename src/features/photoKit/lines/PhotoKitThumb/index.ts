export { PhotoKitThumb } from './PhotoKitThumb';

export { PhotoKitSection, PHOTO_KIT_ANCHOR } from './PhotoKitSection';

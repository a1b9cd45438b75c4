export { PhotoKitSection, PHOTO_KIT_ANCHOR, type PhotoKitSectionProps } from './PhotoKitSection';

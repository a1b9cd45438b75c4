// Story and test helpers of photo kits (never imported by shop code).
export { photoKitLine, photoKitOrderLine, photoKitProduct, storyMosaic } from './kitLineFixtures';
export {
  PHOTO_LIMIT_BYTES,
  photoKitOffer,
  sceneChart,
  scenePhotoFile,
  scenePhotoUrl,
  sizedFile,
} from './constructorFixtures';
export { photoKitHandlers } from './photoKitHandlers';
export { useHeld } from './useHeld';

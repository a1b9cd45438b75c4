// Story and test helpers of photo kits (never imported by shop code).
export { photoKitLine, photoKitOrderLine, photoKitProduct, storyMosaic } from './kitLineFixtures';
export {
  photoKitOffer,
  photoKitPalette,
  scenePhoto,
  sceneChart,
  scenePhotoFile,
  scenePhotoUrl,
} from './constructorFixtures';

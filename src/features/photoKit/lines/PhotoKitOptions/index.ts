export { PhotoKitOptions } from './PhotoKitOptions';

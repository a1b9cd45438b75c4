export { PhotoKitOptions, type PhotoKitOptionsProps } from './PhotoKitOptions';

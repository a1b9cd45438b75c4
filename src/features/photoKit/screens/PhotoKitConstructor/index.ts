export { PhotoKitConstructor, type PhotoKitConstructorProps } from './PhotoKitConstructor';
export {
  PhotoKitConstructorView,
  type PhotoKitConstructorViewProps,
} from './PhotoKitConstructorView';

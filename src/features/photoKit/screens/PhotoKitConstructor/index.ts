export { PhotoKitConstructor, type PhotoKitConstructorProps } from './PhotoKitConstructor';

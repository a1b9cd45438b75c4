export { LazyImage } from './LazyImage';

export { LazyImage, LAZY_IMAGE_ROOT_MARGIN, type LazyImageProps } from './LazyImage';

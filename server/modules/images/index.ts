export { productImageSvg } from './productImageSvg';

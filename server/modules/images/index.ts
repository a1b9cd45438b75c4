export { default as imagesRoutes } from './routes';
export { productImageSvg } from './productImageSvg';

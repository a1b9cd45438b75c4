export { ProductScreen, type ProductScreenProps } from './ProductScreen';
export { ProductPage } from './ProductPage';

export { ProductView, type ProductViewProps } from './ProductView';
export { ProductScreen } from './ProductScreen';

export { ProductGridView, type ProductGridViewProps } from './ProductGridView';
export { ProductGrid } from './ProductGrid';

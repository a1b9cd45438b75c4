export { ProductGrid, type ProductGridProps } from './ProductGrid';
export { ProductGridContainer } from './ProductGridContainer';

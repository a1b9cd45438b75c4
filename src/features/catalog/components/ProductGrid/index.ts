export { ProductGridView } from './ProductGridView';

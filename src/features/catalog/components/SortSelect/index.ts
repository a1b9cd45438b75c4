export { SortedCount } from './SortedCount';

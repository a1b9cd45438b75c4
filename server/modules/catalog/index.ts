export { catalogRoutes } from './routes';
export { sectionPages } from './sectionResolver';
export { catalogIndexOf } from './indexRegistry';
export { catalogChanged } from './catalogChanges';
export type { CatalogIndex } from './catalogIndex';
export type { SortCode } from './selection';
export {
  sortOf,
  sortOptions,
  SORT_ORDER_SQL,
  type ListOrder,
  type SortOption,
} from './sortOptions';

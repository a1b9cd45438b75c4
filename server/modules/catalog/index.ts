export { sectionPages } from './sectionResolver';
export { productPages } from './productPage';
export { catalogChanged } from './catalogChanges';
export type { CatalogIndex } from './catalogIndex';
export { CATALOGUE_URL } from './catalogSnapshot';
export { DEFAULT_SEO_URL } from './seo';
export type { SortCode } from './selection';
export { sortOf, sortOptions, SORT_ORDER_SQL, type ListOrder } from './sortOptions';

export { catalogRoutes } from './routes';
export { catalogIndexOf } from './indexRegistry';
export { notifyCatalogChanged, CATALOG_CHANGED_CHANNEL } from './catalogIndex';
export type { CatalogIndex } from './catalogIndex';

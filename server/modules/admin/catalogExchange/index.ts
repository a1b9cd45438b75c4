export { catalogExchangeRoutes } from './routes';
export { catalogImportJobRoutes, importUploads } from './import/jobs';

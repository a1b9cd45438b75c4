export { catalogExchangeRoutes } from './routes';
export { catalogImportJobRoutes, importUploads } from './import/jobs';
export { exchange1cRoutes } from './oneC/routes';

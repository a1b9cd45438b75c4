export { filterConfigRoutes } from './routes';

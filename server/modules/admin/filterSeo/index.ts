export { filterSeoRoutes } from './routes';

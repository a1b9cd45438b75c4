export { historyRoutes } from './routes';

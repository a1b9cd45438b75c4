export { searchTransitionsRoutes } from './routes';

export { personalRoutes } from './routes';

export { basketRoutes } from './routes';

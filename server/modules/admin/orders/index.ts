export { adminOrdersRoutes } from './routes';

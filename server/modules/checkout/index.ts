export { checkoutRoutes } from './routes';

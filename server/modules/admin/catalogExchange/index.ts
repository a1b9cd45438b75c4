export { catalogExchangeRoutes } from './routes';

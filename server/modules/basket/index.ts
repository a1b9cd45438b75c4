export { basketRoutes } from './routes';
export { basketInfo } from './service';

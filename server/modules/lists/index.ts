export { listsRoutes } from './routes';

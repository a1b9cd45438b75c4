export { listsPages, listsRoutes } from './routes';

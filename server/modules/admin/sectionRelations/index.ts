export { sectionRelationsRoutes } from './routes';

export { csvColumnsRoutes } from './routes';

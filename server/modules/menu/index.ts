export { menuRoutes } from './routes';
export { loadMenu, type MenuItem } from './service';

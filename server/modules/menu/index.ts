export { loadMenu, type MenuItem } from './service';

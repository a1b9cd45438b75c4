export { loadMenu } from './service';

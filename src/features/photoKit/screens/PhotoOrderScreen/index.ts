export { PhotoOrderPage } from './PhotoOrderPage';

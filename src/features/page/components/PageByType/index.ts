export { PageByType } from './PageByType';

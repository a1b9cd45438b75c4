export { PageView } from './PageView';

export { CmsPage } from './CmsPage';

export { CmsPage } from './CmsPage';
export { CmsPageView } from './CmsPageView';

export { CmsPage } from './CmsPage';
export { CmsPageView, type CmsPageViewProps } from './CmsPageView';

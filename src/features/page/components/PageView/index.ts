export { PageView, CmsPageContainer } from './PageView';

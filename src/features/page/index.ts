// The page protocol client (ARCHITECTURE §3, spec §7 "Page content"): fetching page JSON, the
// document head, CMS pages with their assets, the renderer registry and breadcrumbs.
export { useDocumentHead, pageHeadOf } from './useDocumentHead';
export { readEmbeddedPage, type EmbeddedPage } from './embeddedPage';
export { type PageAnswer } from './pageAnswer';
export {
  clientMadePage,
  createPageLoaders,
  PageLoadError,
  type ShownPage,
  type PageLoaders,
} from './pageLoader';
export { breadcrumbsSlice } from './breadcrumbsSlice';
export { PageRenderersContext, type PageRenderers, type PageRendererProps } from './pageRenderers';
export { usePageData, usePageBreadcrumbs } from './usePageData';
export { pageDataOf, type PageOfType } from './pageDataOf';
export { useMinimumDuration, FETCH_MIN_DELAY_MS } from './useMinimumDuration';
export { scrollToAnchor, SCROLL_OFFSET_PX } from './scrollToAnchor';
export { SCRIPT_BATCH_FLUSH_MS } from './pageAssets';
export { PageByType } from './components/PageByType';
export { EditorPanel } from './components/EditorPanel';
export { PageTitle } from './components/PageTitle';
export { CmsPage } from './components/CmsPage';
export { RouterLink } from './components/RouterLink';
export { AnchorScroll } from './components/AnchorScroll';
export { ErrorPage, ERROR_TEXTS, errorKindOf } from './components/ErrorPage';

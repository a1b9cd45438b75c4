// The page protocol client (ARCHITECTURE §3, spec §7 "Page content"): fetching page JSON, the
// document head, CMS pages with their assets, the renderer registry and breadcrumbs.
export { normalizeShopUrl } from './normalizeShopUrl';
export { applyPageHead, type PageHead } from './applyPageHead';
export { useDocumentHead, pageHeadOf } from './useDocumentHead';
export { readEmbeddedPage, type EmbeddedPage } from './embeddedPage';
export { requestPage, type PageAnswer, type PageDispatch } from './pageAnswer';
export { pageApi, type FetchedPage } from './pageApi';
export {
  clientMadePage,
  createPageLoaders,
  PageLoadError,
  type ClientMadePage,
  type ShownPage,
  type PageLoaderData,
  type PageLoaders,
  type PageLoaderServices,
} from './pageLoader';
export {
  breadcrumbsSlice,
  pageShown,
  additionalBreadcrumbsSet,
  selectAdditionalBreadcrumbs,
  BREADCRUMB_KEEPING_TYPES,
  type Breadcrumb,
  type BreadcrumbsState,
} from './breadcrumbsSlice';
export {
  PageRenderersContext,
  usePageRenderers,
  type PageRenderers,
  type PageRendererProps,
} from './pageRenderers';
export { usePageData, usePageLoaderData, usePageBreadcrumbs } from './usePageData';
export { pageDataOf, type PageOfType } from './pageDataOf';
export { useMinimumDuration, FETCH_MIN_DELAY_MS } from './useMinimumDuration';
export { scrollToAnchor, SCROLL_OFFSET_PX } from './scrollToAnchor';
export { pageAssets, createPageAssetLoader, SCRIPT_BATCH_FLUSH_MS } from './pageAssets';
export { PageByType } from './components/PageByType';
export { EditorPanel } from './components/EditorPanel';
export { PageTitle, type PageTitleProps } from './components/PageTitle';
export { CmsPage, CmsPageView, type CmsPageViewProps } from './components/CmsPage';
export { RouterLink } from './components/RouterLink';
export { AnchorScroll } from './components/AnchorScroll';
export {
  ErrorPage,
  ERROR_TEXTS,
  errorKindOf,
  type ErrorPageProps,
  type ErrorPageKind,
} from './components/ErrorPage';

// The page protocol client (ARCHITECTURE §3, spec §7 "Page content"): fetching page JSON, the
// document head, CMS pages with their assets, the renderer registry and breadcrumbs.
export { useDocumentHead, pageHeadOf } from './useDocumentHead';
export { readEmbeddedPage } from './embeddedPage';
/** @internal exported for a test only */
export { type EmbeddedPage } from './embeddedPage';
export { type PageAnswer } from './pageAnswer';
export { createPageLoaders, PageLoadError, type ShownPage, type PageLoaders } from './pageLoader';
/** @internal exported for a test only */
export { clientMadePage } from './pageLoader';
export { breadcrumbsSlice } from './breadcrumbsSlice';
export { PageRenderersContext, type PageRenderers, type PageRendererProps } from './pageRenderers';
export { usePageData, usePageBreadcrumbs } from './usePageData';
export { pageDataOf } from './pageDataOf';
/** @internal exported for a test only */
export { type PageOfType } from './pageDataOf';
export { useMinimumDuration } from './useMinimumDuration';
/** @internal exported for a test only */
export { FETCH_MIN_DELAY_MS } from './useMinimumDuration';
export { scrollToAnchor, SCROLL_OFFSET_PX } from './scrollToAnchor';
/** @internal exported for a test only */
export { SCRIPT_BATCH_FLUSH_MS } from './pageAssets';
export { PageByType } from './components/PageByType';
export { EditorPanel } from './components/EditorPanel';
export { PageTitle } from './components/PageTitle';
export { CmsPage, CmsPageView } from './components/CmsPage';
export { KeepScrollLink, RouterLink } from './components/RouterLink';
export { AnchorScroll } from './components/AnchorScroll';
export { ErrorPage, ERROR_TEXTS, errorKindOf } from './components/ErrorPage';

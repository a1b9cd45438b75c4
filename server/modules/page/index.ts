export { pageRoutes, invalidatePageCache } from './routes';
export { registerPageResolver } from './registry';
export type { PageContext, PageMatcher, PageResolver, ResolvedPage } from './registry';
export type { PageJson, PageVariables, Breadcrumb } from './types';

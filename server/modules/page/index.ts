export { pageRoutes, invalidatePageCache } from './routes';
export { accountPages } from './accountPages';
export type {
  PageContext,
  PageMatcher,
  PageResolver,
  PageResolverOf,
  PageRoute,
  ResolvedPage,
} from './registry';
export type {
  PageData,
  PageDataByType,
  PageJson,
  PageType,
  PageVariables,
  Breadcrumb,
} from './types';

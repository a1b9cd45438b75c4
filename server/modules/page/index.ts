export { invalidatePageCache } from './routes';
export { decidePath } from './normalizePath';
export type { GuestCalls } from './guestApi';
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

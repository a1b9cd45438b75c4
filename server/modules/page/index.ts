export { invalidatePageCache } from './routes';
export { decidePath } from './normalizePath';
export type { GuestCalls } from './guestApi';
export { accountPages } from './accountPages';
export type { PageContext, PageResolver, PageRoute, ResolvedPage } from './registry';
export type {
  /** @internal exported for a test only */
  PageJson,
  PageVariables,
  Breadcrumb,
} from './types';

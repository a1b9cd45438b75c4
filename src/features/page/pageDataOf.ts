import type { PageJson } from '@features/api';
import type { ShownPage } from './pageLoader';

type PageType = PageJson['type'];
/** The server's page JSON of one of `T`, with its `data` (openapi.yaml `PageJson`, by `type`). */
export type PageOfType<T extends PageType> = Extract<PageJson, { type: T }>;

function isPageOf<T extends PageType>(page: ShownPage, types: readonly T[]): page is PageOfType<T> {
  return (types as readonly PageType[]).includes(page.type) && page.data !== null;
}

/**
 * The `data` of a page of one of `types`, narrowed by the page's `type`: the server serialises
 * each type's data with that type's schema, so the shape follows from `type`. Another type, or a
 * page made on the client without data, is an error the page's error boundary shows.
 */
export function pageDataOf<T extends PageType>(
  page: ShownPage,
  ...types: T[]
): PageOfType<T>['data'] {
  if (!isPageOf(page, types)) {
    throw new Error(`A page of type ${page.type} where ${types.join(' or ')} was expected`);
  }
  // Checked above; TypeScript cannot index a union narrowed by a generic `T` by itself.
  return page.data as PageOfType<T>['data'];
}

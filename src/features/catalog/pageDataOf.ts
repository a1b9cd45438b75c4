import type { PageJson } from '@features/api';

/**
 * The typed `data` of a page. The renderer registry picks a renderer by `type`, and the server
 * serialises `data` with the schema of that type (docs/api.md), so the shape is known here; a page
 * without data (a broken answer) is an error the page's error boundary shows.
 */
export function pageDataOf<T>(page: PageJson): T {
  if (page.data === null || page.data === undefined) {
    throw new Error(`The page of type ${page.type} came without data`);
  }
  return page.data as T;
}

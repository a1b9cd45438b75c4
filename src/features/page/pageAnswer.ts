import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { GetPageApiArg, PageJson } from '@features/api';
import { pageApi } from './pageApi';

/** What a page url turned out to be. */
export type PageAnswer =
  | { kind: 'page'; page: PageJson }
  /** R-PAGE-3: the server moved the page; `location` is a path with its query. */
  | { kind: 'redirect'; location: string }
  /** R-PAGE-8: `status` is null when no HTTP answer came (network down, unreadable body). */
  | { kind: 'error'; status: number | null };

export type PageDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * The page JSON of `arg` (pageArg: `GET <full path>` with `X-Source: nuxt`, R-PAGE-1, and
 * `X-Nocache` for editors, R-PAGE-2) into the page cache, asked anew: every navigation shows
 * what the server says now.
 */
export async function requestPage(dispatch: PageDispatch, arg: GetPageApiArg): Promise<PageAnswer> {
  const url = `/${arg.path}`;
  const result = await dispatch(
    pageApi.endpoints.fetchPage.initiate(arg, { subscribe: false, forceRefetch: true }),
  );
  if (result.data) {
    const { page, redirected, url: finalUrl } = result.data;
    if (redirected && finalUrl) {
      const moved = new URL(finalUrl);
      const location = moved.pathname + moved.search;
      // Only a move to another url is one; replacing the url with itself would load it forever.
      if (location !== url) return { kind: 'redirect', location };
    }
    return { kind: 'page', page };
  }
  const error = result.error as { status?: unknown; originalStatus?: unknown } | undefined;
  if (typeof error?.status === 'number') return { kind: 'error', status: error.status };
  // An HTML or broken body: the HTTP status is still known.
  if (typeof error?.originalStatus === 'number' && error.originalStatus >= 400)
    return { kind: 'error', status: error.originalStatus };
  return { kind: 'error', status: null };
}

/** Puts a page the server handed over (the HTML shell's embedded page) into the page cache. */
export function cachePage(dispatch: PageDispatch, arg: GetPageApiArg, page: PageJson): void {
  dispatch(
    pageApi.util.upsertQueryEntries([
      { endpointName: 'fetchPage', arg, value: { page, redirected: false, url: '' } },
    ]),
  );
}

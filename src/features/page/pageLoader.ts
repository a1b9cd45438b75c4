import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { GetPageApiArg, PageCommon, PageJson } from '@features/api';
import { pageShown } from './breadcrumbsSlice';
import type { EmbeddedPage } from './embeddedPage';
import { normalizeShopUrl } from './normalizeShopUrl';
import { cachePage, requestPage, type PageDispatch } from './pageAnswer';
import { pageArg } from './pageApi';

/**
 * What a route that skips the page fetch shows (R-ROUTE-4): the route's texts and the url's
 * params; its screen loads its own data.
 */
export type ClientMadePage = PageCommon & {
  type: 'checkout' | 'shipping';
  data: null;
  params: LoaderFunctionArgs['params'];
};

/** The page a shop route shows: the server's page JSON or one made on the client. */
export type ShownPage = PageJson | ClientMadePage;

/**
 * What a shop route's loader gives its screen: where the server's page JSON is in the page cache
 * (the screen subscribes to it, usePageData), or the page made on the client where the fetch is
 * skipped (R-ROUTE-4).
 */
export type PageLoaderData =
  { kind: 'fetched'; arg: GetPageApiArg } | { kind: 'client'; page: ClientMadePage };

/** A page url that failed (R-PAGE-8): the error page shows `status` when there is one. */
export class PageLoadError extends Error {
  constructor(readonly status: number | null) {
    super(status ? `Page request failed with ${status}` : 'Page request failed');
    this.name = 'PageLoadError';
  }
}

export interface PageLoaderServices {
  dispatch: PageDispatch;
  /** R-PAGE-2: editors' page requests bypass the page cache. */
  isEditor: () => boolean;
  /**
   * The page the HTML shell came with, or the server renderer's page: answers the first navigation
   * when its url matches, through the page cache like any other page.
   */
  embedded: EmbeddedPage | null;
}

const NO_VARIABLES = { GOODS_MIN_PRICE: 0, GOODS_MAX_PRICE: 0, GOODS_COUNT: 0 };

/**
 * The page a skipped fetch stands for: texts of the route and the url's params.
 * @internal exported for a test only
 */
export function clientMadePage(
  type: ClientMadePage['type'],
  title: string,
  url: string,
  params: LoaderFunctionArgs['params'],
): ClientMadePage {
  const path = url.split('?', 1)[0] ?? url;
  return {
    type,
    content: '',
    css: [],
    js: [],
    panel: '',
    seo: { title, h1: title, meta: [], canonical: path },
    breadcrumbs: [
      { title: 'Главная', link: '/' },
      { title, link: path },
    ],
    variables: NO_VARIABLES,
    data: null,
    params: { ...params },
  };
}

/** R-ROUTE-1..3: a url the server would redirect is replaced on the client before anything loads. */
function throwUnlessNormal(request: Request): string {
  const url = new URL(request.url);
  const normal = normalizeShopUrl(url.pathname, url.search);
  if (normal) throw replace(normal);
  return url.pathname + url.search;
}

/**
 * The loaders of the shop's routes. `page` fetches the page JSON of the url (the shell's embedded
 * page for the first one), follows a server redirect by replacing the url (R-PAGE-3) and throws
 * PageLoadError for a failed answer. `clientPage(type)` is for routes that skip the fetch
 * (R-ROUTE-4). `normalOnly` only applies the url rules (routes the client renders from nothing).
 */
export function createPageLoaders({ dispatch, isEditor, embedded }: PageLoaderServices) {
  let firstPage = embedded;
  const takeEmbedded = (url: string) => {
    const answer = firstPage?.url === url ? firstPage.answer : null;
    // Only the first navigation may use it: later visits of the same url must see fresh data.
    firstPage = null;
    return answer;
  };

  return {
    async page({ request }: LoaderFunctionArgs): Promise<PageLoaderData> {
      const url = throwUnlessNormal(request);
      const arg = pageArg(url, isEditor());
      const embeddedAnswer = takeEmbedded(url);
      if (embeddedAnswer?.kind === 'page') cachePage(dispatch, arg, embeddedAnswer.page);
      const answer = embeddedAnswer ?? (await requestPage(dispatch, arg));
      if (answer.kind === 'redirect') throw replace(answer.location);
      if (answer.kind === 'error') throw new PageLoadError(answer.status);
      dispatch(pageShown(answer.page.type));
      return { kind: 'fetched', arg };
    },

    /** R-ROUTE-4: no request; the page of kind `type` is made here (its screen loads its data). */
    clientPage(type: ClientMadePage['type'], title: string) {
      return ({ request, params }: LoaderFunctionArgs): PageLoaderData => {
        const url = throwUnlessNormal(request);
        takeEmbedded('');
        dispatch(pageShown(type));
        return { kind: 'client', page: clientMadePage(type, title, url, params) };
      };
    },

    normalOnly({ request }: LoaderFunctionArgs): null {
      throwUnlessNormal(request);
      takeEmbedded('');
      return null;
    },
  };
}

export type PageLoaders = ReturnType<typeof createPageLoaders>;

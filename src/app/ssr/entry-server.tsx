import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type LoaderFunctionArgs,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { api, type PageJson, type ServerFetchHook } from '@features/api';
import { CookieNoticeDismissedContext } from '@features/layout';
import { createPageLoaders, type PageAnswer, type PageLoaders } from '@features/page';
import { ShopProviders } from '../App';
import { shopRoutes } from '../router/shopRoutes';
import { makeStore, type AppStore } from '../store';
import { CompiledStyles } from './CompiledStyles';
import { encodeRouteErrors, type ServerRendering } from './serverRendering';

/** What the server asks to render: a page url and the page answer it already has for it. */
export interface RenderRequest {
  /** Path and query. */
  url: string;
  /** The page protocol's answer for `url`: its status and body (page JSON or `{ error }`). */
  status: number;
  body: unknown;
  /** Answers the shop api's requests in process, as a guest of the page's city. */
  serverFetch: ServerFetchHook['serverFetch'];
  /** The visitor's cookies say the cookie notice was dismissed: it is left out of the markup. */
  cookieNoticeDismissed: boolean;
  /** The shop-wide answers an earlier render of the same city returned, or null to ask for them. */
  shopWide: ShopWideEntries | null;
}

/**
 * The shop-wide answers (user state, city, phone, menus, basket) as the store's cache entries:
 * the same for every page of a city, so the server keeps them from one render for the next and
 * the store takes them in one action instead of six requests (issue 23 point 4: 2 ms a page).
 */
export type ShopWideEntries = Parameters<typeof api.util.upsertQueryEntries>[0];

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The styled-components `<style>` elements for `<head>`. */
  styles: string;
  /** What the browser hydrates with (serverRendering.ts), for a JSON script element. */
  state: ServerRendering;
  /** The shop-wide answers this render used, for the next render of the city; null if one failed. */
  shopWide: ShopWideEntries | null;
}

/** A render that has not finished by then is given up (the server sends the plain shell). */
const RENDER_TIMEOUT_MS = 5_000;

/** The loaders of the render under way, which the static handler's query hands to the routes. */
const loadersOf = ({ context }: LoaderFunctionArgs) => context as PageLoaders;

/**
 * The shop's routes as React Router's static handler, built once per process (flattening and
 * ranking the route tree is the same work for every page): its loaders call the request's own.
 */
const handler = createStaticHandler(
  shopRoutes({
    page: (args) => loadersOf(args).page(args),
    clientPage: (type, title) => (args) => loadersOf(args).clientPage(type, title)(args),
    normalOnly: (args) => loadersOf(args).normalOnly(args),
  }),
);

/**
 * Renders a shopper page on the server (ARCHITECTURE §4 "Server rendering"): the shop's route
 * tree through React Router's static handler, the store seeded with the page and the shop-wide
 * data of a guest in the page's city, styles collected by styled-components. Null when the
 * routes answer a redirect instead (the server has normalised the url, so it should not happen).
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const store = makeStore({ serverFetch: request.serverFetch });
  try {
    const shopWide = await loadShopWideData(store, request.shopWide);
    const loaders = createPageLoaders({
      dispatch: store.dispatch,
      isEditor: () => false,
      embedded: { url: request.url, answer: pageAnswerOf(request.status, request.body) },
    });
    const context = await handler.query(new Request(new URL(request.url, 'http://shop.internal')), {
      requestContext: loaders,
    });
    if (context instanceof Response) return null;
    await loadScreenData(store, context);
    const router = createStaticRouter(handler.dataRoutes, context);
    const sheet = new ServerStyleSheet();
    try {
      const html = await renderToHtml(
        <CompiledStyles>
          {sheet.collectStyles(
            <CookieNoticeDismissedContext.Provider value={request.cookieNoticeDismissed}>
              <ShopProviders store={store} routes={handler.dataRoutes}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </ShopProviders>
            </CookieNoticeDismissedContext.Provider>,
          )}
        </CompiledStyles>,
      );
      return {
        html,
        styles: sheet.getStyleTags(),
        state: {
          store: store.getState(),
          router: {
            loaderData: context.loaderData,
            errors: encodeRouteErrors(context.errors),
          },
        },
        shopWide,
      };
    } finally {
      sheet.seal();
    }
  } finally {
    // Drops the cache's removal timers, so the store is not kept alive after the answer.
    store.dispatch(api.util.resetApiState());
  }
}

/**
 * What the header and footer show to every guest: the user state (a guest), the city and its
 * phone, the menus and the (empty) basket; `given` when an earlier render of the city has them.
 * Requested the way the browser requests them, so the cache entries are the ones its hooks look
 * up. Returns them as entries (ShopWideEntries), or null when one failed: the next render then
 * asks for them all again.
 */
async function loadShopWideData(
  store: AppStore,
  given: ShopWideEntries | null,
): Promise<ShopWideEntries | null> {
  if (given) {
    store.dispatch(api.util.upsertQueryEntries(given));
    return given;
  }
  const { endpoints } = api;
  const once = { subscribe: false } as const;
  const answers = await Promise.all([
    store.dispatch(endpoints.getUserInfo.initiate(undefined, once)),
    store.dispatch(endpoints.getCurrentLocation.initiate(undefined, once)),
    store.dispatch(endpoints.getBasketInfo.initiate(undefined, once)),
    store.dispatch(endpoints.getTopmostMenu.initiate(undefined, once)),
    store.dispatch(endpoints.getCatalogMenu.initiate(undefined, once)),
  ]);
  const locationId = answers[1].data?.result.id;
  const phone =
    locationId === undefined
      ? null
      : await store.dispatch(endpoints.getPhoneByLocationId.initiate({ locationId }, once));
  const all = [...answers, phone];
  const entries = all.flatMap((answer) =>
    answer?.isSuccess
      ? [{ endpointName: answer.endpointName, arg: answer.originalArgs, value: answer.data }]
      : [],
  );
  return entries.length === all.length ? (entries as ShopWideEntries) : null;
}

/**
 * What a screen asks for itself on routes that skip the page fetch (R-ROUTE-4): requested before
 * the render, so the server draws the content instead of its loading state.
 */
async function loadScreenData(store: AppStore, context: StaticHandlerContext): Promise<void> {
  const shipping = context.matches.find(({ route }) => route.path?.startsWith('shipping/'));
  if (shipping) {
    const { locationCode } = shipping.params;
    await store.dispatch(
      api.endpoints.getShippingOptions.initiate({ locationCode }, { subscribe: false }),
    );
  }
}

function pageAnswerOf(status: number, body: unknown): PageAnswer {
  if (status === 200) return { kind: 'page', page: body as PageJson };
  return { kind: 'error', status };
}

/**
 * React's mark of a boundary it left to the browser: a lazy screen not loaded yet, or an error
 * inside a boundary.
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's markup in one synchronous pass when it can be had so: once a process has loaded
 * every lazy screen a page uses, nothing suspends, and the string render skips the stream's
 * encoding and chunking (issue 23 point 4). A page that still suspends somewhere is rendered
 * again through the stream, which waits for it.
 */
function renderToHtml(element: ReactNode): Promise<string> {
  const html = renderToString(element);
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? streamToHtml(element) : Promise.resolve(html);
}

/** `react-dom/server` streaming, collected whole once every lazy screen has rendered. */
function streamToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      // Every boundary in place: no boundary is sent apart with a script to reveal it, so the
      // page needs no inline script (the CSP admits none) and reads whole without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => {
        if (failed) reject(failed);
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError: (error) => {
        failed ??= error;
      },
    });
    setTimeout(() => stream.abort(new Error('server render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}

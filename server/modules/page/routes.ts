import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DISMISSED } from '@shared';
import { errorBody, serverFailure } from '../../lib/errors';
import { route } from '../../lib/openapi';
import { currentLocationId, phoneOfLocation } from '../location';
import { decidePath } from './normalizePath';
import type { PageRoute } from './registry';
import { preferredEncoding } from '../../lib/http/compression';
import type { GuestCalls } from './guestApi';
import { ServerRenderer, type PageHtml } from './serverRender';
import { PageService } from './service';
import {
  loadShellTemplate,
  renderShell,
  type EmbeddedPage,
  type RenderedMarkup,
  type ShellHead,
} from './shell';
import type { PageJson } from './types';
import { TtlCache } from './cache';
import { pageMetadata } from './structuredData';
import type { Reply } from '../../lib/api/contract';

/** How long a city's phone is reused for the home page's data: as long as a cached page lives. */
const PHONE_TTL_MS = 30_000;
const MAX_CACHED_PHONES = 500;

declare module 'fastify' {
  interface FastifyInstance {
    /** The page protocol's service and caches (server/modules/page). */
    pageService: PageService;
  }
}

/**
 * spec §2 and R-ROUTE-7/8: the texts of the SPA's error page, also the shell's title.
 *
 * @internal exported for a test only
 */
export const NOT_FOUND_TEXT = 'Это несуществующая страница №404';
const ERROR_TEXT = 'Упс! Что-то пошло не так!';
/** A review's change NOTIFYs it, so every server process drops its cached pages (invalidatePageCache). */
const PAGE_CACHE_CHANNEL = 'page_cache';

// Not pages: the API, built assets and artwork.
const NOT_A_PAGE = /^\/(?:api|assets|images)(?:\/|$)/;
// A file name with an extension is not a page either, but a browser or the SPA asking for it as a
// page (an old link to `/catalog/index.php`, say) gets the shop's 404 page.
const FILE_NAME = /\.[a-z0-9]+$/i;

/**
 * The page protocol (ARCHITECTURE §3, spec §7 "Page content") on the catch-all `GET /*`: with
 * `X-Source: nuxt` the page JSON, without it the SPA's HTML shell with the same page's SEO tags.
 * Registered last (server/app.ts), so every other route wins over it. `pages` are the page kinds
 * in the order they are asked (server/app.ts `shopPages`), `guestCalls` the api calls the server
 * renderer answers in process (server/guestCalls.ts). `fastify-plugin` keeps the
 * `pageService` decoration visible to the modules that drop cached pages (invalidatePageCache).
 */
export const pageRoutes = fp<{ pages: readonly PageRoute[]; guestCalls: GuestCalls }>(
  async (app, { pages, guestCalls }) => {
    const service = new PageService(app.db, pages);
    app.decorate('pageService', service);
    app.decorate('guestCalls', guestCalls);
    const template = await loadShellTemplate(app.config.spaDir);
    const renderer = await ServerRenderer.load(app, app.config.spaDir);
    if (renderer) service.alsoDrop(() => renderer.invalidate());
    // This process dropped its pages when it sent the notice (invalidatePageCache).
    const unlisten = await app.db.listen(PAGE_CACHE_CHANNEL, (from) => {
      if (from !== service.id) service.invalidate();
    });
    app.addHook('onClose', async () => unlisten());
    const phones = new TtlCache<string | null>(PHONE_TTL_MS, MAX_CACHED_PHONES);
    /** The city's phone the home page's Organization data gives (issue 27 point 1). */
    const cityPhone = async (locationId: number) => {
      const key = String(locationId);
      let phone = phones.get(key);
      if (phone === undefined) {
        phone = await phoneOfLocation(app.db, locationId);
        phones.set(key, phone);
      }
      return phone;
    };
    // `url` is what the page is rendered for: the request's url unless the page says what it read.
    const shell = async (
      reply: FastifyReply,
      embedded: EmbeddedPage,
      head: ShellHead,
      url = reply.request.url,
    ) => {
      const { request } = reply;
      const shellOf = (markup: RenderedMarkup | null) =>
        renderShell(template, head, embedded, app.config.counters, markup);
      const page: PageHtml = renderer
        ? await renderer.html(
            url,
            {
              locationId: currentLocationId(request),
              cookieNoticeDismissed:
                request.cookies[COOKIE_NOTICE_COOKIE] === COOKIE_NOTICE_DISMISSED,
              reply,
            },
            embedded,
            shellOf,
          )
        : { html: shellOf(null), compressed: null };
      reply.code(embedded.status).type('text/html; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (page.compressed === null) return reply.send(page.html);
      if (page.html !== null && !encoding) return reply.send(page.html);
      // A cached page goes out in the bytes compressed for it once (the compression plugin leaves
      // an answer with Content-Encoding alone).
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('vary', 'X-Source, Accept-Encoding')
        .send(await page.compressed.encoded(encoding));
    };
    // One url answers JSON or HTML by header, and both depend on the session: caches must not mix them.
    const pageHeaders = (reply: FastifyReply) =>
      reply.header('cache-control', 'private, no-cache').header('vary', 'X-Source');
    const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => {
      pageHeaders(reply);
      if (request.headers['x-source'] === 'nuxt')
        return reply.code(404).send(errorBody('NOT_FOUND', NOT_FOUND_TEXT));
      return shell(
        reply,
        { status: 404, body: errorBody('NOT_FOUND', NOT_FOUND_TEXT) },
        { title: NOT_FOUND_TEXT, description: '', robots: 'noindex' },
      );
    };

    route(
      app,
      'getPage',
      async (request, reply) => {
        const url = request.url;
        const path = url.split('?', 1)[0] ?? '';
        if (NOT_A_PAGE.test(path)) return reply.callNotFound();
        const wantsJson = request.headers['x-source'] === 'nuxt';
        if (FILE_NAME.test(path))
          return wantsJson || request.headers.accept?.includes('text/html')
            ? notFoundPage(request, reply)
            : reply.callNotFound();
        pageHeaders(reply);

        const decision = decidePath(url);
        if (decision.kind === 'redirect') return reply.redirect(decision.location, 301);
        try {
          if (decision.kind === 'notFound') return notFoundPage(request, reply);
          const locationId = currentLocationId(request);
          const noCache = request.headers['x-nocache'] !== undefined;
          const page = await service.page(decision, request.session, locationId, noCache);
          if (!page) return notFoundPage(request, reply);
          // PageJson pairs `type` with `data` through PageDataByType, a pairing TypeScript does
          // not carry over to the contract's oneOf of page kinds.
          if (wantsJson) return page as Reply<'getPage'>;
          // Issue 24 point 7: drawn for the parameters the page read only, so its HTML is one
          // cached page for every `?utm_source=` and never hands the browser a stranger's one.
          const query = service.readQuery(decision, request.session, locationId);
          const pageUrl = `${url.split('?', 1)[0]}${query && `?${query}`}`;
          const phone = page.type === 'home' ? await cityPhone(locationId) : null;
          return shell(
            reply,
            { status: 200, body: page },
            shellHead(request, page, phone),
            pageUrl,
          );
        } catch (error) {
          if (wantsJson) throw error;
          request.log.error({ err: error }, 'page shell failed');
          const failure = serverFailure(error);
          if (failure.retryAfter) reply.header('retry-after', failure.retryAfter);
          return shell(
            reply,
            { status: failure.status, body: failure.body },
            { title: ERROR_TEXT, description: '', robots: 'noindex' },
          );
        }
      },
      { url: '/*' },
    );
  },
  { name: 'page', dependencies: ['session'] },
);

function shellHead(request: FastifyRequest, page: PageJson, phone: string | null): ShellHead {
  // Crawlers want absolute urls; the JSON keeps paths for the SPA. The origin is configured:
  // Host and X-Forwarded-Host are the client's to choose (issue 9.8).
  const origin = request.server.config.publicUrl;
  const canonical = page.seo.canonical.startsWith('/')
    ? `${origin}${page.seo.canonical}`
    : page.seo.canonical;
  const description = page.seo.meta.find((meta) => meta.name === 'description')?.content ?? '';
  return {
    title: page.seo.title,
    description,
    canonical,
    metadata: pageMetadata(page, { origin, canonical, description }, phone),
  };
}

/**
 * Drops cached page JSON, catalogue variables and rendered HTML in this process at once and,
 * through NOTIFY, in every other one. A change of the catalogue goes through the catalog module's
 * catalogChanged instead; this is for what a page shows beside it (a review written, edited or
 * removed).
 */
export async function invalidatePageCache(app: FastifyInstance): Promise<void> {
  app.pageService.invalidate();
  await app.db.notify(PAGE_CACHE_CHANNEL, app.pageService.id);
}

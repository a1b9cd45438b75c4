import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody, INTERNAL_ERROR_MESSAGE } from '../../lib/errors';
import { route } from '../../lib/openapi';
import { decidePath } from './normalizePath';
import { PageService } from './service';
import { loadShellTemplate, renderShell, type EmbeddedPage, type ShellHead } from './shell';
import type { PageJson } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The page protocol's service and caches (server/modules/page). */
    pageService: PageService;
  }
}

/** spec §2 and R-ROUTE-7/8: the texts of the SPA's error page, also the shell's title. */
export const NOT_FOUND_TEXT = 'Это несуществующая страница №404';
const ERROR_TEXT = 'Упс! Что-то пошло не так!';
/** Admin saves NOTIFY it, so every server process drops its cached pages (invalidatePageCache). */
export const PAGE_CACHE_CHANNEL = 'page_cache';

// Not pages: the API, built assets, artwork, and any file name with an extension.
const NOT_A_PAGE = /^\/(?:api|assets|images)(?:\/|$)|\.[a-z0-9]+$/i;

/**
 * The page protocol (ARCHITECTURE §3, spec §7 "Page content") on the catch-all `GET /*`: with
 * `X-Source: nuxt` the page JSON, without it the SPA's HTML shell with the same page's SEO tags.
 * Registered last (server/app.ts), so every other route wins over it. `fastify-plugin` keeps the
 * `pageService` decoration visible to admin modules (invalidatePageCache).
 */
export const pageRoutes = fp(
  async (app) => {
    const service = new PageService(app.db);
    app.decorate('pageService', service);
    const unlisten = await app.db.listen(PAGE_CACHE_CHANNEL, () => service.invalidate());
    app.addHook('onClose', async () => unlisten());
    const template = await loadShellTemplate(app.config.spaDir);

    route(
      app,
      'getPage',
      async (request, reply) => {
        const url = request.url;
        if (NOT_A_PAGE.test(url.split('?', 1)[0] ?? '')) return reply.callNotFound();
        const wantsJson = request.headers['x-source'] === 'nuxt';
        // One url answers JSON or HTML by header, and both depend on the session: caches must not mix them.
        reply.header('cache-control', 'private, no-cache').header('vary', 'X-Source');

        const decision = decidePath(url);
        if (decision.kind === 'redirect') return reply.redirect(decision.location, 301);
        const shell = (embedded: EmbeddedPage, head: ShellHead) =>
          reply
            .code(embedded.status)
            .type('text/html; charset=utf-8')
            .send(renderShell(template, head, embedded));
        try {
          const page =
            decision.kind === 'page'
              ? await service.page(
                  decision,
                  request.session,
                  request.headers['x-nocache'] !== undefined,
                )
              : null;
          if (wantsJson)
            return page ? page : reply.code(404).send(errorBody('NOT_FOUND', NOT_FOUND_TEXT));
          if (!page) {
            return shell(
              { status: 404, body: errorBody('NOT_FOUND', NOT_FOUND_TEXT) },
              { title: NOT_FOUND_TEXT, description: '', robots: 'noindex' },
            );
          }
          return shell({ status: 200, body: page }, shellHead(request, page));
        } catch (error) {
          if (wantsJson) throw error;
          request.log.error({ err: error }, 'page shell failed');
          return shell(
            { status: 500, body: errorBody('INTERNAL', INTERNAL_ERROR_MESSAGE) },
            { title: ERROR_TEXT, description: '', robots: 'noindex' },
          );
        }
      },
      { url: '/*' },
    );
  },
  { name: 'page', dependencies: ['session'] },
);

function shellHead(request: FastifyRequest, page: PageJson): ShellHead {
  const { canonical } = page.seo;
  return {
    title: page.seo.title,
    description: page.seo.meta.find((meta) => meta.name === 'description')?.content ?? '',
    // Crawlers want an absolute canonical; the JSON keeps the path for the SPA.
    canonical: canonical.startsWith('/')
      ? `${request.protocol}://${request.host}${canonical}`
      : canonical,
  };
}

/**
 * Drops cached page JSON and catalogue variables in this process and, through NOTIFY, in every
 * other one. Call it after an admin save that changes pages, prices, products or SEO texts.
 */
export async function invalidatePageCache(app: FastifyInstance): Promise<void> {
  app.pageService.invalidate();
  await app.db.notify(PAGE_CACHE_CHANNEL, '');
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SERVER_STATE_ID } from '@shared';
import { TtlCache } from './cache';
import { InFlight } from './inFlight';
import { CompressedText } from '../../lib/http/compression';
import { GuestApi, type GuestAnswer, type RenderGuest } from './guestApi';
import { embedJson, type RenderedMarkup } from './shell';

/**
 * Where scripts/build.mjs puts the server renderer, inside the built front end's folder.
 * @internal exported for a test only
 */
export const SERVER_RENDERER_PATH = join('ssr', 'entry-server.js');

/** The server renderer's entry (src/app/ssr/entry-server.tsx), as far as the server uses it. */
interface RendererModule {
  renderPage(request: {
    url: string;
    status: number;
    body: unknown;
    serverFetch: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
    cookieNoticeDismissed: boolean;
    shopWide: ShopWide | null;
  }): Promise<{ html: string; styles: string; state: unknown; shopWide: ShopWide | null } | null>;
}

/** The renderer's shop-wide answers of a city as it hands them back (`ShopWideEntries`). */
type ShopWide = unknown;

/** ARCHITECTURE §5 "Caching": as briefly as the page JSON it is drawn from. */
const HTML_TTL_MS = 30_000;
const MAX_CACHED_HTML = 1_000;
/** Brotli bytes of the cached pages (a section page's are about 17 kB). */
const MAX_CACHED_HTML_BYTES = 24 * 1024 * 1024;
const MAX_CACHED_GUEST_ANSWERS = 2_000;

/**
 * Pages that are the visitor's own (ARCHITECTURE §4: personal, checkout and staff pages may stay
 * client-rendered): a guest's rendering of them would show the wrong person's page until the
 * browser replaced it, so the browser renders them from the start.
 */
const VISITORS_OWN_PAGES = new Set(['personal', 'checkout', 'favorites', 'admin']);

/**
 * A page's HTML as sent: the text of a page rendered now (a rendered page's as UTF-8 bytes), and
 * `compressed` for a page cached for guests (only that form is kept in the cache).
 */
export type PageHtml =
  | { html: string | Buffer; compressed: CompressedText | null }
  | { html: null; compressed: CompressedText };

interface CachedHtml {
  /**
   * The page answer it was rendered from, held weakly: once the page JSON cache lets it go, no
   * request can match it again, and the HTML cache must not keep it alive.
   */
  page: WeakRef<object>;
  compressed: CompressedText;
}

/**
 * Renders shopper pages with the front end's own renderer (ARCHITECTURE §4 "Server rendering")
 * and caches the answer for guests, its compressed forms too. Every page renders in a guest's
 * state in the visitor's city; what belongs to the visitor (badges, signed-in state) follows in
 * the browser after hydration. A cached entry is used only while the page service still answers
 * the same page object, so the HTML goes stale exactly when the page JSON does (its TTL, admin
 * saves, X-Nocache).
 */
export class ServerRenderer {
  private readonly cache = new TtlCache<CachedHtml>(HTML_TTL_MS, {
    maxEntries: MAX_CACHED_HTML,
    maxBytes: MAX_CACHED_HTML_BYTES,
    sizeOf: (entry) => entry.compressed.bytes,
  });
  /**
   * The guest answers of the shop api (menus, city, phone, an empty basket) per city: the same
   * for every page, so a render asks each once per HTML_TTL_MS instead of every time.
   */
  private readonly guestAnswers = new TtlCache<GuestAnswer>(HTML_TTL_MS, MAX_CACHED_GUEST_ANSWERS);
  /** The same answers per city as the renderer's store took them, for its next render. */
  private readonly shopWide = new TtlCache<ShopWide>(HTML_TTL_MS, MAX_CACHED_GUEST_ANSWERS);
  /** Renders under way, shared by the requests for the same page answer meanwhile. */
  private readonly rendering = new InFlight<PageHtml>();
  /**
   * Counts invalidations: an answer read before one (a menu before a staff save) is not kept
   * after it.
   */
  private generation = 0;

  private readonly api: GuestApi;

  private constructor(
    private readonly app: FastifyInstance,
    private readonly module: RendererModule,
  ) {
    this.api = new GuestApi(app);
  }

  /** The renderer of the built front end in `spaDir`, or null where it is not built. */
  static async load(app: FastifyInstance, spaDir: string | null): Promise<ServerRenderer | null> {
    const file = spaDir && join(spaDir, SERVER_RENDERER_PATH);
    if (!file || !existsSync(file)) return null;
    const module = (await import(pathToFileURL(file).href)) as RendererModule;
    return new ServerRenderer(app, module);
  }

  /**
   * The HTML of the page answer `body` (with `status`) for `url` rendered for `guest`, `url` with
   * only the parameters the page reads (issue 24 point 7, PageService.readQuery): the shell
   * (`shellOf`) around the server's markup, or without markup where the page is not rendered on
   * the server (the visitor's own pages, a failed render) and the browser renders it.
   */
  async html(
    url: string,
    guest: RenderGuest,
    { status, body }: { status: number; body: unknown },
    shellOf: (markup: RenderedMarkup | null) => string,
  ): Promise<PageHtml> {
    const plain = (): PageHtml => ({ html: shellOf(null), compressed: null });
    const type = (body as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && VISITORS_OWN_PAGES.has(type)) return plain();
    // The cookie notice is in the markup until the visitor dismisses it (issue 27 point 5): the
    // two drawings of a page are two entries.
    const key = `${guest.locationId}\n${guest.cookieNoticeDismissed}\n${sortedUrl(url)}`;
    const cached = this.cache.get(key);
    if (cached && cached.page.deref() === body)
      return { html: null, compressed: cached.compressed };
    return this.rendering.run(
      key,
      async () => {
        const html = await this.renderedBytes(url, guest, status, body, shellOf);
        if (!html) return plain();
        // Error answers are not cached: their body is a new object every time anyway.
        if (status !== 200 || typeof body !== 'object' || body === null)
          return { html, compressed: null };
        const compressed = await CompressedText.of(html);
        this.cache.set(key, { page: new WeakRef(body), compressed });
        return { html, compressed };
      },
      body,
    );
  }

  /**
   * The page's HTML as UTF-8 bytes, which live outside the JavaScript heap: under load a page
   * waits for the compression threads and the socket, and held as a string meanwhile (about
   * 340 kB for a section page, with the markup and state strings it is built from) it outlived
   * the young generation's collections and was copied into the old one, page after page.
   */
  private async renderedBytes(
    url: string,
    guest: RenderGuest,
    status: number,
    body: unknown,
    shellOf: (markup: RenderedMarkup | null) => string,
  ): Promise<Buffer | null> {
    const markup = await this.markup(url, guest, status, body);
    return markup && Buffer.from(shellOf(markup));
  }

  private async markup(
    url: string,
    guest: RenderGuest,
    status: number,
    body: unknown,
  ): Promise<RenderedMarkup | null> {
    try {
      const city = String(guest.locationId);
      const shopWide = this.shopWide.get(city) ?? null;
      const generation = this.generation;
      const rendered = await this.module.renderPage({
        url,
        status,
        body,
        serverFetch: this.guestFetch(guest),
        cookieNoticeDismissed: guest.cookieNoticeDismissed,
        shopWide,
      });
      if (!rendered) return null;
      if (!shopWide && rendered.shopWide && generation === this.generation)
        this.shopWide.set(city, rendered.shopWide);
      return {
        styles: rendered.styles,
        root: rendered.html,
        state: `<script id="${SERVER_STATE_ID}" type="application/json">${embedJson(rendered.state)}</script>`,
      };
    } catch (error) {
      this.app.log.error({ err: error, url }, 'server render failed');
      return null;
    }
  }

  invalidate(): void {
    this.generation++;
    this.cache.clear();
    this.guestAnswers.clear();
    this.shopWide.clear();
    this.rendering.clear();
  }

  /** The shop api answered in process for the guest (GuestApi), from guestAnswers while they last. */
  private guestFetch(guest: RenderGuest) {
    return async (input: RequestInfo, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const key = `${guest.locationId}\n${url.pathname}${url.search}`;
      let answer = request.method === 'GET' ? this.guestAnswers.get(key) : undefined;
      if (!answer) {
        const generation = this.generation;
        answer = await this.api.answer(request.method, url, guest);
        if (request.method === 'GET' && answer.status === 200 && generation === this.generation)
          this.guestAnswers.set(key, answer);
      }
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': answer.contentType },
      });
    };
  }
}

/** Like the page JSON cache, parameters in another order or encoding make no other page. */
function sortedUrl(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://shop.internal');
  searchParams.sort();
  return `${pathname}?${searchParams}`;
}

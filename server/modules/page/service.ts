import { randomUUID } from 'node:crypto';
import type { Db } from '../../lib/db/types';
import type { RequestSession } from '../session';
import { assemblePage } from './assemble';
import { QueryVaryingCache, ReadTrackingParams, TtlCache } from './cache';
import { InFlight } from './inFlight';
import { isStaff, staffPanel } from './panel';
import { catalogueVariables, findCmsPage, type CmsPage } from './queries';
import { findPageRoute, type PageContext, type PageRoute, type ResolvedPage } from './registry';
import type { PageJson, PageType, PageVariables } from './types';

/** ARCHITECTURE §5 "Caching": guests' page JSON, briefly; admin saves clear it (invalidate). */
const PAGE_TTL_MS = 30_000;
const MAX_CACHED_PAGES = 5_000;
/**
 * What the cached pages may hold, as estimated by `pageBytes` (issue 24 point 6): about 1 700
 * section pages of 24 products, or every one of MAX_CACHED_PAGES product pages.
 */
const MAX_CACHED_PAGE_BYTES = 64 * 1024 * 1024;
const VARIABLES_TTL_MS = 60_000;
const MAX_CACHED_LOCATIONS = 500;
const VARIABLE_NAMES: (keyof PageVariables)[] = [
  'GOODS_MIN_PRICE',
  'GOODS_MAX_PRICE',
  'GOODS_COUNT',
];

export interface PageTarget {
  path: string;
  page: number;
  query: string;
}

/**
 * Builds page JSON (rules, no HTTP) and keeps the two in-process caches of the page protocol:
 * whole pages keyed by path, page, query, location and staff-or-not (staff pages carry the panel
 * and the admin screens), and the catalogue variables per location.
 */
export class PageService {
  private readonly pages = new QueryVaryingCache<PageJson>(PAGE_TTL_MS, {
    maxEntries: MAX_CACHED_PAGES,
    maxBytes: MAX_CACHED_PAGE_BYTES,
    sizeOf: pageBytes,
  });
  private readonly variables = new TtlCache<PageVariables>(VARIABLES_TTL_MS, MAX_CACHED_LOCATIONS);
  /**
   * The `pages` row of each path built lately (null: none), so that a page whose JSON is built
   * anew asks the database nothing it asked a moment ago (issue 24 point 2: on the embedded
   * engine every statement may wait for an import's batch). Staff saves of a row invalidate.
   */
  private readonly cmsPages = new TtlCache<CmsPage | null>(PAGE_TTL_MS, MAX_CACHED_PAGES);
  private readonly building = new InFlight<PageJson | null>();
  /** Counts invalidations: a page built from what was read before one is not cached after it. */
  private generation = 0;
  /** Names this process in its page cache notices (invalidatePageCache), which it skips itself. */
  readonly id = randomUUID();
  /** What else this process keeps of its pages (the server renderer's HTML and answers). */
  private readonly alsoDropped: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly routes: readonly PageRoute[],
  ) {}

  /**
   * The page of a normalised url, or null when it does not exist (404). `locationId` is the
   * visitor's city as the location module decides it (`currentLocationId`), so every resolver
   * prices for the city the header shows. `noCache` (the X-Nocache header, spec §6) is honoured
   * for editors and admins only; their fresh page refreshes the cache.
   */
  async page(
    target: PageTarget,
    session: RequestSession,
    locationId: number,
    noCache: boolean,
  ): Promise<PageJson | null> {
    // The query is keyed by the parameters the page reads (QueryVaryingCache), not as sent.
    const key = baseKey(target, session, locationId);
    const fresh = (uncached: boolean) => this.fresh(key, target, session, locationId, uncached);
    if (noCache && isStaff(session.user)) return fresh(true);
    const cached = this.pages.get(key, target.query);
    if (cached) return cached;
    return this.building.run(`${key}\n${target.query}`, () => fresh(false));
  }

  private async fresh(
    key: string,
    target: PageTarget,
    session: RequestSession,
    locationId: number,
    uncached: boolean,
  ): Promise<PageJson | null> {
    const generation = this.generation;
    const query = new ReadTrackingParams(target.query);
    const context: PageContext = {
      path: target.path,
      page: target.page,
      query,
      locationId,
      session,
      db: this.db,
    };
    const page = await this.build(context, uncached);
    if (page && generation === this.generation) this.pages.set(key, target.query, query, page);
    return page;
  }

  /**
   * The query of `target` cut to the parameters its page reads, once `page` has answered it: the
   * server renderer draws the page for that, so a parameter the page ignores (`utm_source`) neither
   * shows in its HTML nor makes it a page of its own.
   */
  readQuery(target: PageTarget, session: RequestSession, locationId: number): string {
    return this.pages.readQuery(baseKey(target, session, locationId), target.query);
  }

  /** `drop` runs with every invalidation, for a cache built from the pages (rendered HTML). */
  alsoDrop(drop: () => void): void {
    this.alsoDropped.push(drop);
  }

  /** Drops everything this process keeps of its pages, at once. */
  invalidate(): void {
    this.generation++;
    this.pages.clear();
    this.variables.clear();
    this.cmsPages.clear();
    this.building.clear();
    for (const drop of this.alsoDropped) drop();
  }

  private async build(context: PageContext, uncached: boolean): Promise<PageJson | null> {
    const cms = await this.cmsPage(context.path, uncached);
    const route = findPageRoute(this.routes, context.path);
    let type: PageType | undefined = route?.type;
    let resolved: ResolvedPage | null = route ? await route.resolve(context) : null;
    // A `pages` row makes its exact url exist even where a resolver knows no such code; it is one
    // page, so `/kontakty/page/2/` does not exist. Its kind is `content` whatever the row's legacy
    // `type` says: the client draws it from its html (openapi.yaml `PlainPage`).
    if (!resolved && cms && context.page === 1) {
      type = 'content';
      resolved = { title: cms.title, data: null };
    }
    if (!resolved || !type) return null;
    return assemblePage({
      type,
      path: context.path,
      page: context.page,
      resolved,
      cms,
      variables: await this.variablesFor(context.locationId, resolved.variables),
      // The staff area has its own navigation.
      panel: type === 'admin' ? '' : staffPanel(context.session.user, resolved.editorLinks),
    });
  }

  private async cmsPage(path: string, uncached: boolean): Promise<CmsPage | undefined> {
    const kept = uncached ? undefined : this.cmsPages.get(path);
    if (kept !== undefined) return kept ?? undefined;
    const generation = this.generation;
    const cms = await findCmsPage(this.db, path);
    if (generation === this.generation) this.cmsPages.set(path, cms ?? null);
    return cms;
  }

  /** R-PAGE-6: the resolver's own figures, the whole active catalogue's for the rest. */
  private async variablesFor(
    locationId: number,
    own: Partial<PageVariables> = {},
  ): Promise<PageVariables> {
    if (VARIABLE_NAMES.every((name) => own[name] !== undefined)) return own as PageVariables;
    let catalogue = this.variables.get(String(locationId));
    if (!catalogue) {
      catalogue = await catalogueVariables(this.db, locationId);
      this.variables.set(String(locationId), catalogue);
    }
    const given = Object.entries(own).filter(([, value]) => value !== undefined);
    return { ...catalogue, ...Object.fromEntries(given) };
  }
}

/** What a page is kept by besides its query: staff pages carry the panel and the admin screens. */
function baseKey(target: PageTarget, session: RequestSession, locationId: number): string {
  const viewer = isStaff(session.user) ? 'staff' : 'shopper';
  return [target.path, target.page, locationId, viewer].join('\n');
}

/**
 * A page's memory, estimated by its JSON: two bytes a character, a little above what V8 holds
 * for the parsed objects of a section page (37 kB for its 23 000 characters).
 */
const pageBytes = (page: PageJson) => JSON.stringify(page).length * 2;

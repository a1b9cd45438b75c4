import type { Db } from '../../lib/db/types';
import type { RequestSession } from '../session';
import { assemblePage } from './assemble';
import './builtinResolvers';
import { TtlCache } from './cache';
import { isStaff, staffPanel } from './panel';
import { catalogueVariables, findCmsPage } from './queries';
import { findPageResolver, type PageContext, type ResolvedPage } from './registry';
import type { PageJson, PageVariables } from './types';

/** spec §3: location id 0 ('Москва') when the visitor has not chosen a city. */
const DEFAULT_LOCATION_ID = 0;
/** ARCHITECTURE §5 "Caching": guests' page JSON, briefly; admin saves clear it (invalidate). */
const PAGE_TTL_MS = 30_000;
const MAX_CACHED_PAGES = 5_000;
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
  private readonly pages = new TtlCache<PageJson>(PAGE_TTL_MS, MAX_CACHED_PAGES);
  private readonly variables = new TtlCache<PageVariables>(VARIABLES_TTL_MS, MAX_CACHED_LOCATIONS);

  constructor(private readonly db: Db) {}

  /**
   * The page of a normalised url, or null when it does not exist (404). `noCache` (the X-Nocache
   * header, spec §6) is honoured for editors and admins only; their fresh page refreshes the cache.
   */
  async page(
    target: PageTarget,
    session: RequestSession,
    noCache: boolean,
  ): Promise<PageJson | null> {
    const staff = isStaff(session.user);
    const locationId = session.locationId ?? DEFAULT_LOCATION_ID;
    const key = [
      target.path,
      target.page,
      target.query,
      locationId,
      staff ? 'staff' : 'shopper',
    ].join('\n');
    if (!(noCache && staff)) {
      const cached = this.pages.get(key);
      if (cached) return cached;
    }
    const context: PageContext = {
      path: target.path,
      page: target.page,
      query: new URLSearchParams(target.query),
      locationId,
      session,
      db: this.db,
    };
    const page = await this.build(context);
    if (page) this.pages.set(key, page);
    return page;
  }

  invalidate(): void {
    this.pages.clear();
    this.variables.clear();
  }

  private async build(context: PageContext): Promise<PageJson | null> {
    const cms = await findCmsPage(this.db, context.path);
    const match = findPageResolver(context.path);
    let type = match?.type ?? '';
    let resolved: ResolvedPage | null = match ? await match.resolver(context) : null;
    // A `pages` row makes its exact url exist even where a resolver knows no such code; it is one
    // page, so `/kontakty/page/2/` does not exist.
    if (!resolved && cms && context.page === 1) {
      type = cms.type;
      resolved = { title: cms.title, data: null };
    }
    if (!resolved) return null;
    return assemblePage({
      type,
      path: context.path,
      page: context.page,
      resolved,
      cms,
      variables: await this.variablesFor(context.locationId, resolved.variables),
      panel: staffPanel(context.session.user),
    });
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

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { productUrl } from '../../lib/productLinks';
import { filterItems } from './filterSettings';
import { countBoth } from './bitset';
import type { CatalogIndex } from './catalogIndex';
import { CATALOGUE_URL, type CatalogSnapshot } from './catalogSnapshot';
import { seoItemFor } from './seo';
import { landingUrl } from './selection';

/** sitemaps.org: at most 50 000 urls in one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;

// One list per snapshot: built on the first sitemap request after a rebuild.
const pathsBySnapshot = new WeakMap<CatalogSnapshot, string[]>();

/**
 * Catalogue urls in sitemap order: the root and active sections, the filter landings of the
 * properties whose SEO item is UF_ACTIVE (values that products of the section have), then every
 * active product (`/product/{sectionCode}/{productCode}/`, main section).
 */
export function sitemapPaths(snapshot: CatalogSnapshot): string[] {
  const cached = pathsBySnapshot.get(snapshot);
  if (cached) return cached;
  const sections = [...snapshot.sections.values()].filter((section) => section.active);
  const paths = [CATALOGUE_URL, ...sections.map((section) => section.url)];
  for (const section of sections) {
    const scope = snapshot.sectionProducts(section.id);
    for (const item of filterItems(snapshot, section.id)) {
      if (!seoItemFor(snapshot, section, item.property.id)?.uf_active) continue;
      for (const value of item.values) {
        const set = snapshot.valueSets.get(value.id);
        if (set && countBoth(scope, set) > 0)
          paths.push(landingUrl(section, item.property.code, value));
      }
    }
  }
  for (let i = 0; i < snapshot.size; i++) {
    const section = snapshot.sections.get(snapshot.mainSections[i]!);
    if (section?.active) paths.push(productUrl(section.code, snapshot.productCodes[i]!));
  }
  pathsBySnapshot.set(snapshot, paths);
  return paths;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** `/sitemap.xml` (an index of the parts) and `/sitemap-{n}.xml` (n from 1). */
export function registerSitemapRoutes(app: FastifyInstance, index: CatalogIndex): void {
  app.get('/sitemap.xml', async (request, reply) => {
    const parts = Math.max(1, Math.ceil(sitemapPaths(index.current()).length / URLS_PER_SITEMAP));
    const base = origin(request);
    const entries = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`,
      );
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part', async (request, reply) => {
    const match = /^([1-9]\d*)\.xml$/.exec(request.params.part);
    const paths = sitemapPaths(index.current());
    const part = match ? Number(match[1]) : 0;
    const slice = paths.slice((part - 1) * URLS_PER_SITEMAP, part * URLS_PER_SITEMAP);
    if (part < 1 || (slice.length === 0 && part > 1)) return reply.callNotFound();
    const base = origin(request);
    const entries = slice.map((path) => `<url><loc>${escapeXml(base + path)}</loc></url>`);
    return reply
      .type('application/xml; charset=utf-8')
      .send(`${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`);
  });
}

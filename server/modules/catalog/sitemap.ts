import { ADMIN_HOME_PATH } from '@shared';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPRESSION_THRESHOLD_BYTES,
  compressOnce,
  preferredEncoding,
  type TextEncoding,
} from '../../lib/http/compression';
import { productUrl } from '../../lib/productLinks';
import { filterItems } from './filterSettings';
import { countBoth } from './bitset';
import type { CatalogIndex } from './catalogIndex';
import { CATALOGUE_URL, type CatalogSnapshot } from './catalogSnapshot';
import { seoItemFor } from './seo';
import { landingUrl } from './selection';

/** sitemaps.org: at most 50 000 urls in one sitemap file. */
const URLS_PER_SITEMAP = 50_000;

// One list per snapshot: built on the first sitemap request after a rebuild.
const pathsBySnapshot = new WeakMap<CatalogSnapshot, string[]>();

/**
 * Catalogue urls in sitemap order: the root and active sections, the filter landings of the
 * properties whose SEO item is UF_ACTIVE (values that products of the section have), then every
 * active product (`/product/{sectionCode}/{productCode}/`, main section).
 */
function sitemapPaths(snapshot: CatalogSnapshot): string[] {
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

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A rendered sitemap file and its compressed forms, each made on its first request. */
interface SitemapFile {
  bytes: Buffer;
  compressed: (encoding: TextEncoding) => Promise<Buffer>;
}

/**
 * Rendered sitemap files per snapshot (the catalogue's version), by file name. Issue 9.11:
 * rendering a 50 000-url file on every request made ten concurrent requests hold ten copies of its
 * strings (the process grew from about 800 MiB to 1.7 GiB); now every request of a snapshot sends
 * the same bytes. Issue 22: compressing those 6 MiB for every request (the compression plugin's
 * way) held the shop at 30 requests/s when crawlers made a tenth of the load; now each encoding is
 * made once per snapshot too. Rendering is synchronous, so concurrent first requests cannot render
 * a file twice. A rebuilt index makes a new snapshot and the old one's files go with it.
 */
const filesBySnapshot = new WeakMap<CatalogSnapshot, Map<string, SitemapFile>>();

function cachedFile(
  snapshot: CatalogSnapshot,
  name: string,
  render: () => string | null,
): SitemapFile | null {
  let files = filesBySnapshot.get(snapshot);
  if (!files) filesBySnapshot.set(snapshot, (files = new Map()));
  let file = files.get(name);
  if (!file) {
    const text = render();
    if (text === null) return null;
    const bytes = Buffer.from(text);
    files.set(name, (file = { bytes, compressed: compressOnce(bytes) }));
  }
  return file;
}

/**
 * Sends a file in the encoding the request accepts, from the bytes compressed for its snapshot
 * (the compression plugin leaves an answer with Content-Encoding alone).
 */
async function sendFile(request: FastifyRequest, reply: FastifyReply, file: SitemapFile) {
  reply.type('application/xml; charset=utf-8').header('vary', 'Accept-Encoding');
  const encoding =
    file.bytes.length >= COMPRESSION_THRESHOLD_BYTES &&
    preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(file.bytes);
  return reply.header('content-encoding', encoding).send(await file.compressed(encoding));
}

/**
 * The pages crawlers should leave alone: a visitor's own pages, the staff area and the api. The
 * catalogue, its landing pages and products are all open, and the sitemap lists them.
 */
const CLOSED_TO_CRAWLERS = ['/personal/', ADMIN_HOME_PATH, '/api/'];

/** `/sitemap.xml` (an index of the parts), `/sitemap-{n}.xml` (n from 1) and `/robots.txt`. */
export function registerSitemapRoutes(app: FastifyInstance, index: CatalogIndex): void {
  // Absolute urls need the public origin, which is configured (issue 9.8: not the Host header).
  const base = app.config.publicUrl;

  // A robots.txt of the build's own (public/) is served as a file and wins over this one.
  const { spaDir } = app.config;
  if (!spaDir || !existsSync(join(spaDir, 'robots.txt')))
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          [
            'User-agent: *',
            ...CLOSED_TO_CRAWLERS.map((path) => `Disallow: ${path}`),
            `Sitemap: ${base}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );

  app.get('/sitemap.xml', async (request, reply) => {
    const snapshot = index.current();
    const file = cachedFile(snapshot, 'index', () => {
      const parts = Math.max(1, Math.ceil(sitemapPaths(snapshot).length / URLS_PER_SITEMAP));
      const entries = Array.from(
        { length: parts },
        (_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
      );
      return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
    });
    return file ? sendFile(request, reply, file) : reply.callNotFound();
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part', async (request, reply) => {
    const match = /^([1-9]\d*)\.xml$/.exec(request.params.part);
    if (!match) return reply.callNotFound();
    const part = Number(match[1]);
    const snapshot = index.current();
    const file = cachedFile(snapshot, String(part), () => {
      const slice = sitemapPaths(snapshot).slice(
        (part - 1) * URLS_PER_SITEMAP,
        part * URLS_PER_SITEMAP,
      );
      if (slice.length === 0 && part > 1) return null;
      const entries = slice.map((path) => `<url><loc>${escapeXml(base + path)}</loc></url>`);
      return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
    });
    return file ? sendFile(request, reply, file) : reply.callNotFound();
  });
}

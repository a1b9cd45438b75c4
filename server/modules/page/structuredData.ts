import { SHOP_NAME } from '@shared';
import type { Schema } from '../../lib/api/contract';
import type { PageJson } from './types';

/**
 * What a page tells search engines and link previews beyond its markup (issue 27 point 1):
 * schema.org data as JSON-LD (`Product`, `BreadcrumbList`, `ItemList`, `Organization`) and
 * OpenGraph and Twitter card tags, built from the page JSON the page is rendered from, so they
 * say what the page shows: the visitor's city's prices, the products of the page asked for.
 */
export interface PageMetadata {
  structuredData: object[];
  /** `og:*` (a `property` attribute) and `twitter:*` (a `name` attribute) tags, in order. */
  social: [string, string][];
}

type ProductPageData = Schema<'ProductPageData'>;
type SectionPageData = Schema<'SectionPageData'>;

const CONTEXT = 'https://schema.org';
/** Longer descriptions are cut: search engines show a line or two. */
const MAX_DESCRIPTION = 5_000;
/** The shop's mark as an image url of its own (public/favicon.svg). */
const LOGO_PATH = '/favicon.svg';

/**
 * The page's metadata; `origin` makes the urls absolute (as the canonical link), `phone` is the
 * visitor's city's, for the home page's `Organization`.
 */
export function pageMetadata(
  page: PageJson,
  { origin, canonical, description }: { origin: string; canonical: string; description: string },
  phone: string | null,
): PageMetadata {
  const absolute = (path: string) => (path.startsWith('/') ? `${origin}${path}` : path);
  const structuredData: object[] = [];
  if (page.breadcrumbs.length > 1)
    structuredData.push({
      '@context': CONTEXT,
      '@type': 'BreadcrumbList',
      itemListElement: page.breadcrumbs.map((crumb, n) => ({
        '@type': 'ListItem',
        position: n + 1,
        name: crumb.title,
        item: absolute(crumb.link),
      })),
    });
  let image: string | undefined;
  let type = 'website';
  if (page.type === 'product') {
    const { product, reviews } = page.data as ProductPageData;
    image = product.images[0] && absolute(product.images[0]);
    type = 'product';
    structuredData.push({
      '@context': CONTEXT,
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
      image: product.images.map(absolute),
      description: plainText(product.description) || description,
      offers: {
        '@type': 'Offer',
        url: absolute(product.url),
        price: product.price,
        priceCurrency: 'RUB',
        availability: `${CONTEXT}/${product.available ? 'InStock' : 'OutOfStock'}`,
        itemCondition: `${CONTEXT}/NewCondition`,
      },
      ...(reviews.count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: reviews.average,
          reviewCount: reviews.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
    });
  }
  if (page.type === 'section') {
    const { products, pagination } = page.data as SectionPageData;
    image = products[0]?.image ? absolute(products[0].image) : undefined;
    const first = (pagination.page - 1) * pagination.pageSize;
    structuredData.push({
      '@context': CONTEXT,
      '@type': 'ItemList',
      name: page.seo.h1,
      numberOfItems: pagination.total,
      itemListElement: products.map((product, n) => ({
        '@type': 'ListItem',
        position: first + n + 1,
        url: absolute(product.url),
        name: product.name,
      })),
    });
  }
  if (page.type === 'home')
    structuredData.push({
      '@context': CONTEXT,
      '@type': 'Organization',
      name: SHOP_NAME,
      url: `${origin}/`,
      logo: absolute(LOGO_PATH),
      ...(phone && {
        telephone: phone,
        contactPoint: {
          '@type': 'ContactPoint',
          telephone: phone,
          contactType: 'customer service',
          areaServed: 'RU',
          availableLanguage: 'Russian',
        },
      }),
    });
  const previewed = page.type === 'product' || page.type === 'section';
  const social: [string, string][] = previewed
    ? [
        ['og:type', type],
        ['og:site_name', SHOP_NAME],
        ['og:locale', 'ru_RU'],
        ['og:title', page.seo.title],
        ['og:description', description],
        ['og:url', canonical],
        ...(image ? ([['og:image', image]] as [string, string][]) : []),
        ['twitter:card', image ? 'summary_large_image' : 'summary'],
        ['twitter:title', page.seo.title],
        ['twitter:description', description],
        ...(image ? ([['twitter:image', image]] as [string, string][]) : []),
      ]
    : [];
  return { structuredData, social };
}

/** A product description's HTML as the text it shows, on one line. */
function plainText(html: string | null): string {
  if (!html) return '';
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text;
}

import type { Breadcrumb, PageContext, PageRoute, ResolvedPage } from '../page';
import {
  productByUrl,
  productCardsByIds,
  productProperties,
  publishedReviews,
  type ProductRow,
  type PropertyRow,
} from '../product';
import { productImageUrls, productUrl } from '../../lib/productLinks';
import type { Schema } from '../../lib/api/contract';
import type { CatalogIndex } from './catalogIndex';
import type { CatalogSnapshot } from './catalogSnapshot';

const RELATED_COUNT = 8;
/** Related products asked for beyond RELATED_COUNT, for those without a price in the city. */
const RELATED_SPARE = 4;
/** Newest reviews shown on the product page; the rest are on /all-reviews/. */
const PRODUCT_REVIEWS_SHOWN = 20;
const CATALOGUE: Breadcrumb = { title: 'Каталог', link: '/shop/' };

/** openapi.yaml `ProductDetail`. */
type ProductDetail = Schema<'ProductDetail'>;

/** openapi.yaml `ProductPageData`. */
type ProductPageData = Schema<'ProductPageData'>;

declare module '../page/types' {
  interface PageDataByType {
    product: ProductPageData;
  }
}

/** `/product/{sectionCode}/{productCode}/`: the product, its reviews and cards of its section. */
async function productPage(
  snapshot: CatalogSnapshot,
  { db, path, page, locationId }: PageContext,
): Promise<ResolvedPage<ProductPageData> | null> {
  const [, sectionCode, productCode, ...rest] = path.split('/').filter(Boolean);
  if (!sectionCode || !productCode || rest.length > 0 || page > 1) return null;
  const row = await productByUrl(db, sectionCode, productCode, locationId);
  if (!row) return null;

  // The section chain and the related ids come from the index: two queries fewer per page
  // (docs/benchmarks.md: the embedded database runs queries one at a time).
  const mainSection = snapshot.sections.get(row.section_id);
  const chain = mainSection ? snapshot.sectionChain(mainSection) : [];
  const relatedIds = snapshot
    .mainSectionProductIds(row.section_id)
    .filter((id) => id !== row.id)
    .slice(0, RELATED_COUNT + RELATED_SPARE);
  const [properties, reviews, relatedCards] = await Promise.all([
    productProperties(db, row.value_ids, row.attributes),
    publishedReviews(db, { productId: row.id, limit: PRODUCT_REVIEWS_SHOWN }),
    productCardsByIds(db, relatedIds, locationId),
  ]);
  const related = relatedCards.slice(0, RELATED_COUNT);
  const sectionCrumbs = chain.map((section) => ({
    title: section.name,
    link: `/shop/${section.code}/`,
  }));
  const product = productDetail(row, properties, sectionCrumbs);
  const data: ProductPageData = { product, reviews, related };
  return {
    title: `${row.name} — купить${product.price === null ? '' : ` за ${formatRubles(product.price)} ₽`}`,
    h1: row.name,
    description: productDescription(row, product.price),
    breadcrumbs: [
      { title: 'Главная', link: '/' },
      CATALOGUE,
      ...sectionCrumbs,
      { title: row.name, link: product.url },
    ],
    data,
  };
}

function productDetail(
  row: ProductRow,
  properties: PropertyRow[],
  chain: Breadcrumb[],
): ProductDetail {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    url: productUrl(row.section_code, row.code),
    kind: row.kind,
    images: productImageUrls(row.id, row.images, row.pictures),
    price: row.price,
    oldPrice: row.old_price,
    available: row.price !== null && row.stock > 0,
    stock: row.stock,
    productionDays: row.production_days,
    brand: row.brand,
    // The same sku as the basket line of this product (R-BASKET-1), so analytics match.
    sku: row.sku,
    isNew: row.is_new,
    properties: properties.map(({ name, type, value }) => ({
      name,
      value: propertyText(type, value),
    })),
    description: row.detail_text || row.preview_text,
    sectionCode: row.section_code,
    sectionChain: chain,
  };
}

function propertyText(type: PropertyRow['type'], value: string): string {
  if (type !== 'boolean') return value;
  return value === 'true' ? 'Да' : 'Нет';
}

function productDescription(row: ProductRow, price: number | null): string {
  const parts = [
    row.name,
    row.brand ? `от ${row.brand}` : '',
    price === null ? '' : `по цене ${formatRubles(price)} ₽`,
  ];
  return `${parts.filter(Boolean).join(' ')}. Доставка по всей России, отзывы покупателей.`;
}

/** '12 990' / '349.50' (spec §9 number format, without the decimals of whole roubles in titles). */
function formatRubles(value: number): string {
  const [whole = '0', fraction] = value.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction === '00' ? grouped : `${grouped}.${fraction}`;
}

/** The product page (page protocol, type 'product'), read with the app's catalogue index. */
export const productPages = (index: CatalogIndex): PageRoute[] => [
  {
    type: 'product',
    matches: (path) => path.startsWith('/product/'),
    resolve: (context) => productPage(index.current(), context),
  },
];

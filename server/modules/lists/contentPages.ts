import { productImageUrl, productUrl } from '../../lib/productLinks';
import { loadMenu } from '../menu';
import type { Breadcrumb, PageContext, ResolvedPage } from '../page';
import { productCardsByIds, publishedReviews } from '../product';
import { pageExists, pagination } from '../../lib/paging';
import { cityByIdOrDefault } from '../shipping';
import { discountedProductIds, giftCertificateRows, newProductIds } from './queries';
import type { Schema } from '../../lib/api/contract';

const HOME: Breadcrumb = { title: 'Главная', link: '/' };
const HOME_CARDS = 8;
const HOME_REVIEWS = 6;
const PROMOTION_CARDS = 12;
const REVIEWS_PAGE_SIZE = 20;

/** openapi.yaml `HomePageData`. */
export type HomePageData = Schema<'HomePageData'>;

/** openapi.yaml `PromotionsPageData`. */
export type PromotionsPageData = Schema<'PromotionsPageData'>;

/** openapi.yaml `GiftCertificatesPageData`. */
export type GiftCertificatesPageData = Schema<'GiftCertificatesPageData'>;

/** openapi.yaml `ContactsPageData`. */
export type ContactsPageData = Schema<'ContactsPageData'>;

declare module '../page/types' {
  interface PageDataByType {
    home: HomePageData;
    promotions: PromotionsPageData;
    giftCertificates: GiftCertificatesPageData;
    reviews: ReviewsPageData;
    contacts: ContactsPageData;
  }
}

/** `/`: the mainPage menu blocks, the newest items, the biggest discounts and the latest reviews. */
export async function homePage({
  db,
  page,
  locationId,
}: PageContext): Promise<ResolvedPage<HomePageData> | null> {
  if (page > 1) return null;
  const [menu, fresh, discounted, reviews] = await Promise.all([
    loadMenu(db, 'mainPage'),
    newProductIds(db, null, { limit: HOME_CARDS, offset: 0 }),
    discountedProductIds(db, locationId, null, { limit: HOME_CARDS, offset: 0, byDiscount: true }),
    publishedReviews(db, { productId: null, limit: HOME_REVIEWS }),
  ]);
  const [newProducts, discountedProducts] = await Promise.all([
    productCardsByIds(db, fresh.ids, locationId),
    productCardsByIds(db, discounted.ids, locationId),
  ]);
  const data: HomePageData = { menu, newProducts, discountedProducts, reviews: reviews.items };
  return { title: 'Товары для творчества', breadcrumbs: [], data };
}

/** `/promotions/`: the promotions texts are the CMS page's content; data holds the best discounts. */
export async function promotionsPage({
  db,
  path,
  page,
  locationId,
}: PageContext): Promise<ResolvedPage<PromotionsPageData> | null> {
  if (page > 1) return null;
  const found = await discountedProductIds(db, locationId, null, {
    limit: PROMOTION_CARDS,
    offset: 0,
    byDiscount: true,
  });
  const discounted = await productCardsByIds(db, found.ids, locationId);
  return {
    title: 'Акции',
    breadcrumbs: [HOME, { title: 'Акции', link: path }],
    data: { discounted },
  };
}

/** openapi.yaml `GiftCertificate`. */
type GiftCertificate = Schema<'GiftCertificate'>;

/** `/shop/podarochnye-sertifikaty/`: certificates by nominal, each added to the basket by productId. */
export async function giftCertificatesPage({
  db,
  path,
  page,
  locationId,
}: PageContext): Promise<ResolvedPage<GiftCertificatesPageData> | null> {
  if (page > 1) return null;
  const rows = await giftCertificateRows(db, locationId);
  const certificates: GiftCertificate[] = rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    nominal: row.nominal,
    // A certificate costs its nominal; a price list without the product still shows the nominal.
    price: row.price ?? row.nominal,
    url: productUrl(row.section_code, row.code),
    image: productImageUrl(row.product_id, row.images, row.pictures),
    available: row.price !== null && row.stock > 0,
  }));
  const title = 'Подарочные сертификаты';
  return {
    title,
    breadcrumbs: [HOME, { title: 'Каталог', link: '/shop/' }, { title, link: path }],
    data: { certificates },
  };
}

/** openapi.yaml `ReviewsPageData`. */
export type ReviewsPageData = Schema<'ReviewsPageData'>;

/** `/all-reviews/`, paged: every published review, of products and of the shop, newest first. */
export async function allReviewsPage({
  db,
  path,
  page,
}: PageContext): Promise<ResolvedPage<ReviewsPageData> | null> {
  const reviews = await publishedReviews(db, {
    productId: null,
    limit: REVIEWS_PAGE_SIZE,
    offset: (page - 1) * REVIEWS_PAGE_SIZE,
  });
  const pages = pagination(page, reviews.count, REVIEWS_PAGE_SIZE);
  if (!pageExists(pages)) return null;
  const data: ReviewsPageData = { ...reviews, pagination: pages };
  return {
    title: 'Отзывы покупателей',
    breadcrumbs: [HOME, { title: 'Отзывы', link: path }],
    data,
  };
}

/** `/kontakty/`: texts come from its CMS row; data adds the visitor's city and its phone. */
export async function contactsPage({
  db,
  path,
  page,
  locationId,
}: PageContext): Promise<ResolvedPage<ContactsPageData> | null> {
  if (page > 1) return null;
  const city = await cityByIdOrDefault(db, locationId);
  return {
    title: 'Контакты',
    breadcrumbs: [HOME, { title: 'Контакты', link: path }],
    data: {
      city: city.name,
      phone: { value: city.phone, normalized: city.phone_normalized },
    },
  };
}

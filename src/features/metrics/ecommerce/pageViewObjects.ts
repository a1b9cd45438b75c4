import type {
  HomePageData,
  Pagination,
  ProductListPageData,
  ProductPageData,
  PromotionsPageData,
  SearchPageData,
  SectionPageData,
} from '@features/api';
import { detailObject, impressionsObject } from './ecommerceObjects';

/** Position of a page's first card in the whole list: page 2 of 24-card pages starts at 25. */
const firstPosition = ({ page, pageSize }: Pagination) => (page - 1) * pageSize + 1;

/** The list a section page shows: the section, a landing (section and value) or the catalogue. */
function sectionListName({ section, landing }: SectionPageData): string {
  if (!section) return 'Каталог';
  return landing ? `${section.name}: ${landing.propertyName} ${landing.value}` : section.name;
}

/** Impressions of a section or landing page's cards. */
export const sectionImpressions = (data: SectionPageData) =>
  impressionsObject({
    list: sectionListName(data),
    cards: data.products,
    firstPosition: firstPosition(data.pagination),
  });

/** Impressions of the search results page. */
export const searchImpressions = (data: SearchPageData) =>
  impressionsObject({
    list: 'Поиск',
    cards: data.products,
    firstPosition: firstPosition(data.pagination),
  });

const PRODUCT_LIST_NAMES: Record<ProductListPageData['list'], string> = {
  new: 'Новинки',
  discounts: 'Скидки',
};

/** Impressions of the new products or discounts page. */
export const productListImpressions = (data: ProductListPageData) =>
  impressionsObject({
    list: PRODUCT_LIST_NAMES[data.list],
    cards: data.products,
    firstPosition: firstPosition(data.pagination),
  });

/** Impressions of the home page's two lists, each card in its own list. */
export const homeImpressions = (data: HomePageData) =>
  impressionsObject(
    { list: 'Главная: Новинки', cards: data.newProducts },
    { list: 'Главная: Скидки', cards: data.discountedProducts },
  );

/** Impressions of the promotions page's biggest discounts. */
export const promotionsImpressions = (data: PromotionsPageData) =>
  impressionsObject({ list: 'Акции', cards: data.discounted });

/** The detail view of a product page. */
export const productDetail = (data: ProductPageData) => detailObject(data.product);

import type {
  CatalogFilterProperty,
  CatalogProductCard,
  PageJson,
  SectionPageData,
} from '@features/api';
import type { PageOfType } from '@features/page';
import { discountPercent } from '../components/ProductCard/discountPercent';
import { productCards } from './catalogFixtures';

const SECTION_URL = '/shop/almaznaya-mozaika/';

const value = (
  code: string,
  text: string,
  slug: string,
  count: number,
  selected = false,
): CatalogFilterProperty['values'][number] => ({
  value: text,
  slug,
  count,
  selected,
  url: selected ? SECTION_URL : `${SECTION_URL}${code}-${slug}/`,
});

/** The smart filter of a diamond-painting section (docs/catalog.md `filter`). */
export const sectionFilter: CatalogFilterProperty[] = [
  {
    propertyId: 1,
    code: 'razmer',
    name: 'Размер',
    isSize: true,
    values: [
      value('razmer', '20x30', '20x30', 84),
      value('razmer', '30x40', '30x40', 312),
      value('razmer', '40x50', '40x50', 1204, true),
      value('razmer', '50x65', '50x65', 96),
      value('razmer', '60x80', '60x80', 0),
    ],
  },
  {
    propertyId: 2,
    code: 'tema',
    name: 'Тема',
    isSize: false,
    values: [
      'Животные',
      'Города',
      'Цветы',
      'Пейзажи',
      'Натюрморт',
      'Религия',
      'Люди',
      'Абстракция',
      'Море',
      'Аниме',
    ].map((text, index) => value('tema', text, `tema-${index}`, 40 + index * 17)),
  },
  {
    propertyId: 3,
    code: 'forma-strazov',
    name: 'Форма страз',
    isSize: false,
    values: [
      value('forma-strazov', 'Круглые', 'kruglye', 820),
      value('forma-strazov', 'Квадратные', 'kvadratnye', 384),
    ],
  },
  {
    propertyId: 4,
    code: 'brend',
    name: 'Бренд',
    isSize: false,
    values: [value('brend', 'Хобби Хоум', 'hobby-home', 1204)],
  },
];

const sectionProducts = (count: number): CatalogProductCard[] =>
  productCards(count).map((card) => ({
    ...card,
    discountPercent: discountPercent(card.price, card.old_price),
  }));

/** `data` of `/shop/almaznaya-mozaika/?razmer=40x50`-like page 2 of 51. */
export const sectionData = (overrides: Partial<SectionPageData> = {}): SectionPageData => ({
  section: {
    id: 12,
    code: 'almaznaya-mozaika',
    name: 'Алмазная мозаика',
    description:
      '<p>Алмазная мозаика — картина из страз, которые выкладывают на клеевой холст по схеме.</p>',
    url: SECTION_URL,
  },
  landing: null,
  subsections: [
    { code: 'na-podramnike', name: 'На подрамнике', url: '/shop/na-podramnike/', count: 842 },
    { code: 'bez-podramnika', name: 'Без подрамника', url: '/shop/bez-podramnika/', count: 362 },
    { code: 'detskaya', name: 'Детская алмазная мозаика', url: '/shop/detskaya/', count: 58 },
  ],
  filter: sectionFilter,
  price: { min: 390, max: 6890, from: null, to: null },
  inStock: {
    count: 1107,
    selected: false,
    url: '/shop/almaznaya-mozaika/razmer-40x50/?in_stock=1',
  },
  selected: [
    { propertyCode: 'razmer', property: 'Размер', value: '40x50', removeUrl: SECTION_URL },
  ],
  resetUrl: SECTION_URL,
  sort: 'popularity',
  sorts: [
    {
      code: 'popularity',
      name: 'По популярности',
      url: '/shop/almaznaya-mozaika/razmer-40x50/',
      selected: true,
    },
    {
      code: 'price_asc',
      name: 'Сначала дешёвые',
      url: '/shop/almaznaya-mozaika/razmer-40x50/?sort=price_asc',
      selected: false,
    },
    {
      code: 'price_desc',
      name: 'Сначала дорогие',
      url: '/shop/almaznaya-mozaika/razmer-40x50/?sort=price_desc',
      selected: false,
    },
    {
      code: 'new',
      name: 'Новинки',
      url: '/shop/almaznaya-mozaika/razmer-40x50/?sort=new',
      selected: false,
    },
  ],
  products: sectionProducts(8),
  pagination: { page: 2, pageCount: 51, pageSize: 24, total: 1204 },
  tags: [
    { title: 'Алмазная мозаика 40x50', link: '/shop/almaznaya-mozaika/razmer-40x50/' },
    { title: 'Алмазная мозаика с котами', link: '/shop/almaznaya-mozaika/tema-koty/' },
    { title: 'Круглые стразы', link: '/shop/almaznaya-mozaika/forma-strazov-kruglye/' },
  ],
  relinks: [
    { title: 'Алмазная мозаика 30x40', link: '/shop/almaznaya-mozaika/razmer-30x40/' },
    { title: 'Алмазная мозаика 50x65', link: '/shop/almaznaya-mozaika/razmer-50x65/' },
  ],
  ...overrides,
});

/** A whole page JSON of type `type` around `data`, as the page protocol answers it. */
export function pageJson<T extends PageJson['type']>(
  type: T,
  h1: string,
  data: PageOfType<T>['data'],
  url = '/',
): PageJson {
  // `data` fits `type` by the signature; TypeScript cannot pair them in a generic object literal.
  return {
    type,
    content: '',
    css: [],
    js: [],
    panel: '',
    seo: { meta: [], title: h1, h1, canonical: url },
    breadcrumbs: [
      { title: 'Главная', link: '/' },
      { title: h1, link: url },
    ],
    variables: { GOODS_MIN_PRICE: 0, GOODS_MAX_PRICE: 0, GOODS_COUNT: 0 },
    data,
  } as PageJson;
}

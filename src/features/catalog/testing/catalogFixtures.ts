import type { CatalogSort, CatalogSortOption, ProductCard } from '@features/api';
import { storyArtwork } from './artwork';

const NAMES = [
  'Алмазная мозаика «Лавандовое поле» 40x50',
  'Картина по номерам «Ночной город» 30x40',
  'Набор для вышивания крестиком «Снегири»',
  'Акриловые краски, 12 цветов по 20 мл',
  'Раскраска по номерам на холсте «Маяк» 40x50',
  'Алмазная вышивка «Котёнок в корзинке» 20x30',
  'Кисти синтетические, набор из 5 штук',
  'Пяльцы деревянные круглые 25 см',
];

/** A product card as the server sends it (ProductCard of openapi.yaml), for stories and tests. */
export function productCard(id: number, overrides: Partial<ProductCard> = {}): ProductCard {
  const price = 490 + ((id * 370) % 4500);
  return {
    id,
    code: `tovar-${id}`,
    name: NAMES[id % NAMES.length] ?? 'Товар',
    url: `/product/almaznaya-mozaika/tovar-${id}/`,
    image: storyArtwork(id),
    price,
    old_price: id % 3 === 0 ? Math.round(price * 1.25) : null,
    isNew: id % 4 === 1,
    brand: 'Хобби Хоум',
    available: true,
    ...overrides,
  };
}

/** `count` different cards with ids from `firstId`. */
export const productCards = (count: number, firstId = 1): ProductCard[] =>
  Array.from({ length: count }, (_, index) => productCard(firstId + index));

export const LONG_PRODUCT_NAME =
  'Алмазная мозаика на подрамнике с полной выкладкой круглыми стразами «Осенний парк на закате в старом городе» 60x80';

/** The catalogue's orders for a product list at `path`, `current` chosen, as the server sends them. */
export function listSorts(path: string, current: CatalogSort = 'popularity'): CatalogSortOption[] {
  const names: [CatalogSort, string][] = [
    ['popularity', 'По популярности'],
    ['price_asc', 'Сначала дешёвые'],
    ['price_desc', 'Сначала дорогие'],
    ['new', 'Новинки'],
  ];
  const join = path.includes('?') ? '&' : '?';
  return names.map(([code, name]) => ({
    code,
    name,
    url: code === current ? path : `${path}${join}sort=${code}`,
    selected: code === current,
  }));
}

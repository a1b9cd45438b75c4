import type { ProductPageData, Review } from '@features/api';
import { storyArtwork } from './artwork';
import { productCards } from './catalogFixtures';

export const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  id,
  author: ['Анна', 'Ольга С.', 'Марина'][id % 3] ?? 'Анна',
  rating: 5 - (id % 2),
  text:
    [
      'Стразы ровные, схема чёткая, собирала с удовольствием две недели. Рамка крепкая.',
      'Пришла быстро, всё аккуратно упаковано. Не хватило пары страз одного цвета, но в наборе был запас.',
      'Подарила маме — она в восторге! Уже выбирает следующую картину.',
    ][id % 3] ?? '',
  createdAt: `2026-0${(id % 9) + 1}-1${id % 9}T09:00:00Z`,
  verified: false,
  product: null,
  ...overrides,
});

/** `data` of a product page (ProductPageData of openapi.yaml). */
export const productPageData = (
  overrides: Partial<ProductPageData['product']> = {},
): ProductPageData => ({
  product: {
    id: 101,
    code: 'lavandovoe-pole',
    name: 'Алмазная мозаика «Лавандовое поле» 40x50',
    url: '/product/almaznaya-mozaika/lavandovoe-pole/',
    kind: 'regular',
    images: [
      storyArtwork(101, 1),
      storyArtwork(101, 2),
      storyArtwork(101, 3),
      storyArtwork(101, 4),
    ],
    price: 1592,
    oldPrice: 1990,
    available: true,
    stock: 14,
    productionDays: 0,
    brand: 'Хобби Хоум',
    sku: 'HH-40501',
    isNew: true,
    properties: [
      { name: 'Размер', value: '40x50' },
      { name: 'Форма страз', value: 'Круглые' },
      { name: 'Выкладка', value: 'Полная' },
      { name: 'Подрамник', value: 'Есть' },
      { name: 'Количество цветов', value: '32' },
    ],
    description:
      '<p>Набор для алмазной вышивки с полной выкладкой. Холст с клеевым слоем натянут на деревянный подрамник.</p><p>В комплекте: стразы, ручка-аппликатор, воск, лоток.</p>',
    sectionCode: 'almaznaya-mozaika',
    sectionChain: [
      { title: 'Каталог', link: '/shop/' },
      { title: 'Алмазная мозаика', link: '/shop/almaznaya-mozaika/' },
    ],
    ...overrides,
  },
  reviews: { items: [review(1), review(2), review(3)], average: 4.7, count: 3 },
  related: productCards(4, 20),
});

import { describe, expect, it } from 'vitest';
import type { BasketInfo, BasketItem, ProductCard, ProductDetail } from '@features/api';
import {
  basketChangeObjects,
  detailObject,
  impressionsObject,
  purchaseObject,
} from './ecommerceObjects';
import { basketItem } from '@features/personal/testing';

const card = (id: number, brand: string | null): ProductCard => ({
  id,
  code: `p${id}`,
  name: `Набор ${id}`,
  url: `/product/sets/p${id}/`,
  image: null,
  price: 1000 + id,
  old_price: null,
  isNew: false,
  brand,
  available: true,
});

/** A checkout basket line with a brand and a two-level section chain. */
const line = (
  basketItemId: number,
  quantity: number,
  extra: Partial<BasketItem> = {},
): BasketItem => ({
  ...basketItem(basketItemId, `Картина ${basketItemId}`, 500, quantity),
  brand: 'Алмазная живопись',
  category_chain: 'Алмазная мозаика/Животные',
  ...extra,
});

/** How Metrika reads `quantity` pieces of the line made by `line(basketItemId, …)`. */
const described = (basketItemId: number, quantity: number) => ({
  id: String(10 * basketItemId),
  name: `Картина ${basketItemId}`,
  price: 500,
  brand: 'Алмазная живопись',
  category: 'Алмазная мозаика/Животные',
  quantity,
});

describe('issue 27 point 2: e-commerce objects as Yandex Metrika reads them', () => {
  it('a list: every card with its list and position, a missing brand left out', () => {
    expect(
      impressionsObject({
        list: 'Животные',
        cards: [card(1, 'Бренд'), card(2, null)],
        firstPosition: 25,
      }),
    ).toEqual({
      ecommerce: {
        currencyCode: 'RUB',
        impressions: [
          { id: '1', name: 'Набор 1', price: 1001, brand: 'Бренд', list: 'Животные', position: 25 },
          { id: '2', name: 'Набор 2', price: 1002, list: 'Животные', position: 26 },
        ],
      },
    });
  });

  it('several lists on one page (home): each card in its own list, counted from 1 in each', () => {
    const { impressions } = impressionsObject(
      { list: 'Главная: Новинки', cards: [card(1, null), card(2, null)] },
      { list: 'Главная: Скидки', cards: [card(3, null)] },
    ).ecommerce;
    expect(impressions?.map(({ id, list, position }) => [id, list, position])).toEqual([
      ['1', 'Главная: Новинки', 1],
      ['2', 'Главная: Новинки', 2],
      ['3', 'Главная: Скидки', 1],
    ]);
  });

  it('a product page: the product with its section chain as the category', () => {
    const detail = {
      id: 7,
      name: 'Кошка',
      price: 990,
      brand: 'Бренд',
      sectionChain: [
        { title: 'Алмазная мозаика', link: '/shop/mosaic/' },
        { title: 'Животные', link: '/shop/animals/' },
      ],
    } as ProductDetail;
    expect(detailObject(detail)).toEqual({
      ecommerce: {
        currencyCode: 'RUB',
        detail: {
          products: [
            {
              id: '7',
              name: 'Кошка',
              price: 990,
              brand: 'Бренд',
              category: 'Алмазная мозаика/Животные',
            },
          ],
        },
      },
    });
  });

  it('a product without a price in the city is described without one', () => {
    const detail = { id: 8, name: 'Пёс', price: null, brand: null, sectionChain: [] };
    expect(detailObject(detail as unknown as ProductDetail).ecommerce.detail).toEqual({
      products: [{ id: '8', name: 'Пёс' }],
    });
  });

  it('basket changes: pieces added and taken out as quantity differences, a photo kit by its size', () => {
    const kit = line(3, 1, {
      photoKit: { size: '40x50' } as BasketItem['photoKit'],
      brand: null,
      category_chain: '',
    });
    const before = [line(1, 2), line(2, 5)];
    const after = [line(1, 3), line(2, 1), kit];
    expect(basketChangeObjects(before, after)).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          add: {
            products: [
              described(1, 1),
              { id: '30', name: 'Картина 3', price: 500, quantity: 1, variant: '40x50' },
            ],
          },
        },
      },
      {
        ecommerce: {
          currencyCode: 'RUB',
          remove: {
            products: [described(2, 4)],
          },
        },
      },
    ]);
  });

  it('a line removed is taken out whole; an unchanged basket gives no object', () => {
    expect(basketChangeObjects([line(1, 2)], [])).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          remove: {
            products: [described(1, 2)],
          },
        },
      },
    ]);
    expect(basketChangeObjects([line(1, 2)], [line(1, 2, { price: 450 })])).toEqual([]);
  });

  it('a purchase: the order id, the total to pay as revenue and every line bought', () => {
    const basket: BasketInfo = {
      items: [line(1, 2)],
      summary: {
        count: 1,
        quantity: 2,
        sum: 1000,
        oldSum: 1000,
        discount: 0,
        couponDiscount: 100,
        total: 900,
      },
      coupons: [],
    };
    expect(purchaseObject(42, basket)).toEqual({
      ecommerce: {
        currencyCode: 'RUB',
        purchase: {
          actionField: { id: '42', revenue: 900 },
          products: [described(1, 2)],
        },
      },
    });
  });
});

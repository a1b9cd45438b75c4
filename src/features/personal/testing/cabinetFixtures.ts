import type {
  MyReview,
  OrderDetail,
  OrderLine,
  OrderPage,
  OrderSummary,
  PurchasedProduct,
  SavedAddress,
  SubscriptionTopic,
  UserProfile,
} from '@features/api';
import { storyArtwork } from '@features/catalog/testing';
import { photoKitOrderLine } from '@features/photoKit/testing';

const PRODUCTS = [
  'Алмазная мозаика «Кот в сапогах» 40x50',
  'Картина по номерам «Летний вечер в Провансе» 30x40',
  'Набор для вышивания крестиком «Маки»',
  'Алмазная мозаика «Лавандовое поле» 40x50',
  'Набор акриловых красок, 24 цвета',
];

const productName = (n: number) => PRODUCTS[n % PRODUCTS.length] ?? '';
const productUrl = (n: number) => `/product/almaznaya-mozaika/tovar-${n}/`;

export const profile: UserProfile = {
  id: 7,
  name: 'Анна',
  email: 'anna@hobby.test',
  // As the server stores it; the form shows it formatted (issue 26 point 8).
  phone: '+79001234567',
  hasPassword: true,
};

export const orderSummary = (id: number, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  createdAt: '2026-11-20T09:15:00Z',
  status: 'new',
  payment: 'card',
  paymentState: 'pending',
  total: 3470,
  itemsCount: 3,
  customerName: 'Анна',
  ...overrides,
});

export const orderPage = (items: OrderSummary[], page = 1, pages = 1): OrderPage => ({
  items,
  page,
  pages,
  total: items.length + (pages - 1) * 20,
});

export const orderLine = (n: number, overrides: Partial<OrderLine> = {}): OrderLine => ({
  productId: 100 + n,
  name: productName(n),
  price: 990 + n * 100,
  oldPrice: null,
  quantity: 1 + (n % 2),
  url: productUrl(100 + n),
  image: storyArtwork(100 + n),
  ...overrides,
});

/** A card order placed and waiting for its payment: it may be paid and cancelled. */
export const orderDetail = (overrides: Partial<OrderDetail> = {}): OrderDetail => {
  const lines = overrides.lines ?? [
    orderLine(0, { price: 1290, oldPrice: 1590, quantity: 2 }),
    orderLine(1, { price: 890, quantity: 1 }),
  ];
  const itemsTotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return {
    ...orderSummary(1024),
    // The phone as the server stores it; the views format it (issue 26 point 8).
    contact: { name: 'Анна', phone: '+79001234567', email: 'anna@hobby.test' },
    delivery: {
      kind: 'courier',
      title: 'Курьером',
      address: 'ул. Тверская, д. 7, кв. 12',
      city: 'Москва',
      price: 300,
      dateFrom: '2026-11-27',
      dateTo: '2026-11-29',
    },
    comment: '',
    coupons: [],
    lines,
    itemsTotal,
    discount: 0,
    deliveryPrice: 300,
    history: [
      {
        status: 'new',
        paymentState: 'pending',
        note: 'Заказ оформлен',
        createdAt: '2026-11-20T09:15:00Z',
      },
    ],
    certificates: [],
    certificatePayment: null,
    canPay: true,
    canCancel: true,
    refunds: [],
    total: itemsTotal + 300,
    itemsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    ...overrides,
  };
};

/** Issue 16: an order of a regular product and a kit made from the shopper's photo. */
export const orderWithKit = (): OrderDetail =>
  orderDetail({ lines: [orderLine(0, { quantity: 1 }), photoKitOrderLine()] });

export const purchase = (
  n: number,
  overrides: Partial<PurchasedProduct> = {},
): PurchasedProduct => ({
  productId: 100 + n,
  name: productName(n),
  url: productUrl(100 + n),
  image: storyArtwork(100 + n),
  price: 990 + n * 100,
  available: true,
  lastOrderId: 1000 + n,
  lastBoughtAt: '2026-11-20T09:15:00Z',
  quantity: 1 + (n % 3),
  reviewId: null,
  ...overrides,
});

export const myReview = (n: number, overrides: Partial<MyReview> = {}): MyReview => ({
  id: 500 + n,
  rating: 5 - (n % 2),
  text:
    [
      'Стразы ровные, схема чёткая, собирала с удовольствием две недели.',
      'Краски яркие, хватило на всю картину, ещё и осталось.',
      'Нитки мулине хорошие, но схема мелковата.',
    ][n % 3] ?? '',
  createdAt: '2026-11-25T18:40:00Z',
  verified: true,
  product: { id: 100 + n, name: productName(n), url: productUrl(100 + n) },
  ...overrides,
});

export const subscriptionTopics = (subscribed: SubscriptionTopic['topic'][] = ['news']) =>
  (
    [
      ['news', 'Новости магазина'],
      ['promotions', 'Акции и скидки'],
      ['new_items', 'Новинки'],
    ] as const
  ).map(([topic, title]) => ({ topic, title, subscribed: subscribed.includes(topic) }));

export const savedAddresses: SavedAddress[] = [
  { id: 1, address: 'Москва, ул. Тверская, д. 7, кв. 12' },
  { id: 2, address: 'Москва, Ленинский проспект, д. 30, подъезд 2, кв. 145' },
];

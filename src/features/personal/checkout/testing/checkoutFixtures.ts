import type { BasketInfo, BasketItem, CheckoutOptions, OrderDetail } from '@features/api';
import { photoKitLine, photoKitProduct } from '@features/photoKit/testing';

/** A basket line as GET /api/catalog/basket/info gives it. */
export const basketItem = (
  basketItemId: number,
  name: string,
  price: number,
  quantity: number,
  oldPrice: number | null = null,
): BasketItem => ({
  basketItemId,
  productId: basketItemId * 10,
  name,
  price,
  old_price: oldPrice,
  brand: null,
  category_chain: 'Алмазная мозаика',
  sku: `SKU-${basketItemId}`,
  quantity,
  stock: 25,
  url: `/product/almaznaya-mozaika/tovar-${basketItemId}/`,
  image: null,
});

/** The basket with its sums as the server counts them (no coupon). */
export function basketOf(items: BasketItem[], coupons: BasketInfo['coupons'] = []): BasketInfo {
  const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
  const oldSum = items.reduce(
    (total, item) => total + (item.old_price ?? item.price) * item.quantity,
    0,
  );
  return {
    items,
    summary: {
      count: items.length,
      quantity: items.reduce((total, item) => total + item.quantity, 0),
      sum,
      oldSum,
      discount: oldSum - sum,
      couponDiscount: 0,
      total: sum,
    },
    coupons,
  };
}

export const twoLines = (): BasketItem[] => [
  basketItem(1, 'Алмазная мозаика «Кот в сапогах» 40x50', 1290, 2, 1590),
  basketItem(2, 'Картина по номерам «Летний вечер в Провансе» 30x40', 890, 1),
];

/** Issue 16: a kit made from the shopper's photo, 40x50 on a rolled canvas. */
const kitBasketItem = (basketItemId: number): BasketItem => ({
  ...basketItem(basketItemId, photoKitProduct.name, photoKitProduct.price, 1),
  productId: photoKitProduct.id,
  url: photoKitProduct.url,
  photoKit: photoKitLine(),
});

/** The two lines and a kit line. */
export const basketWithKit = (): BasketInfo => basketOf([...twoLines(), kitBasketItem(3)]);

/** Two lines with a 10 % coupon applied. */
export const fullBasket: BasketInfo = {
  items: twoLines(),
  summary: {
    count: 2,
    quantity: 3,
    sum: 3470,
    oldSum: 4070,
    discount: 600,
    couponDiscount: 347,
    total: 3123,
  },
  coupons: [{ coupon: 'HOBBY10', discountPercent: 10, discountAmount: 0 }],
};

export const emptyBasket: BasketInfo = basketOf([]);

/**
 * Issue 26 point 8: 5 160 ₽ of goods would ship free by courier (from 5 000 ₽); the 10 % coupon
 * leaves 4 644 ₽, so courier costs 350 ₽ (couponPaidCourierOptions).
 */
export const couponUnderFreeBasket = (): BasketInfo => {
  const basket = basketOf(
    [basketItem(1, 'Алмазная мозаика «Кот в сапогах» 40x50', 1290, 4, 1590)],
    [{ coupon: 'HOBBY10', discountPercent: 10, discountAmount: 0 }],
  );
  return { ...basket, summary: { ...basket.summary, couponDiscount: 516, total: 4644 } };
};

/** The online payments, СБП first as the server offers them (issue 27 point 4). */
const ONLINE_PAYMENTS: CheckoutOptions['payments'] = [
  { method: 'sbp', title: 'СБП' },
  { method: 'card', title: 'Картой онлайн' },
];

/** A guest in Moscow: nothing filled in, the three deliveries, both payments. */
export const guestOptions: CheckoutOptions = {
  location: { id: 1, name: 'Москва' },
  signedIn: false,
  productionDays: 0,
  contact: { name: '', phone: '', email: '' },
  deliveries: [
    {
      kind: 'courier',
      title: 'Курьером',
      price: 350,
      priceWithoutCoupon: 350,
      freeFrom: 5000,
      minDays: 1,
      maxDays: 2,
      dateFrom: '2026-11-27',
      dateTo: '2026-11-28',
    },
    {
      kind: 'pickup',
      title: 'Самовывоз из пункта выдачи',
      price: 0,
      priceWithoutCoupon: 0,
      freeFrom: null,
      minDays: 2,
      maxDays: 4,
      dateFrom: '2026-11-28',
      dateTo: '2026-11-30',
    },
    {
      kind: 'post',
      title: 'Почтой России',
      price: 290,
      priceWithoutCoupon: 290,
      freeFrom: null,
      minDays: 5,
      maxDays: 9,
      dateFrom: '2026-12-01',
      dateTo: '2026-12-05',
    },
  ],
  pickupPoints: [
    {
      id: 11,
      title: 'Пункт выдачи на Тверской',
      address: 'ул. Тверская, д. 12, стр. 3',
      hours: 'Пн–Пт 10:00–21:00, Сб–Вс 10:00–18:00',
    },
    {
      id: 12,
      title: 'Пункт выдачи у метро «Проспект Мира»',
      address: 'Проспект Мира, д. 40',
      hours: 'Ежедневно 9:00–22:00',
    },
  ],
  payments: [
    { method: 'card', title: 'Картой онлайн' },
    { method: 'on_receipt', title: 'При получении' },
  ],
  addresses: [],
  certificates: 'none',
};

/**
 * Issue 26 point 4: a basket with a photo kit, made in 3 working days: ordered on Thursday
 * 26 November, it is ready on Tuesday 1 December, and every way's dates count from then.
 */
export const madeToOrderOptions: CheckoutOptions = {
  ...guestOptions,
  productionDays: 3,
  deliveries: guestOptions.deliveries.map((delivery) => ({
    ...delivery,
    dateFrom: addDaysTo('2026-12-01', delivery.minDays),
    dateTo: addDaysTo('2026-12-01', delivery.maxDays),
  })),
};

function addDaysTo(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The options of couponUnderFreeBasket: courier free without the coupon, 350 ₽ with it. */
export const couponPaidCourierOptions: CheckoutOptions = {
  ...guestOptions,
  deliveries: guestOptions.deliveries.map((delivery) =>
    delivery.kind === 'courier' ? { ...delivery, priceWithoutCoupon: 0 } : delivery,
  ),
};

/** A signed-in shopper with contacts and two saved addresses. */
export const signedInOptions: CheckoutOptions = {
  ...guestOptions,
  signedIn: true,
  contact: { name: 'Анна Смирнова', phone: '+7 900 123-45-67', email: 'anna@example.ru' },
  addresses: [
    { id: 1, address: 'Москва, ул. Садовая, д. 5, кв. 12' },
    { id: 2, address: 'Москва, Ленинский проспект, д. 30, кв. 101, подъезд 2, домофон 101' },
  ],
};

/** A placed order as GET /api/personal/orders/{id} gives it. */
export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 1024,
    createdAt: '2026-11-25T10:30:00Z',
    status: 'new',
    payment: 'card',
    paymentState: 'paid',
    total: 3123 + 350,
    itemsCount: 3,
    customerName: 'Анна Смирнова',
    contact: { name: 'Анна Смирнова', phone: '+7 900 123-45-67', email: 'anna@example.ru' },
    delivery: {
      kind: 'courier',
      title: 'Курьером',
      address: 'ул. Садовая, д. 5, кв. 12',
      city: 'Москва',
      price: 350,
      dateFrom: '2026-11-27',
      dateTo: '2026-11-28',
    },
    comment: '',
    coupons: ['HOBBY10'],
    lines: [
      {
        productId: 10,
        name: 'Алмазная мозаика «Кот в сапогах» 40x50',
        price: 1290,
        oldPrice: 1590,
        quantity: 2,
        url: '/product/almaznaya-mozaika/tovar-1/',
        image: null,
      },
      {
        productId: 20,
        name: 'Картина по номерам «Летний вечер в Провансе» 30x40',
        price: 890,
        oldPrice: null,
        quantity: 1,
        url: '/product/almaznaya-mozaika/tovar-2/',
        image: null,
      },
    ],
    itemsTotal: 3470,
    discount: 347,
    deliveryPrice: 350,
    history: [],
    certificates: [],
    certificatePayment: null,
    canPay: false,
    canCancel: true,
    refunds: [],
    ...overrides,
  };
}

/** Issue 26 point 1: a gift certificate line of 3 000 ₽. */
const certificateItem = (basketItemId: number, quantity = 1): BasketItem => ({
  ...basketItem(basketItemId, 'Подарочный сертификат на 3 000 ₽', 3000, quantity),
  category_chain: 'Подарочные сертификаты',
  url: '/shop/podarochnye-sertifikaty/',
  giftCertificate: true,
});

/** Two certificates and nothing else, with a coupon that takes nothing off them. */
export const certificatesBasket: BasketInfo = basketOf(
  [certificateItem(5, 2)],
  [
    {
      coupon: 'HOBBY10',
      discountPercent: 10,
      discountAmount: 0,
      note: 'не действует — купоны не применяются к подарочным сертификатам; скидка будет, когда в корзине появятся товары',
    },
  ],
);

/** An order's delivery of gift certificates: to the mail, with no address. */
export const certificatesDelivery: OrderDetail['delivery'] = {
  kind: 'email',
  title: 'Электронный сертификат на почту',
  address: '',
  city: 'Москва',
  price: 0,
  dateFrom: '2026-11-20',
  dateTo: '2026-11-20',
};

/** The options of a basket of certificates only: delivered by e-mail, paid online. */
export const certificatesOptions: CheckoutOptions = {
  ...guestOptions,
  deliveries: [
    {
      kind: 'email',
      title: 'Электронный сертификат на почту',
      price: 0,
      priceWithoutCoupon: 0,
      freeFrom: null,
      minDays: 0,
      maxDays: 0,
      dateFrom: '2026-11-26',
      dateTo: '2026-11-26',
    },
  ],
  payments: ONLINE_PAYMENTS,
  certificates: 'only',
};

/** The three payments as the server offers them now: СБП first, chosen unless the shopper changes it. */
export const sbpOptions: CheckoutOptions = {
  ...signedInOptions,
  payments: [...ONLINE_PAYMENTS, { method: 'on_receipt', title: 'При получении' }],
};

/** The options of goods with a certificate: delivered as usual, paid online. */
export const goodsWithCertificateOptions: CheckoutOptions = {
  ...guestOptions,
  payments: ONLINE_PAYMENTS,
  certificates: 'some',
};

/** The two lines and a certificate. */
export const goodsWithCertificate = (): BasketInfo => basketOf([...twoLines(), certificateItem(5)]);

import type { AdminOrderDetail, OrderPage, OrderSummary } from '@features/api';
import { photoKitOrderLine } from '@features/photoKit/testing';
import { ORDER_STATUSES } from '../orderTexts';

const NAMES = [
  'Анна Смирнова',
  'Иван Петров',
  'Мария Кузнецова',
  'Ольга Васильева',
  'Дмитрий Соколов',
  'Екатерина Михайлова',
];
const PAYMENT_STATES = ['paid', 'on_receipt', 'pending', 'failed'] as const;

/** `count` made-up orders, newest first (ids count…1, one every 5 hours back from 30 Nov 2026). */
export function manyOrders(count: number): OrderSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    const paymentState = PAYMENT_STATES[id % PAYMENT_STATES.length]!;
    return {
      id,
      createdAt: new Date(Date.UTC(2026, 10, 30, 9) - i * 5 * 3600_000).toISOString(),
      status: ORDER_STATUSES[id % ORDER_STATUSES.length]!,
      payment: paymentState === 'on_receipt' ? 'on_receipt' : 'card',
      paymentState,
      total: 990 + ((id * 737) % 9000),
      itemsCount: 1 + (id % 4),
      customerName: NAMES[id % NAMES.length]!,
    };
  });
}

/** A page of `orders` as the server answers it, 20 a page. */
export function orderPage(orders: readonly OrderSummary[], page = 1): OrderPage {
  return {
    items: orders.slice((page - 1) * 20, page * 20),
    page,
    pages: Math.ceil(orders.length / 20),
    total: orders.length,
  };
}

/** Orders of the first list page, the first with a long customer name. */
export const orders: OrderSummary[] = manyOrders(8).map((order, i) =>
  i === 0
    ? { ...order, customerName: 'Александра Константиновна Преображенская-Милославская' }
    : order,
);

/** An order paid by card, being put together: two lines, a coupon, courier delivery. */
export const order: AdminOrderDetail = {
  id: 1024,
  createdAt: '2026-11-28T12:40:00.000Z',
  status: 'processing',
  payment: 'card',
  paymentState: 'paid',
  total: 4330,
  itemsCount: 3,
  customerName: 'Анна Смирнова',
  // The phone as the server stores it; the view formats it (issue 26 point 8).
  contact: { name: 'Анна Смирнова', phone: '+79161234567', email: 'anna@example.ru' },
  delivery: {
    kind: 'courier',
    title: 'Курьером',
    address: 'Москва, ул. Тверская, д. 7, кв. 12',
    city: 'Москва',
    price: 350,
    dateFrom: '2026-12-01',
    dateTo: '2026-12-03',
  },
  comment: 'Позвоните за час до приезда, пожалуйста.',
  coupons: ['ZIMA10'],
  lines: [
    {
      productId: 101,
      name: 'Алмазная мозаика «Зимний лес» 40x50',
      price: 1990,
      oldPrice: 2490,
      quantity: 2,
      url: '/product/almaznaya-vyshivka/zimniy-les/',
      image: null,
    },
    {
      productId: null,
      name: 'Картина по номерам «Маяк» 30x40 (снят с продажи)',
      price: 490,
      oldPrice: null,
      quantity: 1,
      url: null,
      image: null,
    },
  ],
  itemsTotal: 4470,
  discount: 490,
  deliveryPrice: 350,
  history: [
    {
      status: 'new',
      paymentState: 'pending',
      note: '',
      createdAt: '2026-11-28T12:40:00.000Z',
    },
    {
      status: 'new',
      paymentState: 'paid',
      note: 'Оплата подтверждена',
      createdAt: '2026-11-28T12:42:10.000Z',
    },
    {
      status: 'processing',
      paymentState: 'paid',
      note: 'Передан на склад',
      createdAt: '2026-11-29T08:15:00.000Z',
    },
  ],
  certificates: [],
  certificatePayment: null,
  canPay: false,
  canCancel: true,
  refunds: [],
  allowedStatuses: ['shipped', 'done', 'cancelled'],
  payments: [
    {
      id: 'c3c1d2a0-5f55-4b4e-9a53-0d1e2f3a4b5c',
      provider: 'yookassa',
      amount: 4330,
      receivedAmount: 4330,
      status: 'succeeded',
      refundable: 4330,
      createdAt: '2026-11-28T12:40:05.000Z',
    },
  ],
  refundable: 4330,
};

/** A pickup order paid on receipt, cancelled by the shopper. */
export const cancelledOrder: AdminOrderDetail = {
  ...order,
  id: 1031,
  status: 'cancelled',
  payment: 'on_receipt',
  paymentState: 'on_receipt',
  payments: [],
  refundable: 0,
  delivery: {
    ...order.delivery,
    kind: 'pickup',
    title: 'Самовывоз',
    address: 'ул. Тверская, д. 1',
    pickupPoint: { title: 'Пункт выдачи на Тверской', hours: 'Ежедневно 10:00–21:00' },
    price: 0,
  },
  comment: '',
  coupons: [],
  discount: 0,
  deliveryPrice: 0,
  total: 4470,
  history: [
    { status: 'new', paymentState: 'on_receipt', note: '', createdAt: '2026-11-28T12:40:00.000Z' },
    {
      status: 'cancelled',
      paymentState: 'on_receipt',
      note: 'Отменён покупателем',
      createdAt: '2026-11-28T15:00:00.000Z',
    },
  ],
  canCancel: false,
  allowedStatuses: [],
};

const longLines = Array.from({ length: 30 }, (_, i) => ({
  productId: 200 + i,
  name: `Алмазная мозаика «Цветы ${i + 1}» ${30 + (i % 3) * 10}x${40 + (i % 4) * 10}`,
  price: 990 + i * 10,
  oldPrice: null,
  quantity: 1 + (i % 3),
  url: `/product/almaznaya-vyshivka/cvety-${i + 1}/`,
  image: null,
}));
const longItemsTotal = longLines.reduce((sum, line) => sum + line.price * line.quantity, 0);

/** An order of 30 lines, without coupons. */
export const longOrder: AdminOrderDetail = {
  ...order,
  id: 1040,
  lines: longLines,
  itemsCount: longLines.reduce((sum, line) => sum + line.quantity, 0),
  itemsTotal: longItemsTotal,
  coupons: [],
  discount: 0,
  total: longItemsTotal + order.deliveryPrice,
};

const kitLines = [order.lines[0]!, photoKitOrderLine()];
const kitItemsTotal = kitLines.reduce((sum, line) => sum + line.price * line.quantity, 0);

/** Issue 16: an order with a kit made from the customer's photo, its files for the workshop. */
export const kitOrder: AdminOrderDetail = {
  ...order,
  id: 1052,
  lines: kitLines,
  itemsCount: kitLines.reduce((sum, line) => sum + line.quantity, 0),
  itemsTotal: kitItemsTotal,
  coupons: [],
  discount: 0,
  total: kitItemsTotal + order.deliveryPrice,
};

import {
  ORDER_STATUS_TITLES,
  PAYMENT_METHOD_TITLES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentState,
} from '@shared';
import { DELIVERY_TITLES, EMAIL_DELIVERY_TITLE } from '../../shared';
import { requisites, type XmlElement } from './xmlText';

/** An order as 1C receives it (dates in the shop's time, Moscow). */
export interface DueOrder {
  id: number;
  revision: number;
  user_id: number | null;
  status: OrderStatus;
  payment_state: PaymentState;
  payment: string;
  customer_name: string;
  phone: string;
  email: string | null;
  delivery_kind: 'courier' | 'pickup' | 'post' | 'email';
  address: string;
  city: string;
  comment: string;
  discount: number;
  delivery_price: number;
  total: number;
  certificate_paid: number;
  /** 'YYYY-MM-DD' and 'HH:MM:SS' */
  date: string;
  time: string;
}

export interface DueLine {
  order_id: number;
  /** products.xml_id, else the shop's product id */
  xml_id: string;
  name: string;
  price: number;
  quantity: number;
}

/** The delivery's line: 1C-Bitrix's Ид for it, which 1C's site exchange knows as a service. */
const DELIVERY_LINE_ID = 'ORDER_DELIVERY';
const COUPON_DISCOUNT = 'Скидка по купону';
const CERTIFICATE_PAYMENT = 'Оплачено подарочным сертификатом';

const amount = (value: number) => value.toFixed(2);
const yesNo = (value: boolean) => (value ? 'true' : 'false');

const piece: XmlElement = ['БазоваяЕдиница', 'шт'];

function goodsLine(line: DueLine): XmlElement {
  return [
    'Товар',
    [
      ['Ид', line.xml_id],
      ['Наименование', line.name],
      piece,
      ['ЦенаЗаЕдиницу', amount(line.price)],
      ['Количество', line.quantity],
      ['Сумма', amount(line.price * line.quantity)],
      requisites([
        ['ВидНоменклатуры', 'Товар'],
        ['ТипНоменклатуры', 'Товар'],
      ]),
    ],
  ];
}

function deliveryLine(price: number): XmlElement {
  return [
    'Товар',
    [
      ['Ид', DELIVERY_LINE_ID],
      ['Наименование', 'Доставка заказа'],
      piece,
      ['ЦенаЗаЕдиницу', amount(price)],
      ['Количество', 1],
      ['Сумма', amount(price)],
      requisites([
        ['ВидНоменклатуры', 'Услуга'],
        ['ТипНоменклатуры', 'Услуга'],
      ]),
    ],
  ];
}

const deliveryTitle = (order: DueOrder) =>
  order.delivery_kind === 'email' ? EMAIL_DELIVERY_TITLE : DELIVERY_TITLES[order.delivery_kind];

/** The address with its city, unless the address names it already. */
const deliveryAddress = ({ city, address }: DueOrder) =>
  address.includes(city) ? address : [city, address].filter(Boolean).join(', ');

function buyer(order: DueOrder): XmlElement {
  const contacts: XmlElement[] = [
    [
      'Контакт',
      [
        ['Тип', 'Телефон рабочий'],
        ['Значение', order.phone],
      ],
    ],
  ];
  if (order.email)
    contacts.push([
      'Контакт',
      [
        ['Тип', 'Почта'],
        ['Значение', order.email],
      ],
    ]);
  const address = deliveryAddress(order);
  return [
    'Контрагенты',
    [
      [
        'Контрагент',
        [
          // A guest has no account: the order stands for its buyer.
          ['Ид', order.user_id === null ? `order-${order.id}` : `user-${order.user_id}`],
          ['Наименование', order.customer_name],
          ['Роль', 'Покупатель'],
          ['ПолноеНаименование', order.customer_name],
          ...(address ? [['АдресРегистрации', [['Представление', address]]] as XmlElement] : []),
          ['Контакты', contacts],
        ],
      ],
    ],
  ];
}

/**
 * The coupon's discount, and what a gift certificate paid: 1C must not collect that from the
 * buyer, and CommerceML 2 has no payment of a document, so it is a discount counted in Сумма
 * (docs/decisions.md, "Orders to 1C").
 */
function discounts(order: DueOrder): XmlElement[] {
  const list: [string, number][] = [
    [COUPON_DISCOUNT, order.discount],
    [CERTIFICATE_PAYMENT, order.certificate_paid],
  ];
  const given = list.filter(([, sum]) => sum > 0);
  if (given.length === 0) return [];
  return [
    [
      'Скидки',
      given.map(([name, sum]): XmlElement => [
        'Скидка',
        [
          ['Наименование', name],
          ['Сумма', amount(sum)],
          ['УчтеноВСумме', 'true'],
        ],
      ]),
    ],
  ];
}

/** issue 28 point 4: one order as CommerceML 2's `Документ` «Заказ товара». */
export function orderDocument(order: DueOrder, lines: readonly DueLine[]): XmlElement {
  const paymentTitle = PAYMENT_METHOD_TITLES[order.payment as PaymentMethod] ?? '';
  const goods = lines.map(goodsLine);
  if (order.delivery_price > 0) goods.push(deliveryLine(order.delivery_price));
  return [
    'Документ',
    [
      ['Ид', String(order.id)],
      ['Номер', String(order.id)],
      ['Дата', order.date],
      ['Время', order.time],
      ['ХозОперация', 'Заказ товара'],
      ['Роль', 'Продавец'],
      ['Валюта', 'руб'],
      ['Курс', 1],
      ['Сумма', amount(order.total - order.certificate_paid)],
      buyer(order),
      ...(order.comment ? [['Комментарий', order.comment] as XmlElement] : []),
      ...discounts(order),
      ['Товары', goods],
      requisites([
        ['Статус заказа', ORDER_STATUS_TITLES[order.status]],
        ['Статус заказа ИД', order.status],
        ['Метод оплаты', paymentTitle],
        ['Заказ оплачен', yesNo(order.payment_state === 'paid')],
        ['Способ доставки', deliveryTitle(order)],
        ['Адрес доставки', deliveryAddress(order)],
        ['Отменен', yesNo(order.status === 'cancelled')],
      ]),
    ],
  ];
}

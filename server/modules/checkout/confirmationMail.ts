import { orderTitle, PAYMENT_METHOD_TITLES, photoKitOptionsText } from '@shared';
import type { AppConfig } from '../../config';
import { greeting, type OutgoingMail } from '../../lib/mail';
import { formatRubles, toKopecks, toRoubles } from '../../lib/money';
import type { PhotoKitLineRow } from '../basket';
import { orderMail } from '../orders';
import type { AccountOutcome } from './account';
import type { OrderInput } from './queries';

const DAY_MONTH = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayMonth = (date: string) => DAY_MONTH.format(new Date(`${date}T00:00:00Z`));

/** '12 марта' or '12 марта – 14 марта'. */
function deliveryDates(from: string, to: string): string {
  return from === to ? dayMonth(from) : `${dayMonth(from)} – ${dayMonth(to)}`;
}

/**
 * The order as the mail tells it: the city's name, the pickup point's name and hours, and each
 * line's photo kit, whose options say what the workshop makes (issue 26 point 8).
 */
export interface ConfirmedOrder extends OrderInput {
  city: string;
  pickupPoint: { title: string; hours: string } | null;
  lines: (OrderInput['lines'][number] & { photoKit: PhotoKitLineRow | null })[];
}

/** Where the order goes: a pickup point's name and address, then its hours; else the address. */
function deliveryPlace({ delivery, city, pickupPoint }: ConfirmedOrder): string[] {
  // An electronic certificate goes to the mail this is: it has no city and no address.
  if (delivery.kind === 'email') return [`Доставка: ${delivery.title}.`];
  if (!pickupPoint) return [`Доставка: ${delivery.title}, ${city}, ${delivery.address}.`];
  return [
    `Доставка: ${delivery.title}, ${city}, ${pickupPoint.title}, ${delivery.address}.`,
    `Часы работы пункта выдачи: ${pickupPoint.hours}.`,
  ];
}

/**
 * 'Заказ № N оформлен' (issue 15 point 4): what was ordered at which prices, the sums, the
 * delivery and the payment, the order's page in the cabinet, and for an account made at this
 * checkout how to set its password.
 */
export function confirmationMail(
  config: Pick<AppConfig, 'publicUrl'>,
  order: ConfirmedOrder,
  account: { outcome: AccountOutcome; mailToken: string },
): OutgoingMail {
  const { delivery } = order;
  const lines = order.lines.map(
    (line) =>
      `${line.name} — ${line.quantity} шт. × ${formatRubles(line.price)} = ${formatRubles(
        toRoubles(toKopecks(line.price) * line.quantity),
      )}${line.photoKit ? `\nПараметры набора: ${photoKitOptionsText(line.photoKit)}` : ''}`,
  );
  const sums = [
    `Товары: ${formatRubles(order.itemsTotal)}`,
    ...(order.discount > 0 ? [`Скидка по купонам: −${formatRubles(order.discount)}`] : []),
    `Доставка: ${delivery.price > 0 ? formatRubles(delivery.price) : 'бесплатно'}`,
    `Итого: ${formatRubles(order.total)}`,
  ];
  const paragraphs = [
    greeting(order.customerName),
    delivery.kind === 'email'
      ? `Спасибо за заказ! Мы приняли заказ № ${order.id}: коды сертификатов придут отдельным письмом сразу после оплаты.`
      : `Спасибо за заказ! Мы приняли заказ № ${order.id} и скоро начнём его собирать.`,
    ['Состав заказа:', ...lines].join('\n'),
    sums.join('\n'),
    [
      ...deliveryPlace(order),
      `Ожидаемая дата доставки: ${deliveryDates(delivery.from, delivery.to)}.`,
      `Оплата: ${PAYMENT_METHOD_TITLES[order.payment]}.`,
      ...(order.comment ? [`Комментарий: ${order.comment}`] : []),
    ].join('\n'),
    ...(order.payment !== 'on_receipt'
      ? ['Если оплата не прошла, оплатить заказ можно на его странице в личном кабинете.']
      : []),
    ...(account.outcome === 'created'
      ? [
          'Мы создали для вас личный кабинет с этой почтой: в нём видны ваши заказы. Чтобы задать пароль, нажмите «Выслать ссылку» в разделе «Личные данные» кабинета или «Забыли пароль?» при входе.',
        ]
      : []),
  ];
  return orderMail(config.publicUrl, {
    orderId: order.id,
    to: order.email,
    subject: `${orderTitle(order.id)} оформлен`,
    paragraphs,
    mailToken: account.mailToken,
  });
}

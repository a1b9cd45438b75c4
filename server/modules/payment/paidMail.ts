import { orderTitle } from '@shared';
import type { AppConfig } from '../../config';
import { greeting, type OutgoingMail } from '../../lib/mail';
import { formatRubles } from '../../lib/money';
import { orderMail, type PaidOrderRow } from '../orders';

/** 'Заказ № N оплачен': sent once, when the provider confirms the payment. */
export function paidMail(
  config: Pick<AppConfig, 'publicUrl'>,
  order: PaidOrderRow & { email: string },
  mailToken: string | null,
): OutgoingMail {
  return orderMail(config.publicUrl, {
    orderId: order.id,
    to: order.email,
    subject: `${orderTitle(order.id)} оплачен`,
    paragraphs: [
      greeting(order.customer_name),
      `Мы получили оплату заказа № ${order.id}: ${formatRubles(order.total)}. Спасибо! Скоро начнём его собирать.`,
    ],
    mailToken,
  });
}

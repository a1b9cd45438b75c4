import { orderTitle, REFUND_STATUS_TITLES, refundTiming, type PaymentMethod } from '@shared';
import type { AppConfig } from '../../config';
import { greeting, type OutgoingMail } from '../../lib/mail';
import { formatRubles } from '../../lib/money';
import { orderMail } from '../orders';

/** 'Заказ № N: деньги возвращены': sent once for each refund the provider made (issue 26 point 2). */
export function refundMail(
  config: Pick<AppConfig, 'publicUrl'>,
  refund: {
    orderId: number;
    email: string;
    customerName: string;
    paidWith: PaymentMethod;
    amount: number;
    mailToken: string | null;
  },
): OutgoingMail {
  return orderMail(config.publicUrl, {
    orderId: refund.orderId,
    to: refund.email,
    subject: `${orderTitle(refund.orderId)}: деньги возвращены`,
    paragraphs: [
      greeting(refund.customerName),
      `Возврат ${formatRubles(refund.amount)} по заказу № ${refund.orderId} — статус возврата: ${REFUND_STATUS_TITLES.succeeded}.`,
      refundTiming(refund.paidWith),
    ],
    mailToken: refund.mailToken,
  });
}

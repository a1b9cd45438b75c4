import { shopperMail, unsubscribeUrl, type OutgoingMail } from '../../lib/mail';

/** The cabinet page of an order, for links in mail. */
function orderPageUrl(publicUrl: string, orderId: number): string {
  return `${publicUrl}/personal/orders/${orderId}/`;
}

const FOOTER =
  'Вы получили это письмо, потому что оформили заказ в магазине «Товары для творчества».';

export interface OrderMail {
  orderId: number;
  to: string;
  subject: string;
  paragraphs: string[];
  /** The shopper's token from `ensureMailToken`; null for an order without an account. */
  mailToken: string | null;
}

/**
 * A mail about an order (its confirmation, its payment, its new status): the order's page in the
 * cabinet, and the link that unsubscribes from every mailing (issue 15 point 5: every mail has
 * one), though the order's own mail keeps coming. Transactional, so without List-Unsubscribe.
 */
export function orderMail(publicUrl: string, mail: OrderMail): OutgoingMail {
  return shopperMail({
    to: mail.to,
    subject: mail.subject,
    paragraphs: mail.paragraphs,
    link: { url: orderPageUrl(publicUrl, mail.orderId), text: 'Заказ в личном кабинете' },
    footer: FOOTER,
    unsubscribeLink: mail.mailToken ? unsubscribeUrl({ publicUrl }, mail.mailToken) : undefined,
  });
}

import { greeting, queueMail, shopperMail } from '../../lib/mail';
import type { Queryable } from '../../lib/db/types';
import { formatRubles } from '../../lib/money';
import { newCertificateCode } from './codes';

/** A paid order as the certificates it bought need it: whom to mail their codes. */
export interface PaidCertificateOrder {
  id: number;
  customer_name: string;
  email: string | null;
}

interface IssuedCertificate {
  code: string;
  nominal: number;
}

/**
 * Issues the codes of a paid order's certificate lines, one per piece at the price paid, in the
 * transaction that marked it paid, and queues the mail with them (send it after the commit). An
 * order that has codes already gets none again, so a repeated payment notice issues nothing.
 * Answers whether a mail was queued.
 */
export async function issueOrderCertificates(
  tx: Queryable,
  order: PaidCertificateOrder,
  publicUrl: string,
): Promise<boolean> {
  const pieces = await tx.query<{ price: number }>(
    `SELECT oi.price FROM order_items oi, generate_series(1, oi.quantity)
      WHERE oi.order_id = $1 AND oi.gift_certificate
        AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.order_id = $1)
      ORDER BY oi.id`,
    [order.id],
  );
  if (pieces.length === 0) return false;
  const issued = await tx.query<IssuedCertificate>(
    `INSERT INTO certificates (code, order_id, nominal, balance)
     SELECT code, $1, nominal, nominal FROM unnest($2::text[], $3::numeric[]) AS c (code, nominal)
     RETURNING code, nominal`,
    [order.id, pieces.map(newCertificateCode), pieces.map((piece) => piece.price)],
  );
  if (!order.email) return false;
  await queueMail(tx, certificatesMail(publicUrl, { ...order, email: order.email }, issued));
  return true;
}

/** 'Ваш подарочный сертификат': the codes, what each is worth and how to spend it. */
function certificatesMail(
  publicUrl: string,
  order: PaidCertificateOrder & { email: string },
  issued: readonly IssuedCertificate[],
) {
  const many = issued.length > 1;
  return shopperMail({
    to: order.email,
    subject: many ? 'Ваши подарочные сертификаты' : 'Ваш подарочный сертификат',
    paragraphs: [
      greeting(order.customer_name),
      `${many ? 'Подарочные сертификаты' : 'Подарочный сертификат'} из заказа № ${order.id}:`,
      issued.map((c) => `${c.code} — ${formatRubles(c.nominal)}`).join('\n'),
      'Чтобы оплатить покупку, введите код в поле «Подарочный сертификат» при оформлении заказа. ' +
        'Сертификат может оплатить заказ целиком или частично, остаток сохранится на следующие покупки. ' +
        'Сертификат можно подарить: достаточно передать код.',
    ],
    link: {
      url: `${publicUrl}/personal/orders/${order.id}/`,
      text: 'Сертификаты и их остаток в заказе',
    },
    footer:
      'Вы получили это письмо, потому что купили подарочный сертификат в магазине «Товары для творчества».',
  });
}

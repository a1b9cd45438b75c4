import type { Queryable } from '../../lib/db/types';
import { badRequest, HttpError } from '../../lib/errors';
import { toKopecks, toRoubles } from '../../lib/money';
import {
  CERTIFICATE_FOR_CERTIFICATE,
  EMAIL_DELIVERY_TITLE,
  lockSpendableCertificate,
} from '../certificates';
import type { CheckoutDelivery } from './deliveries';
import { BASKET_CHANGED, CERTIFICATE_PAID_ONLINE } from './messages';

/*
 * The checkout's side of gift certificates (issue 26 point 1): a basket of certificates only is
 * delivered by e-mail for nothing, a basket with certificates is paid by card (the codes are
 * issued when the payment arrives), and a certificate's code pays the rest of an order wholly or
 * partly, never another certificate.
 */

/** openapi.yaml `CheckoutOptions.certificates`: whether the basket holds certificates. */
export type CertificatesInBasket = 'none' | 'some' | 'only';

export function certificatesIn(
  lines: readonly { gift_certificate: boolean }[],
): CertificatesInBasket {
  const certificates = lines.filter((line) => line.gift_certificate).length;
  if (certificates === 0) return 'none';
  return certificates === lines.length ? 'only' : 'some';
}

/** The e-mail "delivery" of a basket of certificates only: the codes arrive after the payment. */
export function emailDelivery(today: string): CheckoutDelivery {
  return {
    kind: 'email',
    title: EMAIL_DELIVERY_TITLE,
    price: 0,
    priceWithoutCoupon: 0,
    freeFrom: null,
    minDays: 0,
    maxDays: 0,
    dateFrom: today,
    dateTo: today,
  };
}

/**
 * Refuses a form that does not fit the basket's certificates as the transaction sees it: the
 * e-mail delivery for a basket that has goods, a physical one for certificates only (the basket
 * changed since the page was drawn: 409 BASKET_CHANGED), or payment on receipt of a basket with
 * certificates (400): their codes come with the online payment.
 */
export function refuseUnfitForCertificates(
  inBasket: CertificatesInBasket,
  form: { delivery: { kind: string }; payment: string },
): void {
  if ((form.delivery.kind === 'email') !== (inBasket === 'only'))
    throw new HttpError(409, 'BASKET_CHANGED', BASKET_CHANGED);
  if (inBasket !== 'none' && form.payment === 'on_receipt')
    throw badRequest(CERTIFICATE_PAID_ONLINE, 'VALIDATION');
}

/**
 * The part of the order a certificate pays: what it has, up to the order's total without its
 * certificate lines (a certificate never pays for another). The certificate's row stays locked
 * to the end of the transaction, which spends the amount (spendCertificateSql). Refuses (409
 * CERTIFICATE) a code that cannot pay, or an order with nothing a certificate may pay for.
 */
export async function certificatePart(
  tx: Queryable,
  code: string,
  order: {
    total: number;
    lines: readonly { price: number; quantity: number; giftCertificate: boolean }[];
  },
): Promise<{ certificateId: number; amount: number }> {
  const certificate = await lockSpendableCertificate(tx, code);
  const certificateLines = order.lines
    .filter((line) => line.giftCertificate)
    .reduce((sum, line) => sum + toKopecks(line.price) * line.quantity, 0);
  const payable = toKopecks(order.total) - certificateLines;
  if (payable <= 0) throw new HttpError(409, 'CERTIFICATE', CERTIFICATE_FOR_CERTIFICATE);
  return {
    certificateId: certificate.id,
    amount: toRoubles(Math.min(payable, toKopecks(certificate.balance))),
  };
}

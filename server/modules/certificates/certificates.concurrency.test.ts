import { describe, expect, it } from 'vitest';
import { countStatuses, fireAtOnce } from '../../testing/parallel';
import { visitor, type Visitor } from '../../testing/shopVisitor';
import { shopWithMailSuite } from '../../testing/shopWithMail';
import {
  fillBasket,
  orderForm,
  placeFrom,
  seenBasket,
  type ErrorAnswer,
  type PlacedAnswer,
} from '../checkout/testing';
import { balanceOf, insertCertificate } from './testing';

// Issue 26 point 1: the balance is checked and spent in the order's transaction, so orders at the
// same moment never spend one balance twice (on the embedded engine and on PostgreSQL alike).

const s = shopWithMailSuite();

/** Money the certificate gave to orders that still hold it (cancelled ones gave it back). */
async function spentOn(certificateId: number): Promise<number> {
  const [row] = await s.db.query<{ spent: number }>(
    `SELECT coalesce(sum(amount), 0) AS spent FROM certificate_uses
      WHERE certificate_id = $1 AND returned_at IS NULL`,
    [certificateId],
  );
  return row?.spent ?? Number.NaN;
}

/** `count` shoppers, each with two beads in the basket: 851 ₽ with the courier. */
async function shoppers(count: number): Promise<{ v: Visitor; form: object }[]> {
  const all = [];
  for (let i = 0; i < count; i++) {
    const v = await fillBasket(visitor(s.app), [{ productId: s.f.beads, quantity: 2 }]);
    all.push({ v, form: orderForm(await seenBasket(v)) });
  }
  return all;
}

describe('one certificate at the same moment', () => {
  it('10 orders of 851 ₽ with a 1 000 ₽ certificate: 851 and 149 are spent, 8 are told it is spent', async () => {
    const certificate = await insertCertificate(s.db, { nominal: 1000 });
    const buyers = await shoppers(10);

    const answers = await fireAtOnce(10, (i) => {
      const { v, form } = buyers[i] as { v: Visitor; form: object };
      return placeFrom(s.app, v, `10.26.${i}.1`, { ...form, certificateCode: certificate.code });
    });

    expect(countStatuses(answers)).toEqual({ 200: 2, 409: 8 });
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect((refused.json() as ErrorAnswer).error.message).toBe(
        'Сертификат уже израсходован: на нём не осталось денег.',
      );
    const orderIds = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => (a.json() as PlacedAnswer).result.orderId);
    const paid = await s.db.query<{ certificate_paid: number }>(
      `SELECT certificate_paid FROM orders WHERE id = ANY ($1::int[]) ORDER BY certificate_paid`,
      [orderIds],
    );
    expect(paid.map((o) => o.certificate_paid)).toEqual([149, 851]);
    expect(await balanceOf(s.db, certificate.id)).toBe(0);
    expect(await spentOn(certificate.id)).toBe(1000);
  });

  it('a cancel giving money back while orders spend it: nothing is lost or made up', async () => {
    const certificate = await insertCertificate(s.db, { nominal: 1000 });
    const [first, ...others] = await shoppers(6);
    const placed = await placeFrom(s.app, first?.v as Visitor, '10.27.0.1', {
      ...first?.form,
      certificateCode: certificate.code,
    });
    const { orderId } = (placed.json() as PlacedAnswer).result;
    expect(await balanceOf(s.db, certificate.id)).toBe(149);

    const answers = await fireAtOnce(6, (i) =>
      i === 0
        ? (first?.v as Visitor).post(`/api/personal/orders/${orderId}/cancel`)
        : placeFrom(s.app, others[i - 1]?.v as Visitor, `10.27.${i}.1`, {
            ...others[i - 1]?.form,
            certificateCode: certificate.code,
          }),
    );

    expect(answers[0]?.statusCode).toBe(200);
    const balance = await balanceOf(s.db, certificate.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance + (await spentOn(certificate.id))).toBe(1000);
  });
});

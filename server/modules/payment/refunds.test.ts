import { beforeAll, describe, expect, it } from 'vitest';
import { countStatuses, fireAtOnce } from '../../testing/parallel';
import { countRows, visitor, type Visitor } from '../../testing/shopVisitor';
import { shopWithMailSuite } from '../../testing/shopWithMail';
import { signedInAsDemoStaff } from '../../testing/staff';
import {
  fillBasket,
  ORDER_URL,
  orderForm,
  seenBasket,
  type PlacedAnswer,
} from '../checkout/testing';

/** Issue 26 point 2: refunds through the test provider, which refunds at once. */
const s = shopWithMailSuite();
let admin: Visitor;

beforeAll(async () => {
  admin = await signedInAsDemoStaff(s.app, s.db, 'admin');
});

/**
 * A guest's order of two beads (851 ₽ with delivery), paid by card (or СБП) on the test
 * provider's page.
 */
async function paidOrder(email = 'refund-buyer@hobby.test', method: 'card' | 'sbp' = 'card') {
  const v = await fillBasket(visitor(s.app), [{ productId: s.f.beads, quantity: 2 }]);
  const placed = await v.post(
    ORDER_URL,
    orderForm(await seenBasket(v), {
      payment: method,
      contact: { name: 'Ольга', phone: '+7 900 555-44-33', email },
    }),
  );
  expect(placed.statusCode, placed.body).toBe(200);
  const { orderId, payment } = (placed.json() as PlacedAnswer).result;
  const paymentId = /\/payment\/test\/([^/]+)\//.exec(payment?.confirmationUrl ?? '')?.[1];
  const decided = await v.post(`/api/payment/test/${paymentId}/decision`, {
    decision: 'succeeded',
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return { v, orderId };
}

const refundsOf = (orderId: number) =>
  s.db.query<{ amount: number; status: string; user_id: number | null }>(
    `SELECT amount, status, user_id FROM refunds WHERE order_id = $1 ORDER BY created_at, id`,
    [orderId],
  );

const paymentStateOf = async (orderId: number) =>
  (
    await s.db.query<{ payment_state: string }>(`SELECT payment_state FROM orders WHERE id = $1`, [
      orderId,
    ])
  )[0]?.payment_state;

const refund = (orderId: number, amount: number, idempotencyKey: string) =>
  admin.post(`/api/admin/orders/${orderId}/refunds`, { amount, idempotencyKey });

describe('a paid order cancelled', () => {
  it('by the shopper is refunded whole at once; the cancel mail and the refund mail say so', async () => {
    const { v, orderId } = await paidOrder();
    const cancelled = await v.post(`/api/personal/orders/${orderId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result).toMatchObject({
      status: 'cancelled',
      paymentState: 'refunded',
      refunds: [{ amount: 851, status: 'succeeded', reason: '' }],
    });
    expect(await refundsOf(orderId)).toEqual([{ amount: 851, status: 'succeeded', user_id: null }]);

    const cancelMail = await s.smtp.waitFor((m) => m.subject === `Заказ № ${orderId}: Отменён`);
    expect(cancelMail.text).toContain('Мы оформили возврат 851 ₽ — статус возврата: ожидает.');
    expect(cancelMail.text).toContain('в течение 3–10 рабочих дней');
    const refundMail = await s.smtp.waitFor(
      (m) => m.subject === `Заказ № ${orderId}: деньги возвращены`,
    );
    expect(refundMail.text).toContain(
      `Возврат 851 ₽ по заказу № ${orderId} — статус возврата: выполнен.`,
    );
    // Nothing is left to refund: staff are told so.
    const more = await refund(orderId, 1, 'after-cancel-refund-0001');
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toContain('нечего возвращать');
  });

  it("issue 27 point 4: an order paid by СБП is refunded by the shopper's cancel the same way, and the mails say the money goes back through СБП", async () => {
    const { v, orderId } = await paidOrder('sbp-refund-buyer@hobby.test', 'sbp');
    const cancelled = await v.post(`/api/personal/orders/${orderId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result).toMatchObject({
      payment: 'sbp',
      status: 'cancelled',
      paymentState: 'refunded',
      refunds: [{ amount: 851, status: 'succeeded', reason: '' }],
    });
    expect(await refundsOf(orderId)).toEqual([{ amount: 851, status: 'succeeded', user_id: null }]);
    const sbpTiming =
      'Деньги вернутся через СБП на счёт в банке, из приложения которого оплачен заказ';
    const cancelMail = await s.smtp.waitFor((m) => m.subject === `Заказ № ${orderId}: Отменён`);
    expect(cancelMail.text).toContain(sbpTiming);
    expect(cancelMail.text).not.toContain('на карту');
    const refundMail = await s.smtp.waitFor(
      (m) => m.subject === `Заказ № ${orderId}: деньги возвращены`,
    );
    expect(refundMail.text).toContain(sbpTiming);
  });

  it('by staff is refunded the same way', async () => {
    const { orderId } = await paidOrder();
    const answer = await admin.post(`/api/admin/orders/${orderId}/status`, {
      status: 'cancelled',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({
      paymentState: 'refunded',
      refundable: 0,
      refunds: [{ amount: 851, status: 'succeeded' }],
      payments: [{ status: 'succeeded', amount: 851, receivedAmount: 851, refundable: 0 }],
    });
  });

  it('an order paid on receipt is cancelled with no refund', async () => {
    const v = await fillBasket(visitor(s.app), [{ productId: s.f.beads, quantity: 1 }]);
    const placed = await v.post(ORDER_URL, orderForm(await seenBasket(v)));
    const { orderId } = (placed.json() as PlacedAnswer).result;
    const cancelled = await v.post(`/api/personal/orders/${orderId}/cancel`);
    expect(cancelled.json().result).toMatchObject({ paymentState: 'on_receipt', refunds: [] });
  });
});

describe('a staff refund', () => {
  it('in part keeps the order paid; the rest makes it refunded; more than is left is refused', async () => {
    const { orderId } = await paidOrder();
    const tooMuch = await refund(orderId, 851.01, 'part-refund-key-0001');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(
      'Вернуть можно не больше 851 ₽ — столько осталось от оплаты',
    );
    const kopecks = await refund(orderId, 1.005, 'part-refund-key-0002');
    expect(kopecks.statusCode).toBe(400);

    const part = await refund(orderId, 251, 'part-refund-key-0003');
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().result).toMatchObject({
      paymentState: 'paid',
      refundable: 600,
      refunds: [{ amount: 251, status: 'succeeded' }],
    });
    const rest = await refund(orderId, 600, 'part-refund-key-0004');
    expect(rest.json().result).toMatchObject({ paymentState: 'refunded', refundable: 0 });
    const [admin_] = await s.db.query<{ id: number }>(
      `SELECT id FROM users WHERE is_admin ORDER BY id LIMIT 1`,
    );
    expect((await refundsOf(orderId)).map((r) => r.user_id)).toEqual([admin_?.id, admin_?.id]);
    expect(
      await countRows(s.db, `staff_changes WHERE tool = 'orders' AND subject = '${orderId}'`),
    ).toBe(2);
  });

  it('issue 27 point 4: of an СБП payment, in part and then the rest, never more than it took', async () => {
    const { orderId } = await paidOrder('sbp-staff-refund@hobby.test', 'sbp');
    expect((await refund(orderId, 300, 'sbp-part-refund-0001')).json().result).toMatchObject({
      payment: 'sbp',
      paymentState: 'paid',
      refundable: 551,
    });
    const over = await refund(orderId, 600, 'sbp-over-refund-0001');
    expect(over.statusCode).toBe(409);
    const rest = await refund(orderId, 551, 'sbp-rest-refund-0001');
    expect(rest.json().result).toMatchObject({ paymentState: 'refunded', refundable: 0 });
    expect(await refundsOf(orderId)).toEqual([
      expect.objectContaining({ amount: 300, status: 'succeeded' }),
      expect.objectContaining({ amount: 551, status: 'succeeded' }),
    ]);
  });

  it('a double click (the same key at once) makes one refund', async () => {
    const { orderId } = await paidOrder();
    const answers = await fireAtOnce(8, () => refund(orderId, 100, 'double-click-key-0001'));
    expect(countStatuses(answers)).toEqual({ 200: 8 });
    expect(await refundsOf(orderId)).toEqual([
      { amount: 100, status: 'succeeded', user_id: expect.any(Number) },
    ]);
  });

  it('refunds at once with different keys never give back more than was paid', async () => {
    const { orderId } = await paidOrder();
    const answers = await fireAtOnce(6, (i) => refund(orderId, 300, `parallel-refund-${i}-0000`));
    // 851 ₽ holds two refunds of 300 ₽; the others are refused with what is left.
    expect(countStatuses(answers)).toEqual({ 200: 2, 409: 4 });
    const refunds = await refundsOf(orderId);
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([
      [300, 'succeeded'],
      [300, 'succeeded'],
    ]);
    expect(await paymentStateOf(orderId)).toBe('paid');
  });

  it('is for staff only', async () => {
    const { v, orderId } = await paidOrder();
    const answer = await v.post(`/api/admin/orders/${orderId}/refunds`, {
      amount: 10,
      idempotencyKey: 'shopper-refund-key-0001',
    });
    expect([401, 403]).toContain(answer.statusCode);
    expect(await refundsOf(orderId)).toEqual([]);
  });
});

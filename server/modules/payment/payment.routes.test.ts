import { renderSVG } from 'uqr';
import { describe, expect, it } from 'vitest';
import { countRows, visitor, VISITOR_ORIGIN, type Visitor } from '../../testing/shopVisitor';
import { shopWithMailSuite } from '../../testing/shopWithMail';
import {
  fillBasket,
  ORDER_URL,
  orderForm,
  seenBasket,
  type ErrorAnswer,
  type PlacedAnswer,
} from '../checkout/testing';
import { refreshPayment, startPayment } from './index';

const s = shopWithMailSuite();

const NOTIFICATION_URL = '/api/payment/notifications/yookassa';
// Issue 26 point 6: no PUBLIC_URL here, so the payment pages and returns use the shopper's address.
const SHOP = VISITOR_ORIGIN;

async function placeCardOrder(v: Visitor = visitor(s.app), form: Record<string, unknown> = {}) {
  await fillBasket(v, [{ productId: s.f.beads, quantity: 2 }]);
  const response = await v.post(
    ORDER_URL,
    orderForm(await seenBasket(v), { payment: 'card', ...form }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const { orderId, payment } = (response.json() as PlacedAnswer).result;
  return { v, orderId, confirmationUrl: payment?.confirmationUrl ?? '' };
}

const pathOf = (url: string) => new URL(url).pathname;

async function orderState(orderId: number) {
  const [order] = await s.db.query<{ payment_state: string; notes: string[] }>(
    `SELECT o.payment_state,
            coalesce((SELECT array_agg(h.note ORDER BY h.id) FROM order_history h WHERE h.order_id = o.id), '{}') AS notes
       FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  return order;
}

/** YooKassa's notification of a payment: the shop asks the payment's provider what it says. */
const notify = (id: string) =>
  s.app.inject({
    method: 'POST',
    url: NOTIFICATION_URL,
    payload: {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id, status: 'succeeded' },
    },
  });

/** The "paid" mails queued for the order (the outbox, written with the paid state). */
const paidMails = (orderId: number) =>
  countRows(s.db, `mail_outbox WHERE subject = 'Заказ № ${orderId} оплачен'`);

/** Clicks a button of the test provider's page as a browser without JavaScript would. */
async function decideOnPage(confirmationUrl: string, decision: string, token?: string) {
  const page = await s.app.inject({ method: 'GET', url: pathOf(confirmationUrl) });
  const formToken = token ?? /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return s.app.inject({
    method: 'POST',
    url: pathOf(confirmationUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision, token: formToken }).toString(),
  });
}

describe('paying by card with the test provider', () => {
  it("shows its page, and 'успешно' marks the order paid once, mails the shopper and returns to the shop", async () => {
    const { orderId, confirmationUrl } = await placeCardOrder();
    expect(confirmationUrl).toMatch(new RegExp(`^${SHOP}/payment/test/[0-9a-s.f-]{36}/$`));
    expect(await orderState(orderId)).toEqual({
      payment_state: 'pending',
      notes: ['Заказ оформлен'],
    });
    const [payment] = await s.db.query<{ provider: string; amount: number; total: number }>(
      `SELECT p.provider, p.amount, o.total FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.order_id = $1`,
      [orderId],
    );
    expect(payment).toEqual({ provider: 'test', amount: 851, total: 851 });

    const page = await s.app.inject({ method: 'GET', url: pathOf(confirmationUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    for (const text of ['Тестовая оплата', `Заказ № ${orderId}`, '851 ₽', '>успешно<', '>отказ<'])
      expect(page.body).toContain(text);
    // the shop's icon, which the browser would otherwise ask for as /favicon.ico: a 404
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg"');

    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
    const paid = await decideOnPage(confirmationUrl, 'succeeded', token);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${SHOP}/personal/order/make/?orderId=${orderId}`);
    expect(await orderState(orderId)).toEqual({
      payment_state: 'paid',
      notes: ['Заказ оформлен', 'Оплачен'],
    });
    const mail = await s.smtp.waitFor((m) => m.subject === `Заказ № ${orderId} оплачен`);
    expect(mail.text).toContain(`Мы получили оплату заказа № ${orderId}: 851 ₽`);
    expect(mail.text).toContain(`${SHOP}/personal/orders/${orderId}/`);
    // like every order mail: the link from all mailings, but no List-Unsubscribe header
    expect(mail.text).toMatch(
      /Отписаться от рассылок: \S+\/api\/personal\/unsubscribe\?token=[\w-]{43}/,
    );
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(await paidMails(orderId)).toBe(1);

    // The same page posted again, from another tab or by the back button.
    const again = await decideOnPage(confirmationUrl, 'canceled', token);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Платёж уже завершён');
    expect((await orderState(orderId))?.payment_state).toBe('paid');
    expect(s.smtp.messages.filter((m) => m.subject === `Заказ № ${orderId} оплачен`)).toHaveLength(
      1,
    );
  });

  it('issue 22 point 6: a payment it confirms for another amount leaves the order unpaid and mails nothing', async () => {
    const { orderId, confirmationUrl } = await placeCardOrder();
    // The provider took one kopeck less than the order's 851 ₽.
    await s.db.query(`UPDATE test_payments SET amount = 850.99 WHERE order_id = $1`, [orderId]);

    const decided = await decideOnPage(confirmationUrl, 'succeeded');
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(`${SHOP}/personal/order/make/?orderId=${orderId}`);
    const [payment] = await s.db.query<{ provider_payment_id: string }>(
      'SELECT provider_payment_id FROM payments WHERE order_id = $1',
      [orderId],
    );
    // A notification about it afterwards is taken, as the provider expects, and changes nothing.
    const notified = await notify(payment?.provider_payment_id ?? '');
    expect(notified.statusCode).toBe(200);
    expect(notified.json()).toEqual({ result: { ok: true } });
    await refreshPayment(s.app.deps, orderId);

    expect(await orderState(orderId)).toEqual({
      payment_state: 'pending',
      notes: ['Заказ оформлен'],
    });
    expect(await paidMails(orderId)).toBe(0);
    // Issue 26: the payment is not 'succeeded' either, so nothing reads it as paid; staff see
    // the amount taken and may refund it.
    const [row] = await s.db.query<{ status: string; received_amount: number }>(
      'SELECT status, received_amount FROM payments WHERE order_id = $1',
      [orderId],
    );
    expect(row).toEqual({ status: 'amount_mismatch', received_amount: 850.99 });
  });

  it('refuses a form posted without the token its page was rendered with', async () => {
    const { orderId, confirmationUrl } = await placeCardOrder();
    const forged = await decideOnPage(confirmationUrl, 'succeeded', 'forged-token');
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('Страница оплаты устарела');
    expect((await orderState(orderId))?.payment_state).toBe('pending');
  });

  it("'отказ' marks the payment failed; paying again from the cabinet's call then pays the order", async () => {
    const { v, orderId, confirmationUrl } = await placeCardOrder();
    const refusal = await decideOnPage(confirmationUrl, 'canceled');
    expect(refusal.statusCode).toBe(303);
    expect(await orderState(orderId)).toEqual({
      payment_state: 'failed',
      notes: ['Заказ оформлен', 'Оплата не прошла'],
    });

    const again = await v.post(`/api/personal/orders/${orderId}/pay`);
    const second = (again.json() as { result: { confirmationUrl: string } }).result.confirmationUrl;
    expect(second).not.toBe(confirmationUrl);
    expect((await orderState(orderId))?.payment_state).toBe('pending');
    const paymentId = pathOf(second).split('/')[3];
    const info = await v.get(`/api/payment/test/${paymentId}`);
    expect(info.json()).toEqual({
      result: {
        paymentId,
        orderId,
        amount: 851,
        description: `Заказ № ${orderId}`,
        status: 'pending',
      },
    });
    const decided = await v.post(`/api/payment/test/${paymentId}/decision`, {
      decision: 'succeeded',
    });
    expect(decided.json()).toEqual({
      result: { returnUrl: `${SHOP}/personal/order/make/?orderId=${orderId}` },
    });
    expect(await orderState(orderId)).toEqual({
      payment_state: 'paid',
      notes: ['Заказ оформлен', 'Оплата не прошла', 'Оплачен'],
    });
    const twice = await v.post(`/api/payment/test/${paymentId}/decision`, {
      decision: 'succeeded',
    });
    expect(twice.statusCode).toBe(409);
    expect((twice.json() as ErrorAnswer).error.message).toBe('Платёж уже завершён');
  });

  it('offers the open payment again instead of a second one, also to a repeated checkout request', async () => {
    const v = visitor(s.app);
    await fillBasket(v, [{ productId: s.f.beads, quantity: 1 }]);
    const form = orderForm(await seenBasket(v), { payment: 'card' });
    const first = (await v.post(ORDER_URL, form)).json() as PlacedAnswer;
    const repeated = (await v.post(ORDER_URL, form)).json() as PlacedAnswer;
    const { orderId, payment } = first.result;
    expect(repeated.result).toMatchObject({ orderId, payment });
    expect(await startPayment(s.app.deps, orderId)).toEqual(payment);
    expect(await countRows(s.db, `payments WHERE order_id = ${orderId}`)).toBe(1);
  });

  it('refuses to pay an order that is paid, paid on receipt or cancelled', async () => {
    const { orderId, confirmationUrl } = await placeCardOrder();
    await decideOnPage(confirmationUrl, 'succeeded');
    await expect(startPayment(s.app.deps, orderId)).rejects.toMatchObject({
      status: 409,
      message: 'Заказ уже оплачен',
    });

    const { orderId: onReceipt } = await placeCardOrder(visitor(s.app), { payment: 'on_receipt' });
    await expect(startPayment(s.app.deps, onReceipt)).rejects.toMatchObject({
      status: 409,
      message: 'Этот заказ оплачивается при получении',
    });

    const { orderId: cancelled } = await placeCardOrder();
    await s.db.query(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [cancelled]);
    await expect(startPayment(s.app.deps, cancelled)).rejects.toMatchObject({
      status: 409,
      message: 'Отменённый заказ нельзя оплатить',
    });
  });
});

describe('paying by СБП with the test provider (issue 27 point 4)', () => {
  it('shows the QR code of its page; «отказ» fails the order, paying again from the cabinet is СБП again, and «успешно» pays it', async () => {
    const { v, orderId, confirmationUrl } = await placeCardOrder(visitor(s.app), {
      payment: 'sbp',
    });
    expect(confirmationUrl).toMatch(new RegExp(`^${SHOP}/payment/test/[0-9a-f-]{36}/$`));
    const [payment] = await s.db.query<{ method: string; amount: number }>(
      `SELECT t.method, t.amount FROM payments p JOIN test_payments t ON t.id = p.provider_payment_id
        WHERE p.order_id = $1`,
      [orderId],
    );
    expect(payment).toEqual({ method: 'sbp', amount: 851 });
    const page = await s.app.inject({ method: 'GET', url: pathOf(confirmationUrl) });
    expect(page.statusCode).toBe(200);
    for (const text of [
      'Способ оплаты</dt><dd>СБП</dd>',
      'role="img" aria-label="QR-код для оплаты через СБП"',
      'Отсканируйте QR-код камерой телефона или в приложении банка',
      '>успешно<',
      '>отказ<',
    ])
      expect(page.body).toContain(text);
    // the picture is the QR code of the page's own address: a phone that scans it opens the page
    expect(page.body).toContain(renderSVG(confirmationUrl, { ecc: 'M', border: 2 }));

    expect((await decideOnPage(confirmationUrl, 'canceled')).statusCode).toBe(303);
    expect(await orderState(orderId)).toEqual({
      payment_state: 'failed',
      notes: ['Заказ оформлен', 'Оплата не прошла'],
    });
    const decided = await s.app.inject({ method: 'GET', url: pathOf(confirmationUrl) });
    expect(decided.body).not.toContain('<svg');

    const again = await v.post(`/api/personal/orders/${orderId}/pay`);
    const second = (again.json() as { result: { confirmationUrl: string } }).result.confirmationUrl;
    expect(second).not.toBe(confirmationUrl);
    const secondPage = await s.app.inject({ method: 'GET', url: pathOf(second) });
    expect(secondPage.body).toContain(renderSVG(second, { ecc: 'M', border: 2 }));
    expect((await orderState(orderId))?.payment_state).toBe('pending');

    expect((await decideOnPage(second, 'succeeded')).headers.location).toBe(
      `${SHOP}/personal/order/make/?orderId=${orderId}`,
    );
    expect(await orderState(orderId)).toEqual({
      payment_state: 'paid',
      notes: ['Заказ оформлен', 'Оплата не прошла', 'Оплачен'],
    });
    const order = await v.get(`/api/personal/orders/${orderId}`);
    expect(order.json().result).toMatchObject({ payment: 'sbp', paymentState: 'paid' });
    const mail = await s.smtp.waitFor((m) => m.subject === `Заказ № ${orderId} оформлен`);
    expect(mail.text).toContain('Оплата: СБП.');
  });
});

describe('payment notifications', () => {
  it('ignore a payment the shop never made, and change nothing for one still pending at the provider', async () => {
    const { orderId, confirmationUrl } = await placeCardOrder();
    const before = await countRows(s.db, 'order_history');

    const unknown = await notify('2f5e1c2a-000f-5000-9000-1b68e7b15f3f');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ result: { ok: true } });

    const [payment] = await s.db.query<{ provider_payment_id: string }>(
      'SELECT provider_payment_id FROM payments WHERE order_id = $1',
      [orderId],
    );
    expect(pathOf(confirmationUrl)).toContain(payment?.provider_payment_id);
    const pending = await notify(payment?.provider_payment_id ?? '');
    expect(pending.statusCode).toBe(200);
    expect((await orderState(orderId))?.payment_state).toBe('pending');
    expect(
      await countRows(s.db, `payments WHERE order_id = ${orderId} AND status = 'pending'`),
    ).toBe(1);
    expect(await countRows(s.db, 'order_history')).toBe(before);
  });

  it('a payment finished at the provider is applied when the shopper comes back, even with no notification', async () => {
    const { orderId } = await placeCardOrder();
    await s.db.query(
      `UPDATE test_payments SET status = 'succeeded'
        WHERE id = (SELECT provider_payment_id FROM payments WHERE order_id = $1)`,
      [orderId],
    );
    expect((await orderState(orderId))?.payment_state).toBe('pending');
    await refreshPayment(s.app.deps, orderId);
    expect((await orderState(orderId))?.payment_state).toBe('paid');
  });

  it('a late refusal never takes a paid order back', async () => {
    const { orderId, confirmationUrl } = await placeCardOrder();
    await decideOnPage(confirmationUrl, 'succeeded');
    // The provider answers differently now for the same payment (a late, contradicting answer).
    const [payment] = await s.db.query<{ provider_payment_id: string }>(
      `UPDATE payments SET status = 'pending' WHERE order_id = $1 RETURNING provider_payment_id`,
      [orderId],
    );
    await s.db.query(`UPDATE test_payments SET status = 'canceled' WHERE id = $1`, [
      payment?.provider_payment_id,
    ]);
    expect((await notify(payment?.provider_payment_id ?? '')).statusCode).toBe(200);
    expect(await orderState(orderId)).toEqual({
      payment_state: 'paid',
      notes: ['Заказ оформлен', 'Оплачен'],
    });
  });
});

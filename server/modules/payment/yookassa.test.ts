import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, visitor, VISITOR_ORIGIN } from '../../testing/shopVisitor';
import { shopWithMailSuite } from '../../testing/shopWithMail';
import {
  fillBasket,
  ORDER_URL,
  orderForm,
  seenBasket,
  type PlacedAnswer,
} from '../checkout/testing';
import { signedInAsDemoStaff } from '../../testing/staff';
import { refreshPayment, startPayment } from './index';

/**
 * A stand-in for YooKassa's API v3 on a local port: it answers as the documented API does and
 * keeps every request, so the tests check what the adapter sends.
 */
interface FakeYookassa {
  url: string;
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: unknown }[];
  /** The state GET /payments/{id} answers; a test moves it on. */
  status: Map<string, 'pending' | 'succeeded' | 'canceled'>;
  /** The amount GET /payments/{id} answers ("851.00"): the one created, unless a test changes it. */
  amounts: Map<string, string>;
  /** How POST /refunds answers: made (succeeded), cancelled by the card's bank, or refused (400). */
  refunds: 'succeeded' | 'rejected_by_payee' | 'invalid_request';
  failing: boolean;
  close(): Promise<void>;
}

async function startFakeYookassa(): Promise<FakeYookassa> {
  const fake = {
    requests: [] as FakeYookassa['requests'],
    status: new Map<string, 'pending' | 'succeeded' | 'canceled'>(),
    amounts: new Map<string, string>(),
    failing: false,
    refunds: 'succeeded' as FakeYookassa['refunds'],
  };
  const { amounts } = fake;
  const byKey = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = text ? (JSON.parse(text) as { amount: { value: string } }) : null;
      const path = request.url ?? '';
      fake.requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      const answer = (id: string) => ({
        id,
        status: fake.status.get(id),
        paid: fake.status.get(id) === 'succeeded',
        amount: { value: amounts.get(id), currency: 'RUB' },
        confirmation: {
          type: 'redirect',
          confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`,
        },
        test: true,
      });
      response.setHeader('content-type', 'application/json');
      if (fake.failing) {
        response.statusCode = 500;
        return response.end('{"type":"error","code":"internal_server_error"}');
      }
      if (request.method === 'POST' && path === '/v3/payments' && body) {
        const key = String(request.headers['idempotence-key']);
        const id =
          byKey.get(key) ?? `2f5e1c2a-000f-5000-9000-${String(byKey.size).padStart(12, '0')}`;
        byKey.set(key, id);
        amounts.set(id, body.amount.value);
        if (!fake.status.has(id)) fake.status.set(id, 'pending');
        return response.end(JSON.stringify(answer(id)));
      }
      if (request.method === 'POST' && path === '/v3/refunds') {
        if (fake.refunds === 'invalid_request') {
          response.statusCode = 400;
          return response.end(
            '{"type":"error","code":"invalid_request","description":"Refund amount exceeds the available balance"}',
          );
        }
        const refunded = fake.refunds === 'succeeded';
        return response.end(
          JSON.stringify({
            id: `2f5e1c2a-0015-5000-a000-${String(fake.requests.length).padStart(12, '0')}`,
            status: refunded ? 'succeeded' : 'canceled',
            ...(!refunded && {
              cancellation_details: { party: 'payment_network', reason: fake.refunds },
            }),
          }),
        );
      }
      const id = /^\/v3\/payments\/(.+)$/.exec(path)?.[1];
      if (request.method === 'GET' && id && fake.status.has(id))
        return response.end(JSON.stringify(answer(id)));
      response.statusCode = 404;
      response.end('{"type":"error","code":"not_found"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v3`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

let yookassa: FakeYookassa;

beforeAll(async () => {
  yookassa = await startFakeYookassa();
});
afterAll(() => yookassa?.close());

const s = shopWithMailSuite(() => ({
  paymentProvider: 'yookassa',
  yookassa: { shopId: '506751', secretKey: 'test_secret-key', apiUrl: yookassa.url },
}));

beforeEach(() => {
  yookassa.requests.length = 0;
  yookassa.failing = false;
  yookassa.refunds = 'succeeded';
});

async function placeCardOrder(
  lines: { productId: number; quantity: number }[],
  coupon?: string,
  payment: 'card' | 'sbp' = 'card',
) {
  const v = await fillBasket(visitor(s.app), lines);
  if (coupon) await v.post('/api/catalog/basket/applyCoupon', { coupon });
  const response = await v.post(
    ORDER_URL,
    orderForm(await seenBasket(v), {
      payment,
      contact: { name: 'Мария', phone: '+7 900 111-22-33', email: 'yookassa-buyer@hobby.test' },
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as PlacedAnswer).result;
}

const notify = (id: string) =>
  s.app.inject({
    method: 'POST',
    url: '/api/payment/notifications/yookassa',
    payload: {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id, status: 'succeeded' },
    },
  });

const paymentState = async (orderId: number) =>
  (
    await s.db.query<{ payment_state: string }>('SELECT payment_state FROM orders WHERE id = $1', [
      orderId,
    ])
  )[0]?.payment_state;

/** The id YooKassa gave the order's payment. */
const yookassaIdOf = async (orderId: number) =>
  (
    await s.db.query<{ provider_payment_id: string }>(
      'SELECT provider_payment_id FROM payments WHERE order_id = $1',
      [orderId],
    )
  )[0]?.provider_payment_id ?? '';

/** A card order of one bead set (600.50 ₽) that YooKassa says is paid. */
async function paidCardOrder() {
  const { orderId } = await placeCardOrder([{ productId: s.f.beads, quantity: 1 }]);
  const id = await yookassaIdOf(orderId);
  yookassa.status.set(id, 'succeeded');
  await notify(id);
  expect(await paymentState(orderId)).toBe('paid');
  return { orderId, id };
}

interface SentPayment {
  amount: { value: string; currency: string };
  receipt: { items: { quantity: string; amount: { value: string } }[] };
}

describe('the YooKassa adapter', () => {
  it('creates the payment with Basic auth, the Idempotence-Key and the receipt of the order, and sends the shopper to its page', async () => {
    const { orderId, payment } = await placeCardOrder([{ productId: s.f.beads, quantity: 2 }]);
    const [ours] = await s.db.query<{ id: string; provider: string; provider_payment_id: string }>(
      'SELECT id, provider, provider_payment_id FROM payments WHERE order_id = $1',
      [orderId],
    );
    expect(ours?.provider).toBe('yookassa');
    expect(payment?.confirmationUrl).toBe(
      `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${ours?.provider_payment_id}`,
    );

    expect(yookassa.requests).toHaveLength(1);
    const [created] = yookassa.requests;
    expect(created?.method).toBe('POST');
    expect(created?.path).toBe('/v3/payments');
    expect(created?.headers.authorization).toBe(
      `Basic ${Buffer.from('506751:test_secret-key').toString('base64')}`,
    );
    expect(created?.headers['idempotence-key']).toBe(ours?.id);
    expect(created?.body).toEqual({
      amount: { value: '851.00', currency: 'RUB' },
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: `${VISITOR_ORIGIN}/personal/order/make/?orderId=${orderId}`,
      },
      description: `Заказ № ${orderId}`,
      metadata: { orderId: String(orderId) },
      receipt: {
        customer: { email: 'yookassa-buyer@hobby.test' },
        items: [
          {
            description: 'Бисер Радуга',
            quantity: '2.00',
            amount: { value: '250.50', currency: 'RUB' },
            vat_code: 1,
            payment_subject: 'commodity',
            payment_mode: 'full_payment',
          },
          {
            description: 'Доставка: Курьером до двери',
            quantity: '1.00',
            amount: { value: '350.00', currency: 'RUB' },
            vat_code: 1,
            payment_subject: 'service',
            payment_mode: 'full_payment',
          },
        ],
      },
    });
  });

  it('issue 27 point 4: an СБП order is paid through YooKassa with payment_method_data.type sbp and the redirect confirmation, only when YooKassa says so, and refunded', async () => {
    const { orderId, payment } = await placeCardOrder(
      [{ productId: s.f.beads, quantity: 2 }],
      undefined,
      'sbp',
    );
    const id = await yookassaIdOf(orderId);
    expect(payment?.confirmationUrl).toBe(
      `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`,
    );
    const created = yookassa.requests[0]?.body as SentPayment & Record<string, unknown>;
    expect(created).toMatchObject({
      amount: { value: '851.00', currency: 'RUB' },
      capture: true,
      payment_method_data: { type: 'sbp' },
      confirmation: {
        type: 'redirect',
        return_url: `${VISITOR_ORIGIN}/personal/order/make/?orderId=${orderId}`,
      },
      description: `Заказ № ${orderId}`,
    });
    expect(created.receipt.items).toHaveLength(2);

    // a refusal at the bank: the order waits for another payment, which is СБП again
    yookassa.status.set(id, 'canceled');
    await notify(id);
    expect(await paymentState(orderId)).toBe('failed');
    await startPayment(s.app.deps, orderId);
    const again = yookassa.requests.filter((r) => r.method === 'POST' && r.path === '/v3/payments');
    expect(again).toHaveLength(2);
    expect(again[1]?.body).toMatchObject({ payment_method_data: { type: 'sbp' } });

    const [second] = await s.db.query<{ provider_payment_id: string }>(
      `SELECT provider_payment_id FROM payments WHERE order_id = $1 AND status = 'pending'`,
      [orderId],
    );
    expect(await paymentState(orderId)).toBe('pending');
    yookassa.status.set(second?.provider_payment_id ?? '', 'succeeded');
    await notify(second?.provider_payment_id ?? '');
    expect(await paymentState(orderId)).toBe('paid');

    const staff = await signedInAsDemoStaff(s.app, s.db, 'admin');
    const refunded = await staff.post(`/api/admin/orders/${orderId}/refunds`, {
      amount: 851,
      idempotencyKey: 'yookassa-sbp-refund-0001',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const sent = yookassa.requests.find((r) => r.path === '/v3/refunds');
    expect(sent?.body).toMatchObject({
      payment_id: second?.provider_payment_id,
      amount: { value: '851.00', currency: 'RUB' },
    });
    expect(refunded.json().result).toMatchObject({
      payment: 'sbp',
      paymentState: 'refunded',
      refunds: [{ amount: 851, status: 'succeeded' }],
    });
  });

  it("shares a coupon's discount between the receipt's items so they add up to the payment to the kopeck", async () => {
    await placeCardOrder(
      [
        { productId: s.f.paint, quantity: 1 },
        { productId: s.f.beads, quantity: 3 },
      ],
      'SHOP-TEST-10',
    );
    const sent = yookassa.requests[0]?.body as SentPayment;
    // 1 000 + 3 × 250.50 = 1 751.50; 10 % off is 175.15; courier 350.
    expect(sent.amount.value).toBe('1926.35');
    const kopecks = sent.receipt.items.reduce(
      (sum, item) => sum + Math.round(Number(item.amount.value) * 100) * Number(item.quantity),
      0,
    );
    expect(kopecks).toBe(192_635);
  });

  it('takes a notification as a question: the order is paid only when YooKassa itself says so', async () => {
    const { orderId } = await placeCardOrder([{ productId: s.f.beads, quantity: 1 }]);
    const id = await yookassaIdOf(orderId);

    expect((await notify(id)).statusCode).toBe(200);
    expect(yookassa.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v3/payments/${id}` });
    expect(await paymentState(orderId)).toBe('pending');

    yookassa.status.set(id, 'succeeded');
    const answer = await notify(id);
    expect(answer.json()).toEqual({ result: { ok: true } });
    expect(await paymentState(orderId)).toBe('paid');
  });

  it('issue 22 point 6: a payment YooKassa confirms for another amount leaves the order unpaid and mails nothing', async () => {
    const { orderId } = await placeCardOrder([{ productId: s.f.beads, quantity: 1 }]);
    const id = await yookassaIdOf(orderId);
    expect(yookassa.amounts.get(id)).toBe('600.50');
    yookassa.status.set(id, 'succeeded');
    yookassa.amounts.set(id, '600.49');

    // Taken (200), so YooKassa stops sending it; the shopper's return asks once more.
    const answer = await notify(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ result: { ok: true } });
    expect((await notify(id)).statusCode).toBe(200);
    await refreshPayment(s.app.deps, orderId);

    expect(await paymentState(orderId)).toBe('pending');
    expect(await countRows(s.db, `order_history WHERE order_id = ${orderId}`)).toBe(1);
    expect(await countRows(s.db, `mail_outbox WHERE subject = 'Заказ № ${orderId} оплачен'`)).toBe(
      0,
    );
  });

  it('places the order without a payment when YooKassa is down; paying later says so', async () => {
    yookassa.failing = true;
    const { orderId, payment } = await placeCardOrder([{ productId: s.f.beads, quantity: 1 }]);
    expect(payment).toBeNull();
    expect(await paymentState(orderId)).toBe('pending');
    expect(
      await countRows(s.db, `payments WHERE order_id = ${orderId} AND status = 'canceled'`),
    ).toBe(1);
    await expect(startPayment(s.app.deps, orderId)).rejects.toMatchObject({
      status: 503,
      message: 'Платёжный сервис сейчас недоступен. Оплатите заказ чуть позже в личном кабинете.',
    });

    yookassa.failing = false;
    const { confirmationUrl } = await startPayment(s.app.deps, orderId);
    expect(confirmationUrl).toMatch(/^https:\/\/yoomoney\.ru\//);
  });

  it('issue 26 point 2: refunds with POST /v3/refunds, the Idempotence-Key, the payment, the amount and the receipt', async () => {
    const { orderId, id } = await paidCardOrder();
    const staff = await signedInAsDemoStaff(s.app, s.db, 'admin');
    const answer = await staff.post(`/api/admin/orders/${orderId}/refunds`, {
      amount: 100.5,
      idempotencyKey: 'yookassa-refund-key-0001',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = yookassa.requests.find((r) => r.path === '/v3/refunds');
    const [row] = await s.db.query<{ id: string }>(`SELECT id FROM refunds WHERE order_id = $1`, [
      orderId,
    ]);
    expect(sent?.headers['idempotence-key']).toBe(row?.id);
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from('506751:test_secret-key').toString('base64')}`,
    );
    const body = sent?.body as SentPayment & { payment_id: string };
    expect(body).toMatchObject({ payment_id: id, amount: { value: '100.50', currency: 'RUB' } });
    expect(body.receipt).toMatchObject({ customer: { email: 'yookassa-buyer@hobby.test' } });
    const receiptSum = body.receipt.items.reduce(
      (sum, item) => sum + Math.round(Number(item.amount.value) * 100) * Number(item.quantity),
      0,
    );
    expect(receiptSum).toBe(10050);
    expect(answer.json().result).toMatchObject({
      paymentState: 'paid',
      refunds: [{ amount: 100.5, status: 'succeeded' }],
    });
  });

  it('issue 26 point 2: a refund YooKassa cancels or refuses is shown to staff with the reason and leaves the order unrefunded', async () => {
    const staff = await signedInAsDemoStaff(s.app, s.db, 'admin');
    const cases = [
      ['rejected_by_payee', 'Возврат отклонил банк покупателя'],
      ['invalid_request', 'ЮKassa: Refund amount exceeds the available balance'],
    ] as const;
    for (const [refusal, reason] of cases) {
      const { orderId } = await paidCardOrder();
      yookassa.refunds = refusal;
      const answer = await staff.post(`/api/admin/orders/${orderId}/status`, {
        status: 'cancelled',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().result).toMatchObject({
        status: 'cancelled',
        paymentState: 'paid',
        refundable: 600.5,
        refunds: [{ amount: 600.5, status: 'canceled', reason }],
      });
      expect(
        await countRows(
          s.db,
          `mail_outbox WHERE subject = 'Заказ № ${orderId}: деньги возвращены'`,
        ),
      ).toBe(0);
    }
  });

  it('hides the test provider, whose page would let anyone pay', async () => {
    const id = '2f5e1c2a-000f-5000-9000-000000000000';
    expect((await visitor(s.app).get(`/api/payment/test/${id}`)).statusCode).toBe(404);
    expect((await visitor(s.app).get(`/payment/test/${id}/`)).statusCode).toBe(404);
  });
});

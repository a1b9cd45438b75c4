import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAsDemoStaff } from '../../testing/staff';
import { countRows, signedUp, visitor, type Visitor } from '../../testing/shopVisitor';
import { shopWithMailSuite } from '../../testing/shopWithMail';
import {
  fillBasket,
  OPTIONS_URL,
  ORDER_URL,
  orderForm,
  seenBasket,
  type ErrorAnswer,
  type PlacedAnswer,
} from '../checkout/testing';
import { refreshPayment } from '../payment';
import { balanceOf, insertCertificate, insertCertificateProduct } from './testing';

// Issue 26 point 1: gift certificates that are bought, mailed, spent, given back and blocked.

const s = shopWithMailSuite();
let certificate3000: number;

beforeAll(async () => {
  certificate3000 = await insertCertificateProduct(s.db, 3000);
});

const CHECK_URL = '/api/checkout/certificate';
const placed = (response: { json: () => unknown }) => (response.json() as PlacedAnswer).result;
const refused = (response: { json: () => unknown }) => (response.json() as ErrorAnswer).error;

/** Marks the order's test payment paid at the provider and lets the shop learn it. */
async function payAtProvider(orderId: number) {
  await s.db.query(
    `UPDATE test_payments SET status = 'succeeded'
      WHERE id = (SELECT provider_payment_id FROM payments WHERE order_id = $1)`,
    [orderId],
  );
  await refreshPayment(s.app.deps, orderId);
}

async function orderRow(orderId: number) {
  const [row] = await s.db.query<{
    total: number;
    certificate_paid: number;
    payment_state: string;
    delivery_kind: string;
    delivery_price: number;
  }>(
    `SELECT total, certificate_paid, payment_state, delivery_kind, delivery_price
       FROM orders WHERE id = $1`,
    [orderId],
  );
  return row;
}

const paymentAmount = async (orderId: number) =>
  (
    await s.db.query<{ amount: number }>(`SELECT amount FROM payments WHERE order_id = $1`, [
      orderId,
    ])
  )[0]?.amount ?? null;

/** Two beads (2 × 250.5 ₽) delivered by courier (350 ₽): 851 ₽ in all. */
async function beadsOrder(v: Visitor, form: Record<string, unknown>) {
  await fillBasket(v, [{ productId: s.f.beads, quantity: 2 }]);
  return v.post(ORDER_URL, orderForm(await seenBasket(v), form));
}

describe('buying a certificate', () => {
  it('is electronic: no courier and no price, paid by card only, its code mailed once it is paid', async () => {
    const v = await fillBasket(visitor(s.app), [{ productId: certificate3000, quantity: 2 }]);
    const options = (await v.get(OPTIONS_URL)).json().result;
    expect(options.certificates).toBe('only');
    expect(options.deliveries).toEqual([
      expect.objectContaining({
        kind: 'email',
        title: 'Электронный сертификат на почту',
        price: 0,
      }),
    ]);
    // issue 27 point 4: online only, СБП first
    expect(options.payments).toEqual([
      { method: 'sbp', title: 'СБП' },
      { method: 'card', title: 'Картой онлайн' },
    ]);

    const seen = await seenBasket(v);
    const onReceipt = await v.post(
      ORDER_URL,
      orderForm(seen, { delivery: { kind: 'email' }, payment: 'on_receipt' }),
    );
    expect(onReceipt.statusCode).toBe(400);
    expect(refused(onReceipt).message).toBe(
      'Подарочный сертификат оплачивается онлайн — по СБП или картой: его код придёт на почту сразу после оплаты.',
    );

    const email = 'certificate-buyer@hobby.test';
    const response = await v.post(
      ORDER_URL,
      orderForm(seen, {
        delivery: { kind: 'email' },
        payment: 'card',
        contact: { name: 'Ирина', phone: '+7 900 555-44-33', email },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { orderId } = placed(response);
    // No city nor address for what goes to the mail, and nothing to pack.
    const confirmation = await s.smtp.waitFor(
      (m) => m.to.includes(email) && m.subject.includes(`№ ${orderId} оформлен`),
    );
    expect(confirmation.text).toContain('Доставка: Электронный сертификат на почту.');
    expect(confirmation.text).toContain('коды сертификатов придут отдельным письмом');
    expect(confirmation.text).not.toContain('собирать');
    expect(await orderRow(orderId)).toMatchObject({
      total: 6000,
      delivery_kind: 'email',
      delivery_price: 0,
      payment_state: 'pending',
    });
    expect(await countRows(s.db, `certificates WHERE order_id = ${orderId}`)).toBe(0);

    await payAtProvider(orderId);
    await payAtProvider(orderId); // a repeated notice issues nothing more
    const codes = await s.db.query<{ code: string; nominal: number; balance: number }>(
      `SELECT code, nominal, balance FROM certificates WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      expect(code.code).toMatch(/^HOBBY(-[A-HJKMNP-Z2-9]{4}){3}$/);
      expect(code).toMatchObject({ nominal: 3000, balance: 3000 });
    }
    const mail = await s.smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Ваши подарочные сертификаты',
    );
    for (const code of codes) expect(mail.text).toContain(`${code.code} — 3 000 ₽`);
    expect(mail.text).toContain('«Подарочный сертификат»');

    // The buyer's cabinet shows the codes with their balance.
    const detail = (await v.get(`/api/personal/orders/${orderId}`)).json().result;
    expect(detail.delivery).toMatchObject({
      kind: 'email',
      title: 'Электронный сертификат на почту',
    });
    expect(detail.certificates).toEqual(
      codes.map((c) => ({ code: c.code, nominal: 3000, balance: 3000, state: 'active' })),
    );
  });

  it('a basket with goods and a certificate is delivered as usual and paid by card only', async () => {
    const v = await fillBasket(visitor(s.app), [
      { productId: s.f.beads, quantity: 1 },
      { productId: certificate3000, quantity: 1 },
    ]);
    const options = (await v.get(OPTIONS_URL)).json().result;
    expect(options.certificates).toBe('some');
    expect(options.deliveries.map((d: { kind: string }) => d.kind)).toEqual([
      'courier',
      'pickup',
      'post',
    ]);
    // issue 27 point 4: online only, СБП first
    expect(options.payments).toEqual([
      { method: 'sbp', title: 'СБП' },
      { method: 'card', title: 'Картой онлайн' },
    ]);
    const email = await v.post(
      ORDER_URL,
      orderForm(await seenBasket(v), { delivery: { kind: 'email' }, payment: 'card' }),
    );
    expect(email.statusCode).toBe(409);
    expect(refused(email).code).toBe('BASKET_CHANGED');
  });
});

describe('coupons and certificates', () => {
  it('a coupon with certificates only in the basket says it takes nothing off them; with goods, that it takes off the goods', async () => {
    const v = await fillBasket(visitor(s.app), [{ productId: certificate3000, quantity: 1 }]);
    expect(
      (await v.post('/api/catalog/basket/applyCoupon', { coupon: 'SHOP-TEST-10' })).statusCode,
    ).toBe(200);
    const only = (await v.get('/api/catalog/basket/info')).json().result;
    expect(only.summary).toMatchObject({ couponDiscount: 0, total: 3000 });
    expect(only.coupons).toEqual([
      expect.objectContaining({
        coupon: 'SHOP-TEST-10',
        note: 'не действует — купоны не применяются к подарочным сертификатам; скидка будет, когда в корзине появятся товары',
      }),
    ]);
    await fillBasket(v, [{ productId: s.f.paint, quantity: 1 }]);
    const withGoods = (await v.get('/api/catalog/basket/info')).json().result;
    expect(withGoods.summary.couponDiscount).toBe(100);
    expect(withGoods.coupons[0].note).toBe(
      'скидка только на товары — к подарочным сертификатам купоны не применяются',
    );
    expect(
      withGoods.items.find((i: { productId: number }) => i.productId === certificate3000),
    ).toMatchObject({ giftCertificate: true });
  });
});

describe('checking a code at checkout', () => {
  it('answers the balance for a code typed in any case, with or without dashes', async () => {
    const { code } = await insertCertificate(s.db, { nominal: 3000, balance: 1250 });
    const typed = code.toLowerCase().replaceAll('-', ' ');
    const response = await visitor(s.app).post(CHECK_URL, { code: typed });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toEqual({ code, balance: 1250 });
  });

  it.each([
    [
      'an unknown code',
      {},
      'Сертификат с таким кодом не найден. Проверьте код — он в письме с сертификатом.',
    ],
    [
      'a blocked one',
      { blocked: true },
      'Этот сертификат заблокирован. Если это ошибка, напишите или позвоните нам.',
    ],
    ['a spent one', { balance: 0 }, 'Сертификат уже израсходован: на нём не осталось денег.'],
  ])('refuses %s and says why', async (_, state, message) => {
    const code =
      'blocked' in state || 'balance' in state
        ? (await insertCertificate(s.db, state)).code
        : 'HOBBY-AAAA-BBBB-CCCC';
    const response = await visitor(s.app).post(CHECK_URL, { code });
    expect(response.statusCode).toBe(409);
    expect(refused(response)).toMatchObject({ code: 'CERTIFICATE', message });
  });

  it('stops a visitor who guesses codes', async () => {
    const v = visitor(s.app);
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push(
        (await v.post(CHECK_URL, { code: `HOBBY-AAAA-BBBB-${String(i).padStart(4, '2')}` }))
          .statusCode,
      );
    expect(answers.slice(0, 20).every((status) => status === 409)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('paying with a certificate', () => {
  it('pays part of an order: the card is asked for the rest, the certificate keeps nothing', async () => {
    const certificate = await insertCertificate(s.db, { nominal: 500 });
    const response = await beadsOrder(visitor(s.app), {
      payment: 'card',
      certificateCode: certificate.code,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, payment } = placed(response);
    expect(payment?.confirmationUrl).toBeTruthy();
    expect(await orderRow(orderId)).toMatchObject({
      total: 851,
      certificate_paid: 500,
      payment_state: 'pending',
    });
    expect(await paymentAmount(orderId)).toBe(351);
    expect(await balanceOf(s.db, certificate.id)).toBe(0);
  });

  it('pays a whole order: it is paid at once, with no card payment, and the rest stays on it', async () => {
    const certificate = await insertCertificate(s.db, { nominal: 3000, balance: 1000 });
    const v = visitor(s.app);
    const response = await beadsOrder(v, { payment: 'card', certificateCode: certificate.code });
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, payment } = placed(response);
    expect(payment).toBeNull();
    expect(await orderRow(orderId)).toMatchObject({ certificate_paid: 851, payment_state: 'paid' });
    expect(await paymentAmount(orderId)).toBeNull();
    expect(await balanceOf(s.db, certificate.id)).toBe(149);
    const detail = (await v.get(`/api/personal/orders/${orderId}`)).json().result;
    expect(detail.certificatePayment).toEqual({
      code: certificate.code,
      amount: 851,
      returned: false,
    });
    expect(detail.canPay).toBe(false);
  });

  it('with payment on receipt, the courier takes only the rest', async () => {
    const certificate = await insertCertificate(s.db, { nominal: 500 });
    const response = await beadsOrder(visitor(s.app), { certificateCode: certificate.code });
    expect(response.statusCode, response.body).toBe(200);
    expect(await orderRow(placed(response).orderId)).toMatchObject({
      certificate_paid: 500,
      payment_state: 'on_receipt',
    });
  });

  it('refuses a blocked certificate and places nothing, the basket kept', async () => {
    const certificate = await insertCertificate(s.db, { blocked: true });
    const v = visitor(s.app);
    const orders = await countRows(s.db, 'orders');
    const response = await beadsOrder(v, { certificateCode: certificate.code });
    expect(response.statusCode).toBe(409);
    expect(refused(response).message).toBe(
      'Этот сертификат заблокирован. Если это ошибка, напишите или позвоните нам.',
    );
    expect(await countRows(s.db, 'orders')).toBe(orders);
    expect(await seenBasket(v)).toHaveLength(1);
    expect(await balanceOf(s.db, certificate.id)).toBe(1000);
  });

  it('never pays for another certificate', async () => {
    const certificate = await insertCertificate(s.db);
    const v = await fillBasket(visitor(s.app), [{ productId: certificate3000, quantity: 1 }]);
    const response = await v.post(
      ORDER_URL,
      orderForm(await seenBasket(v), {
        delivery: { kind: 'email' },
        payment: 'card',
        certificateCode: certificate.code,
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(refused(response).message).toBe(
      'Подарочным сертификатом нельзя оплатить другой сертификат — только товары и доставку.',
    );
    expect(await balanceOf(s.db, certificate.id)).toBe(1000);
  });

  it('a cancelled order gives the certificate back what it spent, once', async () => {
    const certificate = await insertCertificate(s.db, { nominal: 1000 });
    const v = visitor(s.app);
    const response = await beadsOrder(v, { certificateCode: certificate.code });
    const { orderId } = placed(response);
    expect(await balanceOf(s.db, certificate.id)).toBe(149);

    const cancel = await v.post(`/api/personal/orders/${orderId}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().result.certificatePayment).toEqual({
      code: certificate.code,
      amount: 851,
      returned: true,
    });
    expect(await balanceOf(s.db, certificate.id)).toBe(1000);
    expect((await v.post(`/api/personal/orders/${orderId}/cancel`)).statusCode).toBe(409);
    expect(await balanceOf(s.db, certificate.id)).toBe(1000);
  });

  it('an order whose certificate has paid for something is not cancelled: its money is spent', async () => {
    const buyer = await fillBasket(visitor(s.app), [{ productId: certificate3000, quantity: 1 }]);
    const bought = placed(
      await buyer.post(
        ORDER_URL,
        orderForm(await seenBasket(buyer), { delivery: { kind: 'email' }, payment: 'card' }),
      ),
    ).orderId;
    await payAtProvider(bought);
    const [certificate] = await s.db.query<{ id: number; code: string }>(
      `SELECT id, code FROM certificates WHERE order_id = $1`,
      [bought],
    );
    const detailOf = async () => (await buyer.get(`/api/personal/orders/${bought}`)).json().result;
    expect((await detailOf()).canCancel).toBe(true);
    const spending = await beadsOrder(visitor(s.app), { certificateCode: certificate!.code });
    expect(spending.statusCode, spending.body).toBe(200);
    // the cabinet no longer offers the cancel
    expect((await detailOf()).canCancel).toBe(false);
    const refundsBefore = await countRows(s.db, 'refunds');

    for (const cancel of [
      () => buyer.post(`/api/personal/orders/${bought}/cancel`),
      async () =>
        (await signedInAsDemoStaff(s.app, s.db, 'admin')).post(
          `/api/admin/orders/${bought}/status`,
          { status: 'cancelled' },
        ),
    ]) {
      const refusal = await cancel();
      expect(refusal.statusCode, refusal.body).toBe(409);
      expect(refused(refusal).message).toBe(
        `Заказ нельзя отменить: сертификатом ${certificate!.code} из него уже оплачены покупки. Напишите или позвоните нам — вернём то, что на нём осталось.`,
      );
    }
    expect(await countRows(s.db, 'refunds')).toBe(refundsBefore);
    expect(await balanceOf(s.db, certificate!.id)).toBe(2149);
    const [state] = await s.db.query<{ status: string; blocked: boolean }>(
      `SELECT o.status, c.blocked_at IS NOT NULL AS blocked
         FROM orders o JOIN certificates c ON c.order_id = o.id WHERE o.id = $1`,
      [bought],
    );
    expect(state).toEqual({ status: 'new', blocked: false });
  });
});

describe('certificates for staff', () => {
  let admin: Visitor;
  beforeAll(async () => {
    admin = await signedInAsDemoStaff(s.app, s.db, 'admin');
  });

  it('lists certificates with their order and uses; blocking one is logged and stops it paying', async () => {
    const certificate = await insertCertificate(s.db, { nominal: 2000 });
    const { orderId } = placed(
      await beadsOrder(visitor(s.app), { certificateCode: certificate.code }),
    );

    const list = await admin.get(
      `/api/admin/certificates?code=${certificate.code.slice(-4).toLowerCase()}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const found = list.json().result.items.find((c: { id: number }) => c.id === certificate.id);
    expect(found).toMatchObject({
      code: certificate.code,
      nominal: 2000,
      balance: 1149,
      state: 'active',
      orderId: null,
      uses: [expect.objectContaining({ orderId, amount: 851, returned: false })],
    });

    const block = await admin.post(`/api/admin/certificates/${certificate.id}/block`);
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json().result).toMatchObject({ state: 'blocked', balance: 1149 });
    expect((await admin.post(`/api/admin/certificates/${certificate.id}/block`)).statusCode).toBe(
      409,
    );

    const history = await admin.get(
      `/api/admin/history?tool=certificates&subject=${certificate.code}`,
    );
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().result.changes).toEqual([
      expect.objectContaining({ before: { blocked: false }, after: { blocked: true } }),
    ]);
    const refusedOrder = await beadsOrder(visitor(s.app), { certificateCode: certificate.code });
    expect(refusedOrder.statusCode).toBe(409);
    expect(refused(refusedOrder).message).toMatch(/^Этот сертификат заблокирован/);
  });

  it('are not shown to guests (401) nor shoppers (403), nor blocked by them: nothing is written', async () => {
    const certificate = await insertCertificate(s.db);
    const shopper = await signedUp(s.app, 'certificates-shopper@example.ru');
    const guest = visitor(s.app);
    const blockUrl = `/api/admin/certificates/${certificate.id}/block`;
    expect((await guest.get('/api/admin/certificates')).statusCode).toBe(401);
    expect((await guest.post(blockUrl)).statusCode).toBe(401);
    expect((await shopper.get('/api/admin/certificates')).statusCode).toBe(403);
    expect((await shopper.post(blockUrl)).statusCode).toBe(403);
    expect(
      await countRows(s.db, `certificates WHERE id = ${certificate.id} AND blocked_at IS NOT NULL`),
    ).toBe(0);
    expect(
      await countRows(
        s.db,
        `staff_changes WHERE tool = 'certificates' AND subject = '${certificate.code}'`,
      ),
    ).toBe(0);
  });

  it('an editor is staff too: blocks one, named in the change log; an unknown one is 404', async () => {
    const certificate = await insertCertificate(s.db);
    const editor = await signedInAsDemoStaff(s.app, s.db, 'editor');
    const block = await editor.post(`/api/admin/certificates/${certificate.id}/block`);
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json().result).toMatchObject({ code: certificate.code, state: 'blocked' });
    const history = await editor.get(
      `/api/admin/history?tool=certificates&subject=${certificate.code}`,
    );
    expect(history.json().result.changes).toEqual([
      expect.objectContaining({ userName: expect.any(String), after: { blocked: true } }),
    ]);
    expect((await editor.post('/api/admin/certificates/2147483647/block')).statusCode).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { countRows, userIdOf, visitor, type Visitor } from '../../testing/shopVisitor';
import { shopWithMailSuite, suiteShopper } from '../../testing/shopWithMail';
import {
  fillBasket,
  ORDER_URL,
  orderForm,
  seenBasket,
  type PlacedAnswer,
} from '../checkout/testing';

/**
 * Issue 27 point 5 (152-FZ): every form that takes personal data refuses to keep it without its
 * consent box ticked, and keeps each consent with its time, form and document version.
 */
const s = shopWithMailSuite();
const shopper = suiteShopper(s, 'consent-shopper@example.ru');

interface ConsentRow {
  form: string;
  document_version: number;
  user_id: number | null;
  email: string | null;
  phone: string | null;
  subject_id: number | null;
  recent: boolean;
}

/** The consents stored for one contact or user, oldest first. */
const consentsOf = (where: string, value: unknown) =>
  s.db.query<ConsentRow>(
    `SELECT form, document_version, user_id, email, phone, subject_id::int AS subject_id,
            given_at > now() - interval '1 minute' AS recent
       FROM personal_data_consents WHERE ${where} = $1 ORDER BY id`,
    [value],
  );

/** What a refused form answers: 400 and the box's own message. */
const REFUSED = {
  error: { code: 'VALIDATION', message: 'Подтвердите согласие на обработку персональных данных' },
};

/**
 * Sends the form without the box (no field, then false) and checks that each is refused and that
 * neither the form's table nor the consents gained a row.
 */
async function refusedWithoutConsent(
  table: string,
  send: (consent: boolean | undefined) => Promise<{ statusCode: number; json: () => unknown }>,
): Promise<void> {
  const rows = await countRows(s.db, table);
  const consents = await countRows(s.db, 'personal_data_consents');
  for (const consent of [undefined, false]) {
    const refused = await send(consent);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(REFUSED);
  }
  expect(await countRows(s.db, table)).toBe(rows);
  expect(await countRows(s.db, 'personal_data_consents')).toBe(consents);
}

describe('issue 27 point 5: consent to personal data processing', () => {
  it('the consent document is a page of its own, and its first version is what consents name', async () => {
    const page = await visitor(s.app).get('/soglasie-na-obrabotku-personalnyh-dannyh/', {
      'x-source': 'nuxt',
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().seo.h1).toBe('Согласие на обработку персональных данных');
    expect(page.json().content).toContain('152-ФЗ');
  });

  it('registration without the consent box keeps nothing; with it, the consent is stored', async () => {
    const email = 'consent-register@example.ru';
    const form = { name: 'Анна', email, password: 'секретный-пароль' };
    await refusedWithoutConsent('users', (consent) =>
      visitor(s.app).post('/api/user/register', { ...form, consent }),
    );

    const registered = await visitor(s.app).post('/api/user/register', { ...form, consent: true });
    expect(registered.statusCode).toBe(200);
    const userId = await userIdOf(s.db, email);
    expect(await consentsOf('user_id', userId)).toEqual([
      {
        form: 'registration',
        document_version: 1,
        user_id: userId,
        email,
        phone: null,
        subject_id: null,
        recent: true,
      },
    ]);
  });

  it('checkout without the personal-data box places no order; with it, the consent names the order', async () => {
    const v = await fillBasket(visitor(s.app), [{ productId: s.f.beads, quantity: 1 }]);
    const seen = await seenBasket(v);
    const email = 'consent-buyer@example.ru';
    const contact = { name: 'Мария', phone: '+7 900 111-22-33', email };
    await refusedWithoutConsent('orders', (consent) =>
      v.post(ORDER_URL, orderForm(seen, { contact, consent })),
    );

    const placed = await v.post(ORDER_URL, orderForm(seen, { contact }));
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = (placed.json() as PlacedAnswer).result;
    expect(await consentsOf('subject_id', orderId)).toEqual([
      {
        form: 'checkout',
        document_version: 1,
        user_id: await userIdOf(s.db, email),
        email,
        phone: '+79001112233',
        subject_id: orderId,
        recent: true,
      },
    ]);
  });

  it('a review without the box is not published; with it, the consent names the review', async () => {
    const review = { productId: s.f.paint, rating: 5, text: 'Согласен и доволен' };
    await refusedWithoutConsent('reviews', (consent) =>
      shopper.post('/api/reviews', { ...review, consent }),
    );

    const saved = await shopper.post('/api/reviews', { ...review, consent: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const reviewId = (saved.json() as { result: { id: number } }).result.id;
    expect(await consentsOf('subject_id', reviewId)).toContainEqual({
      form: 'review',
      document_version: 1,
      user_id: shopper.id,
      email: null,
      phone: null,
      subject_id: reviewId,
      recent: true,
    });
  });

  it('a corporate request without the box is not kept; with it, the consent names the request', async () => {
    const request = {
      name: 'ООО Согласие',
      phone: '+7 900 222-33-44',
      email: 'Office@Soglasie.ru',
    };
    await refusedWithoutConsent('corporate_requests', (consent) =>
      visitor(s.app).post('/api/forms/corporate', { ...request, consent }),
    );

    const sent = await visitor(s.app).post('/api/forms/corporate', { ...request, consent: true });
    expect(sent.statusCode, sent.body).toBe(200);
    const requestId = (sent.json() as { result: { id: number } }).result.id;
    expect(await consentsOf('email', 'office@soglasie.ru')).toEqual([
      {
        form: 'corporate',
        document_version: 1,
        user_id: null,
        email: 'office@soglasie.ru',
        phone: '+7 900 222-33-44',
        subject_id: requestId,
        recent: true,
      },
    ]);
  });

  it('switching a mailing on needs the box and keeps the consent; switching all off needs none', async () => {
    const url = '/api/personal/subscriptions';
    const subscription = (v: Visitor, topics: string[], consent?: boolean) =>
      v.post(url, { topics, consent });
    await refusedWithoutConsent('user_subscriptions', (consent) =>
      subscription(shopper, ['news'], consent),
    );

    expect((await subscription(shopper, ['news'], true)).statusCode).toBe(200);
    const stored = await consentsOf('user_id', shopper.id);
    expect(stored.filter((row) => row.form === 'subscription')).toEqual([
      {
        form: 'subscription',
        document_version: 1,
        user_id: shopper.id,
        email: 'consent-shopper@example.ru',
        phone: null,
        subject_id: null,
        recent: true,
      },
    ]);
    // Keeping or dropping topics takes no new data: no box, and no new consent.
    expect((await subscription(shopper, ['news'])).statusCode).toBe(200);
    const off = await subscription(shopper, []);
    expect(off.statusCode).toBe(200);
    expect(await countRows(s.db, 'user_subscriptions')).toBe(0);
    expect(await consentsOf('user_id', shopper.id)).toHaveLength(stored.length);
  });

  it('a stock notice without the box is not kept; with it, the consent names the notice', async () => {
    const email = 'consent-notice@example.ru';
    const notice = { productId: s.f.soldOut, email };
    await refusedWithoutConsent('stock_notices', (consent) =>
      visitor(s.app).post('/api/stock-notices', { ...notice, consent }),
    );

    const sent = await visitor(s.app).post('/api/stock-notices', { ...notice, consent: true });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await s.db.query<{ id: number }>(
      'SELECT id FROM stock_notices WHERE email = $1',
      [email],
    );
    expect(await consentsOf('email', email)).toEqual([
      {
        form: 'stock_notice',
        document_version: 1,
        user_id: null,
        email,
        phone: null,
        subject_id: row!.id,
        recent: true,
      },
    ]);
  });

  it('the shopper reads their own consents, newest first; a guest gets 401', async () => {
    const response = await shopper.get('/api/personal/consents');
    expect(response.statusCode).toBe(200);
    const stored = await consentsOf('user_id', shopper.id);
    const { result } = response.json() as {
      result: {
        form: string;
        documentVersion: number;
        givenAt: string;
        subjectId: number | null;
      }[];
    };
    expect(
      result.map(({ form, documentVersion, subjectId }) => ({ form, documentVersion, subjectId })),
    ).toEqual(
      stored
        .map(({ form, document_version, subject_id }) => ({
          form,
          documentVersion: document_version,
          subjectId: subject_id,
        }))
        .reverse(),
    );
    expect(result.map((row) => row.form)).toEqual(['subscription', 'review', 'registration']);
    expect(Number.isNaN(Date.parse(result[0]!.givenAt))).toBe(false);
    expect((await visitor(s.app).get('/api/personal/consents')).statusCode).toBe(401);
  });
});

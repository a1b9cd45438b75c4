import { describe, expect, it } from 'vitest';
import { ensureMailToken } from '../../orders';
import { insertTestOrder, shopWithMailSuite, suiteShopper, visitor } from '../testing';

const s = shopWithMailSuite();
const shopper = suiteShopper(s, 'subscriptions@example.ru');

const SUBSCRIPTIONS = '/api/personal/subscriptions';
const topicsOf = async (userId: number) =>
  (
    await s.db.query<{ topic: string }>(
      `SELECT topic FROM user_subscriptions WHERE user_id = $1 ORDER BY topic`,
      [userId],
    )
  ).map((row) => row.topic);

describe('my subscriptions', () => {
  it('lists the three mailings, none subscribed at first', async () => {
    const response = await shopper.get(SUBSCRIPTIONS);
    expect(response.json()).toEqual({
      result: [
        { topic: 'news', title: 'Новости магазина', subscribed: false },
        { topic: 'promotions', title: 'Акции и скидки', subscribed: false },
        { topic: 'new_items', title: 'Новинки', subscribed: false },
      ],
    });
    expect((await visitor(s.app).get(SUBSCRIPTIONS)).statusCode).toBe(401);
  });

  it('saving replaces the set of topics', async () => {
    const saved = await shopper.post(SUBSCRIPTIONS, {
      topics: ['news', 'new_items'],
      consent: true,
    });
    expect(saved.json().result.map((t: { subscribed: boolean }) => t.subscribed)).toEqual([
      true,
      false,
      true,
    ]);
    await shopper.post(SUBSCRIPTIONS, { topics: ['promotions'], consent: true });
    expect(await topicsOf(shopper.id)).toEqual(['promotions']);
    const bad = await shopper.post(SUBSCRIPTIONS, { topics: ['spam'], consent: true });
    expect(bad.statusCode).toBe(400);
    expect(await topicsOf(shopper.id)).toEqual(['promotions']);
  });
});

describe('unsubscribing by the link of a mail', () => {
  it('the link unsubscribes from its topic without signing in and opens the subscription page', async () => {
    await shopper.post(SUBSCRIPTIONS, {
      topics: ['news', 'promotions', 'new_items'],
      consent: true,
    });
    const token = await ensureMailToken(s.db, shopper.id);
    const response = await visitor(s.app).get(
      `/api/personal/unsubscribe?token=${token}&topic=promotions`,
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/personal/subscribe/?unsubscribed=1');
    expect(await topicsOf(shopper.id)).toEqual(['new_items', 'news']);

    const all = await visitor(s.app).get(`/api/personal/unsubscribe?token=${token}`);
    expect(all.headers.location).toBe('/personal/subscribe/?unsubscribed=1');
    expect(await topicsOf(shopper.id)).toEqual([]);
  });

  it('a wrong or broken token lands on the page with unsubscribed=0 and changes nothing', async () => {
    await shopper.post(SUBSCRIPTIONS, { topics: ['news'], consent: true });
    for (const query of [
      `token=${'x'.repeat(43)}`,
      'token=cut-short',
      `token=${'x'.repeat(43)}&topic=spam`,
      '',
    ]) {
      const response = await visitor(s.app).get(`/api/personal/unsubscribe?${query}`);
      expect([query, response.statusCode, response.headers.location]).toEqual([
        query,
        302,
        '/personal/subscribe/?unsubscribed=0',
      ]);
    }
    expect(await topicsOf(shopper.id)).toEqual(['news']);
  });

  it('a mail client’s one-click post works without a cookie or the shop’s header (RFC 8058)', async () => {
    await shopper.post(SUBSCRIPTIONS, { topics: ['news', 'promotions'], consent: true });
    const token = await ensureMailToken(s.db, shopper.id);
    const response = await s.app.inject({
      method: 'POST',
      url: `/api/personal/unsubscribe?token=${token}&topic=news`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { ok: true } });
    expect(await topicsOf(shopper.id)).toEqual(['promotions']);

    // the cabinet's own calls still need the header
    const forged = await s.app.inject({
      method: 'POST',
      url: SUBSCRIPTIONS,
      headers: { cookie: `sid=${shopper.cookies.get('sid')}` },
      payload: { topics: [] },
    });
    expect(forged.statusCode).toBe(403);
    expect(await topicsOf(shopper.id)).toEqual(['promotions']);
  });

  it('the mail about an order carries the link, and following it unsubscribes', async () => {
    await shopper.post(SUBSCRIPTIONS, { topics: ['news'], consent: true });
    const orderId = await insertTestOrder(s.db, {
      userId: shopper.id,
      email: 'subscriptions@example.ru',
      lines: [{ productId: s.f.beads, quantity: 1, price: 250.5 }],
    });
    await shopper.post(`/api/personal/orders/${orderId}/cancel`);
    const mail = await s.smtp.waitFor((m) => m.subject === `Заказ № ${orderId}: Отменён`);
    const link = /Отписаться от рассылок: (\S+)/.exec(mail.text)?.[1] ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe('/api/personal/unsubscribe');
    expect(mail.html).toContain('Отписаться от рассылок</a>');
    // transactional: the one-click header belongs to the mailings of a topic
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    const response = await visitor(s.app).get(`${url.pathname}${url.search}`);
    expect(response.headers.location).toBe('/personal/subscribe/?unsubscribed=1');
    expect(await topicsOf(shopper.id)).toEqual([]);
  });
});

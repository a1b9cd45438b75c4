import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertTestOrder,
  shopWithMailSuite,
  suiteShopper,
  visitor,
  type Visitor,
} from '../testing';

const s = shopWithMailSuite();
const author = suiteShopper(s, 'reviews-author@example.ru');
const stranger = suiteShopper(s, 'reviews-stranger@example.ru');
let verifiedId: number;
let unverifiedId: number;

async function reviewOf(v: Visitor, productId: number, text: string): Promise<number> {
  const response = await v.post('/api/reviews', { productId, rating: 4, text, consent: true });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().result.id;
}

beforeAll(async () => {
  await insertTestOrder(s.db, {
    userId: author.id,
    lines: [{ productId: s.f.beads, quantity: 1, price: 250.5 }],
  });
  // bought, but the order was cancelled: not a purchase
  await insertTestOrder(s.db, {
    userId: author.id,
    status: 'cancelled',
    lines: [{ productId: s.f.paint, quantity: 1, price: 1000 }],
  });
  verifiedId = await reviewOf(author, s.f.beads, 'Бисер ровный, цвета как на фото');
  unverifiedId = await reviewOf(author, s.f.paint, 'Видела у подруги, красиво');
});

const REVIEWS = '/api/personal/reviews';

describe('my reviews', () => {
  it('lists the shopper’s reviews, newest first, marking reviews of bought products', async () => {
    const response = await author.get(REVIEWS);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual([
      {
        id: unverifiedId,
        rating: 4,
        text: 'Видела у подруги, красиво',
        createdAt: expect.any(String),
        verified: false,
        product: {
          id: s.f.paint,
          name: 'Картина Озеро',
          url: '/product/shop-test-landscapes/shop-test-paint/',
        },
      },
      expect.objectContaining({ id: verifiedId, verified: true }),
    ]);
    expect((await stranger.get(REVIEWS)).json().result).toEqual([]);
    expect((await visitor(s.app).get(REVIEWS)).statusCode).toBe(401);
  });

  it('the shop marks a review of a bought product as a verified purchase', async () => {
    const page = await visitor(s.app).get('/product/shop-test-landscapes/shop-test-beads/', {
      'x-source': 'nuxt',
    });
    const reviews = page.json().data.reviews.items;
    expect(reviews.find((r: { id: number }) => r.id === verifiedId)).toMatchObject({
      author: 'Анна',
      verified: true,
    });
    const paint = await visitor(s.app).get('/product/shop-test-landscapes/shop-test-paint/', {
      'x-source': 'nuxt',
    });
    const other = paint
      .json()
      .data.reviews.items.find((r: { id: number }) => r.id === unverifiedId);
    expect(other).toMatchObject({ verified: false });
  });

  it('edits the rating and text of an own review, and the product page shows it', async () => {
    const response = await author.post(`${REVIEWS}/${verifiedId}`, {
      rating: 5,
      text: '  Бисер ровный, хватило на две картины  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      id: verifiedId,
      rating: 5,
      text: 'Бисер ровный, хватило на две картины',
      verified: true,
    });
    const page = await visitor(s.app).get('/product/shop-test-landscapes/shop-test-beads/', {
      'x-source': 'nuxt',
    });
    expect(page.json().data.reviews.items[0]).toMatchObject({
      id: verifiedId,
      text: 'Бисер ровный, хватило на две картины',
    });
  });

  it('refuses an empty text and a rating out of 1..5, changing nothing', async () => {
    const blank = await author.post(`${REVIEWS}/${verifiedId}`, { rating: 3, text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Не заполнено поле «Текст отзыва»');
    expect(
      (await author.post(`${REVIEWS}/${verifiedId}`, { rating: 6, text: 'Да' })).statusCode,
    ).toBe(400);
    const [row] = await s.db.query<{ rating: number }>(`SELECT rating FROM reviews WHERE id = $1`, [
      verifiedId,
    ]);
    expect(row?.rating).toBe(5);
  });

  it('another shopper’s review is not found for editing or deleting, and stays as it was', async () => {
    const before = await s.db.query(`SELECT rating, text FROM reviews WHERE id = $1`, [
      unverifiedId,
    ]);
    const edit = await stranger.post(`${REVIEWS}/${unverifiedId}`, { rating: 1, text: 'Плохо' });
    const remove = await stranger.post(`${REVIEWS}/${unverifiedId}/delete`);
    for (const response of [edit, remove]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Отзыв не найден');
    }
    expect((await visitor(s.app).post(`${REVIEWS}/${unverifiedId}/delete`)).statusCode).toBe(401);
    expect(
      await s.db.query(`SELECT rating, text FROM reviews WHERE id = $1`, [unverifiedId]),
    ).toEqual(before);
  });

  it('deletes an own review', async () => {
    const response = await author.post(`${REVIEWS}/${unverifiedId}/delete`);
    expect(response.json()).toEqual({ result: { ok: true } });
    expect((await author.get(REVIEWS)).json().result.map((r: { id: number }) => r.id)).toEqual([
      verifiedId,
    ]);
    expect((await author.post(`${REVIEWS}/${unverifiedId}/delete`)).statusCode).toBe(404);
  });
});

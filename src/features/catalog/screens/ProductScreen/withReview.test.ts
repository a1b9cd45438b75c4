import { describe, expect, it } from 'vitest';
import type { Review } from '@features/api';
import { withReview } from './withReview';

const review = (id: number, rating: number): Review => ({
  id,
  author: 'Анна',
  rating,
  text: 'Отличный набор',
  createdAt: '2026-03-05T10:00:00Z',
  verified: false,
  product: null,
});

describe('withReview', () => {
  it('puts the new review first and recounts the average', () => {
    const summary = withReview(
      { items: [review(1, 4), review(2, 5)], count: 2, average: 4.5 },
      review(3, 3),
    );
    expect(summary.items.map((item) => item.id)).toEqual([3, 1, 2]);
    expect(summary.count).toBe(3);
    expect(summary.average).toBe(4);
  });

  it('makes the first review the average', () => {
    expect(withReview({ items: [], count: 0, average: 0 }, review(1, 5)).average).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { summarize } from './summary';

describe('basket summary', () => {
  it('R-BASKET-1: sums in kopecks, so prices like 0.10 and 0.20 add up exactly', () => {
    const summary = summarize(
      [
        { price: 0.1, old_price: null, quantity: 1 },
        { price: 0.2, old_price: 0.3, quantity: 1 },
      ],
      [],
    );
    expect(summary).toEqual({ count: 2, quantity: 2, sum: 0.3, oldSum: 0.4, discount: 0.1, couponDiscount: 0, total: 0.3 });
  });

  it('R-BASKET-1: coupon percents and amounts add up but never take the total below zero', () => {
    const lines = [{ price: 199.99, old_price: null, quantity: 3 }];
    expect(summarize(lines, [{ discountPercent: 15, discountAmount: 0 }])).toMatchObject({ couponDiscount: 90, total: 509.97 });
    expect(summarize(lines, [{ discountPercent: 0, discountAmount: 1000 }])).toMatchObject({ couponDiscount: 599.97, total: 0 });
  });
});

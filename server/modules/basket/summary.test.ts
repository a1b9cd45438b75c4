import { describe, expect, it } from 'vitest';
import { summarize, type PricedLine } from './summary';

const line = (price: number, quantity: number, extra: Partial<PricedLine> = {}): PricedLine => ({
  price,
  old_price: null,
  quantity,
  gift_certificate: false,
  ...extra,
});

describe('basket summary', () => {
  it('R-BASKET-1: sums in kopecks, so prices like 0.10 and 0.20 add up exactly', () => {
    const summary = summarize([line(0.1, 1), line(0.2, 1, { old_price: 0.3 })], []);
    expect(summary).toEqual({
      count: 2,
      quantity: 2,
      sum: 0.3,
      oldSum: 0.4,
      discount: 0.1,
      couponDiscount: 0,
      total: 0.3,
    });
  });

  it('R-BASKET-1: coupon percents and amounts add up', () => {
    const lines = [line(199.99, 3)];
    expect(summarize(lines, [{ discountPercent: 15, discountAmount: 0 }])).toMatchObject({
      couponDiscount: 90,
      total: 509.97,
    });
    expect(summarize(lines, [{ discountPercent: 10, discountAmount: 100 }])).toMatchObject({
      couponDiscount: 160,
      total: 439.97,
    });
  });

  it('issue 9 point 10: coupons never take the total to 0: 1 ₽ of the discounted goods is always left to pay', () => {
    // The 440 ₽ item that a 500 ₽ coupon made free.
    expect(summarize([line(440, 1)], [{ discountPercent: 0, discountAmount: 500 }])).toMatchObject({
      couponDiscount: 439,
      total: 1,
    });
    expect(
      summarize(
        [line(199.99, 3)],
        [
          { discountPercent: 60, discountAmount: 0 },
          { discountPercent: 50, discountAmount: 0 },
        ],
      ),
    ).toMatchObject({
      couponDiscount: 598.97,
      total: 1,
    });
    expect(summarize([line(0.5, 1)], [{ discountPercent: 10, discountAmount: 0 }])).toMatchObject({
      couponDiscount: 0,
      total: 0.5,
    });
  });

  it('issue 9 point 10: gift certificates are never discounted: coupons count only the other goods', () => {
    const certificate = line(1000, 1, { gift_certificate: true });
    // The 1 000 ₽ certificate that 10 % and 500 ₽ brought down to 400 ₽.
    expect(summarize([certificate], [{ discountPercent: 10, discountAmount: 500 }])).toMatchObject({
      sum: 1000,
      couponDiscount: 0,
      total: 1000,
    });
    expect(
      summarize([certificate, line(440, 1)], [{ discountPercent: 10, discountAmount: 0 }]),
    ).toMatchObject({
      sum: 1440,
      couponDiscount: 44,
      total: 1396,
    });
    expect(
      summarize([certificate, line(440, 1)], [{ discountPercent: 0, discountAmount: 500 }]),
    ).toMatchObject({ couponDiscount: 439, total: 1001 });
  });
});

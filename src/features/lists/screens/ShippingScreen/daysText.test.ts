import { describe, expect, it } from 'vitest';
import { daysText } from './ShippingView';

describe('daysText', () => {
  it('R-CONST-2: gives the delivery time with the Russian plural of the last number', () => {
    expect(daysText(1, 3)).toBe('1–3 дня');
    expect(daysText(5, 7)).toBe('5–7 дней');
    expect(daysText(1, 1)).toBe('1 день');
    expect(daysText(10, 21)).toBe('10–21 день');
  });
});

import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('issue 26 point 8: phones as a Russian shopper reads them', () => {
  it.each([
    ['+79123456789', '+7 (912) 345-67-89'],
    ['89123456789', '+7 (912) 345-67-89'],
    ['+7 912 345-67-89', '+7 (912) 345-67-89'],
    ['+74951234567', '+7 (495) 123-45-67'],
    ['+380441234567', '+380441234567'],
    ['', ''],
  ])('%j is shown as %j', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});

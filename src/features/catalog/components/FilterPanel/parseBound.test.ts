import { describe, expect, it } from 'vitest';
import { parseBound } from './PriceRange';

describe('parseBound', () => {
  it('reads whole roubles, with spaces for thousands as the shop prints them', () => {
    expect(parseBound('1 500')).toBe(1500);
    expect(parseBound('990,60')).toBe(991);
  });

  it('gives no bound for an empty or unreadable text', () => {
    expect(parseBound('')).toBeNull();
    expect(parseBound('абв')).toBeNull();
    expect(parseBound('-5')).toBeNull();
    // what Number() would read but no shopper types, and past the prices' range
    expect(parseBound('1e308')).toBeNull();
    expect(parseBound('0x10')).toBeNull();
    expect(parseBound('12345678901')).toBeNull();
  });
});

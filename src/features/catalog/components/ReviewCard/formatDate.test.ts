import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('writes the day, the month in the genitive and the year, in Moscow time', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('5 марта 2026');
    expect(formatDate('2026-12-31T22:30:00Z')).toBe('1 января 2027');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateTime } from './personalDates';

describe('formatDateTime', () => {
  it('writes the day, the month in the genitive, the year and the time, in Moscow time', () => {
    expect(formatDateTime('2026-03-05T11:30:00Z')).toBe('5 марта 2026, 14:30');
    expect(formatDateTime('2026-12-31T21:05:00Z')).toBe('1 января 2027, 00:05');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateRange } from './deliveryDates';

describe('expected delivery dates', () => {
  it('writes a range inside one month once with the month name', () => {
    expect(formatDateRange('2026-11-27', '2026-11-29')).toBe('27–29 ноября');
  });

  it('names both months when the range crosses one', () => {
    expect(formatDateRange('2026-11-30', '2026-12-02')).toBe('30 ноября – 2 декабря');
  });

  it('writes one day once', () => {
    expect(formatDateRange('2026-03-08', '2026-03-08')).toBe('8 марта');
  });

  it('adds the years when the range crosses the new year', () => {
    expect(formatDateRange('2026-12-30', '2027-01-03')).toBe('30 декабря 2026 – 3 января 2027');
  });
});

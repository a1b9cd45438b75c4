import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('writes the day, the month in the genitive and the year, in Moscow time', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('5 марта 2026');
    expect(formatDate('2026-12-31T22:30:00Z')).toBe('1 января 2027');
  });

  it('gives what Intl.DateTimeFormat gives in Moscow time, across days, months and years', () => {
    const intl = new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Moscow',
    });
    // Every 7 hours 13 minutes from 2009 to 2031: both sides of each midnight and of 2011's and
    // 2014's changes of Moscow's offset.
    for (let time = Date.UTC(2009, 0, 1); time < Date.UTC(2031, 0, 1); time += 26_000_000) {
      const iso = new Date(time).toISOString();
      expect(formatDate(iso), iso).toBe(intl.format(time).replace(/\s*г\.$/, ''));
    }
  });
});

import { MONTHS_GENITIVE as MONTHS } from '@ui/format';

/** 'YYYY-MM-DD' read as written, with no time zone to shift the day. */
function parts(date: string) {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month: MONTHS[month - 1] ?? '', day };
}

/**
 * Expected delivery dates as shoppers read them: '27–29 ноября', '30 ноября – 2 декабря',
 * '27 ноября' for one day, and with years when the range crosses the new year.
 */
export function formatDateRange(from: string, to: string): string {
  const start = parts(from);
  const end = parts(to);
  if (start.year !== end.year)
    return `${start.day} ${start.month} ${start.year} – ${end.day} ${end.month} ${end.year}`;
  if (start.month !== end.month) return `${start.day} ${start.month} – ${end.day} ${end.month}`;
  if (start.day === end.day) return `${start.day} ${start.month}`;
  return `${start.day}–${end.day} ${end.month}`;
}

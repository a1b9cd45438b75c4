import { MONTHS_GENITIVE } from '@ui/format';

/** Since 2014-10-26 02:00 local time Moscow keeps UTC+3 the whole year. */
const MOSCOW_FIXED_SINCE = Date.UTC(2014, 9, 25, 22);
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

let olderDates: Intl.DateTimeFormat | undefined;

/**
 * '5 марта 2026': a date as Russian shoppers read it, in Moscow time. Written out by hand, not by
 * Intl.DateTimeFormat: a page's first Intl object loads the browser's locale data, which took
 * 60–120 ms of a throttled phone's main thread while a product page with reviews hydrated
 * (issue 24 point 8). Dates before Moscow's offset became fixed (old club posts) still go through
 * Intl, which knows the earlier offsets.
 */
export function formatDate(iso: string): string {
  const time = new Date(iso).getTime();
  if (time < MOSCOW_FIXED_SINCE) {
    olderDates ??= new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Moscow',
    });
    return olderDates.format(time).replace(/\s*г\.$/, '');
  }
  const moscow = new Date(time + MOSCOW_OFFSET_MS);
  return `${moscow.getUTCDate()} ${MONTHS_GENITIVE[moscow.getUTCMonth()]} ${moscow.getUTCFullYear()}`;
}

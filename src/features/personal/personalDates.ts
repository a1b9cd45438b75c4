// Dates and times as the shop's shoppers read them, in the shop's own zone (Moscow), whatever
// the browser's zone: an order placed at 00:30 in Moscow is of that day for the shop and the mail.
const dateTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

/** '2026-03-05T11:30:00Z' → '5 марта 2026, 14:30'. */
export function formatDateTime(iso: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

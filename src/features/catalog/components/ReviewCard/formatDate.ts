const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

/** '5 марта 2026 г.' → '5 марта 2026': a date as Russian shoppers read it (Moscow time). */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso)).replace(/\s*г\.$/, '');

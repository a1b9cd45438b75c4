import type { Db } from '../lib/db/types';

// Streets most Russian cities have, so every demo city gets believable addresses.
const STREETS = [
  'ул. Ленина',
  'пр. Мира',
  'ул. Советская',
  'ул. Гагарина',
  'ул. Пушкина',
  'Центральная ул.',
  'ул. Кирова',
  'Садовая ул.',
];
const PARTNERS = ['Пункт выдачи «Хобби»', 'Пункт выдачи «Почтомат»', 'Магазин «Творчество»'];
const HOURS = [
  'Пн–Пт 10:00–21:00, Сб–Вс 10:00–18:00',
  'Ежедневно 09:00–22:00',
  'Пн–Сб 11:00–20:00, Вс — выходной',
];

/**
 * The shop's own warehouse in Москва (location 0), the pickup point the contacts page names: one of
 * checkout's points, first in its list, so the shop names one list of points (issue 26 point 8).
 */
const WAREHOUSE = [
  0,
  'Склад магазина «Хобби Хоум»',
  'ул. Ткацкая, д. 5, стр. 3',
  'Ежедневно 09:00–21:00',
  0,
] as const;

/**
 * Two or three pickup points per city (checkout, issue 15), derived from the city's id alone so
 * the demo is the same on every run, and the warehouse in Москва. Run after seedLocations;
 * returns how many were added.
 */
export async function seedPickupPoints(db: Db): Promise<number> {
  const cities = await db.query<{ id: number }>('SELECT id FROM locations ORDER BY id');
  const rows = cities.flatMap(({ id }) =>
    Array.from({ length: 2 + (id % 2) }, (_, n) => {
      const street = STREETS[(id * 3 + n * 5) % STREETS.length] as string;
      const house = ((id * 7 + n * 13) % 120) + 1;
      return [id, PARTNERS[n], `${street}, ${house}`, HOURS[(id + n) % HOURS.length], (n + 1) * 10];
    }),
  );
  rows.unshift([...WAREHOUSE]);
  await db.copyRows('pickup_points', ['location_id', 'title', 'address', 'hours', 'sort'], rows);
  return rows.length;
}

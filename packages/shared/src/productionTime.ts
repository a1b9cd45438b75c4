import { plural } from './plural';

/**
 * How long goods made to order take, as the shop says it (issue 26 point 4): '3 рабочих дня'.
 * Working days, Monday to Friday, as the photo kit page counts them.
 */
export const productionTimeText = (days: number): string =>
  `${days} ${plural(days, ['рабочий день', 'рабочих дня', 'рабочих дней'])}`;

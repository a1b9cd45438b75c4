/**
 * The answer of a request the shop cannot serve for now (an outage of the database, a full disk):
 * 503 with this body and Retry-After (server/lib/errors.ts serverFailure), as the tests expect it.
 */
export const UNAVAILABLE_ANSWER = {
  error: {
    code: 'UNAVAILABLE',
    message: 'Магазин временно недоступен. Попробуйте обновить страницу через минуту.',
  },
};

/**
 * Concurrency tests (ARCHITECTURE §5 "tests run it with parallel requests on both engines"):
 * `fireAtOnce(50, () => shopper.post('/api/catalog/basket/add', body))` starts every request
 * before awaiting any, so they reach the server together, and answers them in start order.
 * Works with `visitor(app)` (app.inject) and with real HTTP (tests/server/browserSession.ts).
 */
export function fireAtOnce<Answer>(
  count: number,
  send: (index: number) => Promise<Answer>,
): Promise<Answer[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => send(index)));
}

/** How many answers had each status: `{ 200: 10, 409: 40 }`. */
export function countStatuses(
  answers: readonly ({ statusCode: number } | { status: number })[],
): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) {
    const status = 'statusCode' in answer ? answer.statusCode : answer.status;
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

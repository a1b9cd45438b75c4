/**
 * The Russian message of a failed API call (`{ error: { code, message } }`, docs/api.md), or
 * `fallback` when the answer carried none (network down, unreadable body).
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  const data = (error as { data?: { error?: { message?: unknown } } } | undefined)?.data;
  return typeof data?.error?.message === 'string' ? data.error.message : fallback;
}

/**
 * A new idempotency key (openapi.yaml PlaceOrderRequest: 16–64 letters, digits, '-').
 * crypto.randomUUID exists only in secure contexts; a shop opened over plain http on a local
 * network address still needs a key, so 16 random bytes in hex stand in there.
 */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

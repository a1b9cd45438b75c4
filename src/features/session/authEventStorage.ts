/**
 * localStorage keys of the authorization events (spec §4, R-USER-3). The registration form sets
 * the flag with `markNewRegistration()` right after a successful sign-up; the next user state that
 * is authorized with a new hash then sends 'registered' instead of 'authorized'.
 * @internal exported for a test only
 */
export const NEW_REGISTRATION_FLAG_KEY = 'newRegistration';

/** The hash of the last user state seen in this browser: a reload with the same hash sends nothing. */
const LAST_USER_HASH_KEY = 'lastUserHash';

export function markNewRegistration(): void {
  localStorage.setItem(NEW_REGISTRATION_FLAG_KEY, '1');
}

/** Reads and clears the new-registration flag (spec §4: the flag is cleared after use). */
export function takeNewRegistrationFlag(): boolean {
  const wasSet = localStorage.getItem(NEW_REGISTRATION_FLAG_KEY) !== null;
  localStorage.removeItem(NEW_REGISTRATION_FLAG_KEY);
  return wasSet;
}

/** Stores `hash` as the last seen one and returns the one stored before. */
export function swapLastUserHash(hash: string): string | null {
  const previous = localStorage.getItem(LAST_USER_HASH_KEY);
  localStorage.setItem(LAST_USER_HASH_KEY, hash);
  return previous;
}

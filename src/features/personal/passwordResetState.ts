/**
 * What a finished reset link did: changed a forgotten password, or set the first one of an
 * account made at checkout (issue 26 point 5).
 */
export type PasswordResetDone = 'changed' | 'set';

/**
 * The navigation state a finished password reset leaves on `/personal/private/`, so the page
 * says the shopper is signed in (issue 15 point 6) once, not on every later visit.
 */
interface PasswordResetState {
  passwordReset: PasswordResetDone;
}

export const passwordResetDoneState = (done: PasswordResetDone): PasswordResetState => ({
  passwordReset: done,
});

export function passwordResetDoneOf(state: unknown): PasswordResetDone | null {
  const done = (state as Partial<PasswordResetState> | null)?.passwordReset;
  return done === 'changed' || done === 'set' ? done : null;
}

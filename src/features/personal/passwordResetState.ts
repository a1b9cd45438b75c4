/**
 * The navigation state a finished password reset leaves on `/personal/private/`, so the page
 * says the shopper is signed in (issue 15 point 6) once, not on every later visit.
 */
interface PasswordResetState {
  passwordReset: true;
}

export const PASSWORD_RESET_DONE_STATE: PasswordResetState = { passwordReset: true };

export const isPasswordResetDone = (state: unknown) =>
  (state as Partial<PasswordResetState> | null)?.passwordReset === true;

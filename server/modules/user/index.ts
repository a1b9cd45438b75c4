/**
 * The user's account calls (spec §7: sign-in, registration, sign-out, the profile) over the
 * session module. Every way of signing in opens the session here, since a sign-in also merges
 * the guest's basket into the user's.
 */
export { openUserSession, type OpenedSession } from './service';
export { withSignInBackoff } from './signInBackoff';

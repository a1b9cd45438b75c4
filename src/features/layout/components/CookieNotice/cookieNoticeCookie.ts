import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DISMISSED } from '@shared';

/** A year: the notice is shown once per browser (issue 27 point 5). */
const COOKIE_NOTICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Whether the cookies of `cookieString` (`document.cookie`'s form) say the notice was dismissed. */
export function isCookieNoticeDismissed(cookieString: string): boolean {
  return cookieString
    .split(';')
    .some((pair) => pair.trim() === `${COOKIE_NOTICE_COOKIE}=${COOKIE_NOTICE_DISMISSED}`);
}

/**
 * Remembers in `doc`'s cookies, for a year and the whole site, that the notice was dismissed.
 * A cookie rather than storage: the server reads it and leaves the notice out of its HTML.
 * SameSite=Lax as the shop's other cookies; Secure where the page came over HTTPS.
 */
export function rememberCookieNoticeDismissed(doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${COOKIE_NOTICE_COOKIE}=${COOKIE_NOTICE_DISMISSED}; Max-Age=${COOKIE_NOTICE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

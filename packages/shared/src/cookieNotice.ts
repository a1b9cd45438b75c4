/**
 * Issue 27 point 5: the cookie notice. The browser writes the cookie when «Понятно» is pressed,
 * and the server reads it to leave the notice out of the HTML it renders (no flash of a notice
 * that the browser would then remove).
 */
export const COOKIE_NOTICE_COOKIE = 'cookie_notice';
/** The cookie's value once the notice is dismissed. */
export const COOKIE_NOTICE_DISMISSED = '1';

/** Where the consent document to the processing of personal data is shown (issue 27 point 5). */
export const CONSENT_DOCUMENT_PATH = '/soglasie-na-obrabotku-personalnyh-dannyh/';

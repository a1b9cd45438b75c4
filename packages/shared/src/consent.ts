// Issue 27 point 5 (152-FZ): the refusal of a form sent without its consent box ticked, said alike
// by the server and the browser (the document's address is in cookieNotice.ts).

/** The answer to a form sent without its consent box ticked. */
export const CONSENT_REQUIRED = 'Подтвердите согласие на обработку персональных данных';

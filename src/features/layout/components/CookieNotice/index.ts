export { CookieNotice } from './CookieNotice';
export { CookieNoticeDismissedContext } from './cookieNoticeDismissedContext';

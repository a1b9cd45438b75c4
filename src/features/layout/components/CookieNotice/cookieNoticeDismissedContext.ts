import { createContext } from 'react';

/**
 * Whether the visitor has dismissed the cookie notice, as the server renderer read it from the
 * request's cookies (src/app/ssr/entry-server.tsx). Null in the browser, where the notice reads
 * `document.cookie` itself: the same cookie, so hydration draws what the server drew.
 */
export const CookieNoticeDismissedContext = createContext<boolean | null>(null);

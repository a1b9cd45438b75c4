import { useContext, useRef, useState } from 'react';
import { useFixedBottomSpace } from '@ui/hooks';
import { isCookieNoticeDismissed, rememberCookieNoticeDismissed } from './cookieNoticeCookie';
import { CookieNoticeDismissedContext } from './cookieNoticeDismissedContext';
import { CookieNoticeView } from './CookieNoticeView';

/**
 * The cookie notice (issue 27 point 5), shown until «Понятно» is pressed once in this browser.
 * It is in the server's HTML from the first paint when shown, and absent from it afterwards (the
 * cookie reaches the server), so it neither flashes nor moves the page. While shown it publishes
 * the room it takes at the viewport's bottom, which sticky bars and scrolling keep clear of.
 */
export function CookieNotice() {
  const dismissedOnServer = useContext(CookieNoticeDismissedContext);
  const [shown, setShown] = useState(
    () => !(dismissedOnServer ?? isCookieNoticeDismissed(document.cookie)),
  );
  const ref = useRef<HTMLDivElement>(null);
  useFixedBottomSpace(ref, shown);
  if (!shown) return null;
  return (
    <CookieNoticeView
      ref={ref}
      onDismiss={() => {
        rememberCookieNoticeDismissed();
        setShown(false);
      }}
    />
  );
}

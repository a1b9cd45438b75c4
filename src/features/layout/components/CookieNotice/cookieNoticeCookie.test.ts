import { afterEach, describe, expect, it } from 'vitest';
import { isCookieNoticeDismissed, rememberCookieNoticeDismissed } from './cookieNoticeCookie';

/** A document whose cookie writes are recorded as written, attributes included. */
function recordingDocument(protocol: string) {
  const written: string[] = [];
  const doc = {
    location: { protocol },
    set cookie(value: string) {
      written.push(value);
    },
  } as unknown as Document;
  return { doc, written };
}

describe('the cookie notice cookie (issue 27 point 5)', () => {
  afterEach(() => {
    document.cookie = 'cookie_notice=; Max-Age=0; Path=/';
  });

  it('issue 27 point 5: a browser without the cookie has not dismissed the notice', () => {
    expect(isCookieNoticeDismissed('')).toBe(false);
    expect(isCookieNoticeDismissed('location_id=12; session=abc')).toBe(false);
    // Only the exact name and value count: a look-alike name or another value is not a dismissal.
    expect(isCookieNoticeDismissed('my_cookie_notice=1; cookie_notice=0')).toBe(false);
  });

  it('issue 27 point 5: the cookie is found among others, with or without spaces', () => {
    expect(isCookieNoticeDismissed('cookie_notice=1')).toBe(true);
    expect(isCookieNoticeDismissed('location_id=12; cookie_notice=1; session=abc')).toBe(true);
    expect(isCookieNoticeDismissed('location_id=12;cookie_notice=1')).toBe(true);
  });

  it('issue 27 point 5: «Понятно» writes a year-long, site-wide, SameSite=Lax cookie that reads back', () => {
    rememberCookieNoticeDismissed();
    expect(isCookieNoticeDismissed(document.cookie)).toBe(true);
    const { doc, written } = recordingDocument('http:');
    rememberCookieNoticeDismissed(doc);
    expect(written).toEqual(['cookie_notice=1; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('issue 27 point 5: over HTTPS the cookie is Secure', () => {
    const { doc, written } = recordingDocument('https:');
    rememberCookieNoticeDismissed(doc);
    expect(written).toEqual(['cookie_notice=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
  });
});

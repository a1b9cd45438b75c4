import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthPopup } from '@features/auth';
import { RouterLink } from '@features/page';
import { selectUser } from '@features/session';
import { SignInPrompt } from '../../components/SignInPrompt';
import { UnsubscribeNotice, unsubscribeResultOf } from '../../components/UnsubscribeNotice';
import { PRIVATE_PATH, SUBSCRIBE_PATH } from '../../personalPages';
import { PasswordResetScreen } from '../PasswordResetScreen/PasswordResetScreen';
import { PersonalLayoutView, type PersonalAccess } from './PersonalLayoutView';

/**
 * The `/personal/` route: the cabinet menu around its child pages (R-LAYOUT-12). Two links from
 * e-mails open cabinet pages without signing in (issue 15): the password reset link
 * (`/personal/private/?reset=`) shows its form to anyone, and the unsubscribe link's landing
 * (`/personal/subscribe/?unsubscribed=`) says what it did above the sign-in prompt.
 */
export function PersonalLayout() {
  const user = useSelector(selectUser);
  const { pathname, search } = useLocation();
  const [signingIn, setSigningIn] = useState(false);
  const access: PersonalAccess = !user ? 'unknown' : user.authorized ? 'member' : 'guest';
  const query = new URLSearchParams(search);
  const resetToken = pathname === PRIVATE_PATH ? query.get('reset') : null;
  const unsubscribed = pathname === SUBSCRIBE_PATH ? unsubscribeResultOf(query) : null;
  const signIn = () => setSigningIn(true);

  return (
    <>
      <PersonalLayoutView
        access={access}
        currentPath={pathname}
        onSignIn={signIn}
        // One place in the tree whatever the user state: the reset signs the shopper in, and
        // the form must keep its answer while the user state turns to 'member'.
        publicPage={
          resetToken && <PasswordResetScreen token={resetToken} first={query.has('first')} />
        }
        guestPage={
          unsubscribed && (
            <>
              <UnsubscribeNotice result={unsubscribed} />
              <SignInPrompt onSignIn={signIn} />
            </>
          )
        }
        linkAs={RouterLink}
      >
        <Outlet />
      </PersonalLayoutView>
      {/* Signing in changes the user state, and the cabinet opens in place. The popup closes
          itself, after saying what the basket merge reduced when it did (issue 9 point 2). */}
      <AuthPopup open={signingIn} onClose={() => setSigningIn(false)} />
    </>
  );
}

import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthPopup } from '@features/auth';
import { RouterLink } from '@features/page';
import { selectUser } from '@features/session';
import { PersonalLayoutView, type PersonalAccess } from './PersonalLayoutView';

/** The `/personal/` route: the cabinet menu around its child pages (R-LAYOUT-12). */
export function PersonalLayout() {
  const user = useSelector(selectUser);
  const { pathname } = useLocation();
  const [signingIn, setSigningIn] = useState(false);
  const access: PersonalAccess = !user ? 'unknown' : user.authorized ? 'member' : 'guest';
  return (
    <>
      <PersonalLayoutView
        access={access}
        currentPath={pathname}
        onSignIn={() => setSigningIn(true)}
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

import { ADMIN_PATHS } from '@shared';
import type { ReactNode } from 'react';
import { useGetUserInfoQuery } from '@features/api';
import { StoryStaffArea } from '@features/staffTools/testing';

/**
 * The exchange screen as the staff layout holds it. The layout is what asks who is signed in;
 * here the cards wait for that answer, so a story starts as the admin or the editor it names
 * (the `/api/user/info` handler of exchangeHandlers).
 */
export function StoryExchangeArea({ children }: { children: ReactNode }) {
  return (
    <StoryStaffArea url={ADMIN_PATHS.catalogExchange}>
      <SignedIn>{children}</SignedIn>
    </StoryStaffArea>
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const { data } = useGetUserInfoQuery();
  return data ? children : null;
}

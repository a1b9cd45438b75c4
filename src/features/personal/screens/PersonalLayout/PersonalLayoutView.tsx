import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadingBlock } from '@ui/LoadingOverlay';
import type { LinkComponent } from '@ui/Button';
import { PersonalMenu } from '../../components/PersonalMenu';
import { SignInPrompt } from '../../components/SignInPrompt';

const Columns = styled.div`
  display: grid;
  gap: 24px;
  @media (min-width: 992px) {
    grid-template-columns: 240px 1fr;
    align-items: start;
  }
`;

export type PersonalAccess = 'unknown' | 'guest' | 'member';

export interface PersonalLayoutViewProps {
  /** Whether the visitor is signed in; 'unknown' until the user state is loaded. */
  access: PersonalAccess;
  currentPath: string;
  /** The cabinet page. */
  children: ReactNode;
  onSignIn: () => void;
  /**
   * A page anyone sees in place of the cabinet, signed in or not, and whatever the sign-in does
   * meanwhile (the password reset link from an e-mail).
   */
  publicPage?: ReactNode;
  /** What a signed-out visitor sees instead of the sign-in prompt (the unsubscribe answer). */
  guestPage?: ReactNode;
  linkAs?: LinkComponent;
}

/** The personal cabinet: its menu beside the page, or a sign-in prompt for guests. */
export function PersonalLayoutView({
  access,
  currentPath,
  children,
  onSignIn,
  publicPage,
  guestPage,
  linkAs,
}: PersonalLayoutViewProps) {
  if (publicPage) return publicPage;
  if (access === 'unknown') return <LoadingBlock label="Загрузка личного кабинета" />;
  if (access === 'guest') return guestPage ?? <SignInPrompt onSignIn={onSignIn} />;
  return (
    <Columns>
      <PersonalMenu currentPath={currentPath} linkAs={linkAs} />
      <div>{children}</div>
    </Columns>
  );
}

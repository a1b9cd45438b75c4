import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadingOverlay } from '@ui/LoadingOverlay';
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

const Pending = styled.div`
  position: relative;
  min-height: 240px;
`;

export type PersonalAccess = 'unknown' | 'guest' | 'member';

export interface PersonalLayoutViewProps {
  /** Whether the visitor is signed in; 'unknown' until the user state is loaded. */
  access: PersonalAccess;
  currentPath: string;
  /** The cabinet page. */
  children: ReactNode;
  onSignIn: () => void;
  linkAs?: LinkComponent;
}

/** The personal cabinet: its menu beside the page, or a sign-in prompt for guests. */
export function PersonalLayoutView({
  access,
  currentPath,
  children,
  onSignIn,
  linkAs,
}: PersonalLayoutViewProps) {
  if (access === 'unknown')
    return (
      <Pending aria-busy="true">
        <LoadingOverlay visible label="Загрузка личного кабинета" />
      </Pending>
    );
  if (access === 'guest') return <SignInPrompt onSignIn={onSignIn} />;
  return (
    <Columns>
      <PersonalMenu currentPath={currentPath} linkAs={linkAs} />
      <div>{children}</div>
    </Columns>
  );
}

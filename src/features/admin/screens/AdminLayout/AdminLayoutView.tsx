import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import { AdminNav } from '../../components/AdminNav';

const Root = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 992px) {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
    gap: 24px;
  }
`;

const Side = styled.aside`
  display: grid;
  gap: 12px;
  padding: 12px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface-muted);
`;

const Staff = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 4px 12px;
  font-size: var(--font-size-sm);
`;

const Who = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  overflow-wrap: anywhere;
  strong {
    color: var(--color-text);
  }
`;

const Back = styled.a`
  color: var(--color-brand);
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

export interface AdminLayoutViewProps {
  /** The path shown, for the navigation's current mark. */
  currentPath: string;
  /** The signed-in staff member's name; the role alone when the account has none. */
  staffName?: string;
  role: 'admin' | 'editor';
  /** The tool's screen. */
  children: ReactNode;
  linkAs?: LinkComponent;
}

const ROLE_LABEL = { admin: 'Администратор', editor: 'Редактор' } as const;

/** The staff area: who is signed in, the way back to the shop and the tools beside the screen. */
export function AdminLayoutView({
  currentPath,
  staffName,
  role,
  children,
  linkAs,
}: AdminLayoutViewProps) {
  return (
    <Root>
      <Side aria-label="Администрирование">
        <Staff>
          <Who>
            {staffName ? (
              <>
                <strong>{staffName}</strong> · {ROLE_LABEL[role].toLowerCase()}
              </>
            ) : (
              <strong>{ROLE_LABEL[role]}</strong>
            )}
          </Who>
          <Back as={linkAs} href="/">
            Вернуться в магазин
          </Back>
        </Staff>
        <AdminNav currentPath={currentPath} linkAs={linkAs} />
      </Side>
      <div>{children}</div>
    </Root>
  );
}

import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import { ADMIN_HOME, ADMIN_TOOLS, adminToolOf } from '../../adminTools';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 992px) {
    display: grid;
  }
`;

const Item = styled.a`
  display: block;
  padding: 6px 10px;
  border-radius: var(--radius-control);
  color: var(--color-text);
  font-size: var(--font-size-sm);
  text-decoration: none;
  &:hover {
    background: var(--color-surface-muted);
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
  &[aria-current='page'] {
    background: var(--color-brand-tint);
    color: var(--color-brand);
    font-weight: 600;
  }
`;

export interface AdminNavProps {
  /** The path shown; the tool it belongs to (its detail pages too) is marked current. */
  currentPath: string;
  linkAs?: LinkComponent;
}

/** Navigation between the staff tools: plain links, so Tab and Enter move between them. */
export function AdminNav({ currentPath, linkAs }: AdminNavProps) {
  const current = currentPath === ADMIN_HOME.href ? ADMIN_HOME : adminToolOf(currentPath);
  return (
    <nav aria-label="Инструменты">
      <List>
        {[ADMIN_HOME, ...ADMIN_TOOLS].map(({ href, title }) => (
          <li key={href}>
            <Item
              as={linkAs}
              href={href}
              aria-current={current?.href === href ? 'page' : undefined}
            >
              {title}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}

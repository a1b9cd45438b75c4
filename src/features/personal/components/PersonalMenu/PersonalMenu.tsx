import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import { PERSONAL_MENU } from '../../personalPages';

const List = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.a`
  display: block;
  padding: 8px 12px;
  border-radius: var(--radius-control);
  color: var(--color-text);
  text-decoration: none;
  &:hover {
    background: var(--color-surface-muted);
  }
  &[aria-current] {
    background: var(--color-brand-tint);
    color: var(--color-brand);
    font-weight: 600;
  }
`;

export interface PersonalMenuProps {
  /** The path of the page shown, marked as current. */
  currentPath: string;
  linkAs?: LinkComponent;
}

/**
 * 'page' on the page shown; 'true' on the section of a page under it (an order's page, page 2 of
 * the orders), so the shopper still sees where they are. The overview is only itself.
 */
function currentOf(href: string, currentPath: string): 'page' | 'true' | undefined {
  if (href === currentPath) return 'page';
  if (href !== PERSONAL_MENU[0].href && currentPath.startsWith(href)) return 'true';
  return undefined;
}

/** The cabinet's menu (R-LAYOUT-12). */
export function PersonalMenu({ currentPath, linkAs }: PersonalMenuProps) {
  return (
    <nav aria-label="Личный кабинет">
      <List>
        {PERSONAL_MENU.map(({ href, label }) => (
          <li key={href}>
            <Item as={linkAs} href={href} aria-current={currentOf(href, currentPath)}>
              {label}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}

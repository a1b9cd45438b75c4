import styled from 'styled-components';
import type { MenuItem } from '@features/api';
import { RouterLink } from '@features/page';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-direction='column'] {
    flex-direction: column;
    gap: 0;
  }
`;

const Link = styled(RouterLink)`
  display: block;
  padding: 6px 0;
  color: var(--color-text);
  font-size: var(--font-size-sm);
  text-decoration: none;
  &:hover {
    color: var(--color-brand);
  }
  [data-direction='column'] & {
    padding: 10px 20px;
    font-size: var(--font-size-md);
  }
`;

export interface TopMenuProps {
  /** Items of /api/menu/topmost (R-LAYOUT-2). */
  items: readonly MenuItem[];
  /** Accessible name of the navigation. */
  label: string;
  /** In a row (header, footer) or one item per line (mobile menu). */
  direction?: 'row' | 'column';
}

/** A plain menu of links: the header's top menu (R-LAYOUT-2), also used by the footer and drawer. */
export function TopMenu({ items, label, direction = 'row' }: TopMenuProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <List data-direction={direction}>
        {items.map((item) => (
          <li key={item.link}>
            <Link href={item.link}>{item.title}</Link>
          </li>
        ))}
      </List>
    </nav>
  );
}

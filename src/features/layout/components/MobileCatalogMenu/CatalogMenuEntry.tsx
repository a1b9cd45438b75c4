import { useId, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '@ui/Icon';
import type { MenuItem } from '@features/api';
import { RouterLink } from '@features/page';
import { catalogMenuIcon } from '../../catalogMenuIcon';

const Row = styled.div`
  display: flex;
  align-items: center;
`;

const Link = styled(RouterLink)`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 8px 20px;
  color: var(--color-text);
  text-decoration: none;
  &:hover {
    background: var(--color-surface-muted);
    color: var(--color-brand);
  }
  /* R-LAYOUT-11: the special catalogue entries are drawn in the brand colour with their icon. */
  &[data-special] {
    color: var(--color-brand);
    font-weight: 600;
  }
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-right: 8px;
  border: 0;
  border-radius: var(--radius-control);
  background: none;
  color: var(--color-text-muted);
  cursor: pointer;
  &:hover {
    background: var(--color-surface-muted);
  }
`;

const Children = styled.ul`
  margin: 0;
  padding: 0 0 8px 16px;
  list-style: none;
  font-size: var(--font-size-sm);
`;

/** One catalogue menu item: a link, its icon by link (R-LAYOUT-11), and its subsections on demand. */
export function CatalogMenuEntry({ item }: { item: MenuItem }) {
  const [open, setOpen] = useState(false);
  const childrenId = useId();
  const icon = catalogMenuIcon(item);
  return (
    <li>
      <Row>
        <Link href={item.link} data-special={icon ? '' : undefined}>
          {icon && <Icon name={icon} size={20} data-testid={`menu-icon-${icon}`} />}
          {item.title}
        </Link>
        {item.children.length > 0 && (
          <Toggle
            type="button"
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={`Подразделы: ${item.title}`}
            onClick={() => setOpen(!open)}
          >
            <Icon name="chevron" size={20} rotate={open ? 180 : 0} />
          </Toggle>
        )}
      </Row>
      {item.children.length > 0 && (
        <Children id={childrenId} hidden={!open}>
          {item.children.map((child) => (
            <CatalogMenuEntry key={child.link} item={child} />
          ))}
        </Children>
      )}
    </li>
  );
}

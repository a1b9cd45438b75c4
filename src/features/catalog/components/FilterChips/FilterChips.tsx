import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import { Icon } from '@ui/Icon';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  min-height: 32px;
  padding: 4px 8px 4px 12px;
  border-radius: var(--radius-pill);
  background: var(--color-brand-tint);
  color: var(--color-text);
  font-size: var(--font-size-sm);
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    background: var(--color-brand);
    color: var(--color-text-inverse);
  }
`;

const Reset = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 8px;
  color: var(--color-brand);
  font-size: var(--font-size-sm);
  font-weight: 600;
  &:hover {
    color: var(--color-brand-hover);
  }
`;

export interface FilterChip {
  /** 'Размер: 40x50'. */
  label: string;
  /** The url without this choice (from the server). */
  removeUrl: string;
}

export interface FilterChipsProps {
  chips: readonly FilterChip[];
  /** The url without any choice ('Сбросить'). */
  resetUrl: string;
  linkAs?: LinkComponent;
}

/** The chosen filter values above the grid; each chip is a link that takes its value away. */
export function FilterChips({ chips, resetUrl, linkAs }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <List aria-label="Выбранные фильтры">
      {chips.map((chip) => (
        <li key={chip.removeUrl}>
          <Chip as={linkAs} href={chip.removeUrl} aria-label={`Убрать фильтр ${chip.label}`}>
            {chip.label}
            <Icon name="close" size={16} />
          </Chip>
        </li>
      ))}
      <li>
        <Reset as={linkAs} href={resetUrl}>
          Сбросить
        </Reset>
      </li>
    </List>
  );
}

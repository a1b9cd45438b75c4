import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CatalogSortOption } from '@features/api';
import { SortSelect } from './SortSelect';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  & > :last-child {
    margin-left: auto;
    min-width: 200px;
  }
`;

const Count = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

export interface SortedCountProps {
  /** 'Найдено 57 товаров', '98 товаров'. */
  count: string;
  sorts: readonly CatalogSortOption[];
  onNavigate: (url: string) => void;
  /** More controls between the count and the sort (a section's 'Фильтры' button on phones). */
  children?: ReactNode;
}

/** The line above a product list: its count and its order (sections, search, new, discounts). */
export function SortedCount({ count, sorts, onNavigate, children }: SortedCountProps) {
  return (
    <Root>
      <Count aria-live="polite">{count}</Count>
      {children}
      <SortSelect sorts={sorts} onNavigate={onNavigate} />
    </Root>
  );
}

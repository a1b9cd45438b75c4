import styled from 'styled-components';
import type { CatalogFilterProperty, CatalogInStock, CatalogPriceRange } from '@features/api';
import { Button, type LinkComponent } from '@ui/Button';
import { FilterChoice } from './FilterChoice';
import { FilterGroup } from './FilterGroup';
import { PriceRange } from './PriceRange';

/** Groups open at first; the rest wait behind their heading (DESIGN.md "Filter panel"). */
const OPEN_GROUPS = 3;

const Root = styled.div`
  display: grid;
  gap: 8px;
`;

// A card like the groups below it, its checkbox lined up with their values.
const InStock = styled.div`
  padding: 12px 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

export interface FilterPanelProps {
  filter: readonly CatalogFilterProperty[];
  price: CatalogPriceRange;
  /** The «В наличии» choice with its count (issue 26 point 3). */
  inStock: CatalogInStock;
  /** The section url without filters; shown as 'Сбросить' while something is chosen. */
  resetUrl: string;
  /** Something is chosen (values or a price range). */
  filtered: boolean;
  onPriceApply: (from: number | null, to: number | null) => void;
  /**
   * Router adapter for the value and reset links: each opens a server-given url (counts, url and
   * products then come from the server) without reloading the page.
   */
  linkAs?: LinkComponent;
}

/** The smart filter of a section: «В наличии», price range, one group per property, and reset. */
export function FilterPanel({
  filter,
  price,
  inStock,
  resetUrl,
  filtered,
  onPriceApply,
  linkAs,
}: FilterPanelProps) {
  return (
    <Root role="search" aria-label="Фильтр товаров">
      <InStock>
        <FilterChoice
          label="В наличии"
          count={inStock.count}
          selected={inStock.selected}
          url={inStock.url}
          linkAs={linkAs}
        />
      </InStock>
      {price.max > 0 && <PriceRange price={price} onApply={onPriceApply} />}
      {filter.map((property, index) => (
        <FilterGroup
          key={property.code}
          property={property}
          linkAs={linkAs}
          defaultOpen={index < OPEN_GROUPS || property.values.some((value) => value.selected)}
        />
      ))}
      {filtered && (
        <Button href={resetUrl} linkAs={linkAs} variant="ghost" fullWidth iconStart="close">
          Сбросить
        </Button>
      )}
    </Root>
  );
}

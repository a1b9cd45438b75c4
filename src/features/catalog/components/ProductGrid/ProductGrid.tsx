import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ProductCard } from '@features/api';
import { up } from '@ui/tokens';

// Two columns on phones, three from md (640), four from xl (1200), five from xxl (1530).
const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 16px;
  }
  ${up('xl')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 20px;
  }
  ${up('xxl')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  &[data-narrow] {
    ${up('xl')} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    ${up('xxl')} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;

export interface ProductGridProps<T extends ProductCard = ProductCard> {
  products: readonly T[];
  /** Draws one card; the grid does not know the basket or favorites. */
  renderCard: (product: T) => ReactNode;
  /** Accessible name of the list ('Товары раздела'). */
  label: string;
  /** One column fewer on wide screens, for a grid beside the filter panel. */
  narrow?: boolean;
}

/** Product cards in responsive columns (by the spec's breakpoints). */
export function ProductGrid<T extends ProductCard>({
  products,
  renderCard,
  label,
  narrow = false,
}: ProductGridProps<T>) {
  return (
    <List aria-label={label} data-narrow={narrow || undefined}>
      {products.map((product) => (
        <li key={product.id}>{renderCard(product)}</li>
      ))}
    </List>
  );
}

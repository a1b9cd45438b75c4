import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ProductCard } from '@features/api';
import { up } from '@ui/tokens';
import { PicturePriority } from '../ProductCard/PicturePriority';

/**
 * Cards whose pictures load at once: the first row on a phone (two columns), which is in view when
 * a list page opens and holds its largest paint. Wider screens show more in their first row; those
 * start loading as soon as the browser lays them out, a moment later.
 * @internal exported for a test only
 */
export const PRIORITY_CARDS = 2;

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

export interface ProductGridViewProps<T extends ProductCard = ProductCard> {
  products: readonly T[];
  /** Draws one card; the grid does not know the basket or favorites. */
  renderCard: (product: T) => ReactNode;
  /** Accessible name of the list ('Товары раздела'). */
  label: string;
  /**
   * One column fewer from xl, for a grid beside a filter panel shown from lg. It says where the
   * grid sits, not how wide the window is: the media queries decide, so server and browser agree.
   */
  narrow?: boolean;
  /**
   * The grid is the page's main list, in view when the page opens: its first cards' pictures
   * (PRIORITY_CARDS) are asked for at once and first. False for a grid further down the page
   * (a product's related products), whose pictures all wait until they are scrolled near.
   */
  priority?: boolean;
}

/** Product cards in responsive columns (by the spec's breakpoints). */
export function ProductGridView<T extends ProductCard>({
  products,
  renderCard,
  label,
  narrow = false,
  priority = true,
}: ProductGridViewProps<T>) {
  return (
    <List aria-label={label} data-narrow={narrow || undefined}>
      {products.map((product, index) => (
        <li key={product.id}>
          <PicturePriority value={priority && index < PRIORITY_CARDS}>
            {renderCard(product)}
          </PicturePriority>
        </li>
      ))}
    </List>
  );
}

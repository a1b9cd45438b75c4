import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import type { PurchasedProduct, PurchasePage } from '@features/api';
import { PagedList, type PagedListTexts } from '../../components/PagedList';
import { PURCHASES_PATH } from '../../personalPages';
import { PurchaseCard } from './PurchaseCard';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
`;

const TEXTS: PagedListTexts = {
  failed: 'Не удалось загрузить покупки.',
  loading: 'Загрузка покупок',
  empty: 'Покупок пока нет',
  emptyText: 'Здесь будут товары из ваших заказов: их можно купить снова и оценить.',
  emptyPage: 'На этой странице покупок нет',
};

export interface PurchasesViewProps {
  /** Breadcrumbs and H1. */
  title: ReactNode;
  /** A page of bought products, last bought first; null until it is loaded. */
  purchases: PurchasePage | null;
  failed?: boolean;
  onRetry?: () => void;
  /** Draws 'Купить снова' of a product still sold: wired to the basket in the app. */
  renderBuyAgain?: (product: PurchasedProduct) => ReactNode;
  linkAs?: LinkComponent;
}

/** `/personal/purchases/`: what the shopper bought, to buy again or review (issue 15 point 5). */
export function PurchasesView({
  title,
  purchases,
  failed = false,
  onRetry,
  renderBuyAgain,
  linkAs,
}: PurchasesViewProps) {
  return (
    <section>
      {title}
      <PagedList
        page={purchases}
        failed={failed}
        onRetry={onRetry}
        basePath={PURCHASES_PATH}
        texts={TEXTS}
        icon="gift"
        linkAs={linkAs}
      >
        {(items) => (
          <Grid aria-label="Купленные товары">
            {items.map((product) => (
              <PurchaseCard
                key={product.productId}
                product={product}
                buyAgain={renderBuyAgain?.(product)}
                linkAs={linkAs}
              />
            ))}
          </Grid>
        )}
      </PagedList>
    </section>
  );
}

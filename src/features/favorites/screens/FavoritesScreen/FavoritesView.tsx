import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { LoadingBlock } from '@ui/LoadingOverlay';
import type { ProductCard } from '@features/api';
import { FavoriteCard } from './FavoriteCard';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Notice = styled.p`
  margin: 0 0 16px;
  color: var(--color-error);
`;

/** spec R-FAV: the empty favorites page's text. */
const FAVORITES_EMPTY_TITLE = 'В избранном пока пусто';

export interface FavoritesViewProps {
  /** Breadcrumbs and H1. */
  title: ReactNode;
  /** Saved products in the order they were saved; empty when none. */
  products: ProductCard[];
  /** The cards are being fetched and none are known yet. */
  loading?: boolean;
  /** The cards could not be fetched. */
  failed?: boolean;
  /** A favorites error of spec §8 (R-FAV-5) to show above the list. */
  error?: string | null;
  /** Draws a card's basket action: the catalogue's 'В корзину' in the app, a stand-in in stories. */
  renderBasketAction?: (product: ProductCard) => ReactNode;
  onRemove: (id: number) => void;
  onRetry?: () => void;
  linkAs?: LinkComponent;
}

/** The favorites page (`/favorites/`, R-FAV): saved products with remove, or the empty state. */
export function FavoritesView({
  title,
  products,
  loading = false,
  failed = false,
  error,
  renderBasketAction,
  onRemove,
  onRetry,
  linkAs,
}: FavoritesViewProps) {
  let body: ReactNode;
  if (failed) body = <ErrorState text="Не удалось загрузить избранные товары." onRetry={onRetry} />;
  else if (loading) body = <LoadingBlock label="Загрузка избранного" />;
  else if (products.length === 0)
    body = (
      <EmptyState
        icon="heart"
        title={FAVORITES_EMPTY_TITLE}
        text="Нажимайте на сердечко у товаров, чтобы вернуться к ним позже."
        action={
          <Button href="/shop/" linkAs={linkAs}>
            Перейти в каталог
          </Button>
        }
      />
    );
  else
    body = (
      <Grid aria-label="Избранные товары">
        {products.map((product) => (
          <FavoriteCard
            key={product.id}
            product={product}
            basketAction={renderBasketAction?.(product)}
            onRemove={onRemove}
            linkAs={linkAs}
          />
        ))}
      </Grid>
    );

  return (
    <section>
      {title}
      {error && <Notice role="alert">{error}</Notice>}
      {body}
    </section>
  );
}

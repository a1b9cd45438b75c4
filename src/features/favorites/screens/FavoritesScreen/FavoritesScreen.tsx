import { useDispatch, useSelector } from 'react-redux';
import { useGetFavoriteProductsQuery } from '@features/api';
import { BasketButton } from '@features/basket';
import { BuyOrNotify } from '@features/stockNotice';
import { PageTitle, RouterLink, usePageBreadcrumbs, usePageData } from '@features/page';
import { favoriteToggled, selectFavoriteIds, selectFavoritesError } from '../../favoritesSlice';
import { FavoritesView } from './FavoritesView';

/** `/favorites/` (and the cabinet's favorites): the cards of the saved ids (R-FAV). */
export function FavoritesScreen() {
  const dispatch = useDispatch();
  const ids = useSelector(selectFavoriteIds);
  const error = useSelector(selectFavoritesError);
  const page = usePageData();
  const breadcrumbs = usePageBreadcrumbs(page);
  const { data, isLoading, isError, refetch } = useGetFavoriteProductsQuery(
    { body: { ids } },
    { skip: ids.length === 0 },
  );
  // A removed card goes at once; the refetch for the shorter list only confirms it.
  const products =
    ids.length === 0 ? [] : (data?.result ?? []).filter(({ id }) => ids.includes(id));

  return (
    <FavoritesView
      title={
        <PageTitle
          title={page?.seo.h1 || 'Избранное'}
          breadcrumbs={breadcrumbs}
          linkAs={RouterLink}
        />
      }
      products={products}
      loading={isLoading}
      failed={isError && !data}
      error={error}
      renderBasketAction={(product) => (
        <BuyOrNotify
          available={product.available}
          productId={product.id}
          productName={product.name}
        >
          <BasketButton productId={product.id} productName={product.name} />
        </BuyOrNotify>
      )}
      onRemove={(id) => dispatch(favoriteToggled(id))}
      onRetry={refetch}
      linkAs={RouterLink}
    />
  );
}

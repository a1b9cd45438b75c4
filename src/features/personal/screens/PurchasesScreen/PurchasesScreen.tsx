import { useParams } from 'react-router-dom';
import { useGetMyPurchasesQuery } from '@features/api';
import { RouterLink } from '@features/page';
import { pageParam } from '../../pagedUrl';
import { usePersonalTitle } from '../../usePersonalTitle';
import { BuyAgain } from './BuyAgain';
import { PurchasesView } from './PurchasesView';

/** `/personal/purchases/` and its `/page/{n}/`. */
export function PurchasesScreen() {
  const page = pageParam(useParams().page);
  const title = usePersonalTitle('Мои покупки');
  const { data, isError, refetch } = useGetMyPurchasesQuery({ page });
  return (
    <PurchasesView
      title={title}
      purchases={data?.result ?? null}
      failed={isError && !data}
      onRetry={refetch}
      renderBuyAgain={(product) => (
        <BuyAgain productId={product.productId} productName={product.name} />
      )}
      linkAs={RouterLink}
    />
  );
}

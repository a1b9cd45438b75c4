import { useGetMyOrdersQuery, useGetUserProfileQuery } from '@features/api';
import { RouterLink } from '@features/page';
import { usePersonalTitle } from '../../usePersonalTitle';
import { PersonalHomeView } from './PersonalHomeView';

/** How many of the latest orders the overview shows. */
const LATEST_ORDERS = 3;

/** `/personal/`: the cabinet's overview. */
export function PersonalHomeScreen() {
  const title = usePersonalTitle('Личный кабинет');
  const profile = useGetUserProfileQuery();
  // The first page of the list (newest first), shared with `/personal/orders/` in the cache.
  const orders = useGetMyOrdersQuery({ page: 1 });
  return (
    <PersonalHomeView
      title={title}
      profile={profile.data?.result ?? null}
      orders={orders.data?.result.items.slice(0, LATEST_ORDERS) ?? null}
      ordersFailed={orders.isError && !orders.data}
      linkAs={RouterLink}
    />
  );
}

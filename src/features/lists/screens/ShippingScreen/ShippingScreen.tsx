import { useGetShippingOptionsQuery } from '@features/api';
import { RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { ShippingView, type ShippingState } from './ShippingView';

/**
 * The renderer of page type `shipping`. The `/shipping/` route skips the page-content fetch
 * (spec §2, R-ROUTE-4): its client-made page carries only the url's `locationCode`, so the
 * options come from `GET /api/shipping/options` (the visitor's city without a code). A page JSON
 * from the server already holds them in `data.shipping`.
 */
export function ShippingScreen({ page }: PageRendererProps) {
  const fromServer = page.type === 'shipping' ? page.data : null;
  const locationCode = fromServer
    ? fromServer.locationCode
    : 'params' in page
      ? page.params.locationCode
      : undefined;
  const breadcrumbs = usePageBreadcrumbs(page);
  const answer = useGetShippingOptionsQuery(
    { locationCode: locationCode ?? undefined },
    { skip: fromServer !== null },
  );
  let state: ShippingState = { kind: 'loading' };
  if (fromServer) state = { kind: 'ready', shipping: fromServer.shipping };
  else if (answer.data && !answer.isFetching)
    state = { kind: 'ready', shipping: answer.data.result };
  else if (answer.isError && !answer.isFetching)
    state = { kind: 'error', retry: () => void answer.refetch() };
  return <ShippingView breadcrumbs={breadcrumbs} state={state} linkAs={RouterLink} />;
}

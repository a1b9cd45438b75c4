import { PageTitle, RouterLink, usePageBreadcrumbs, usePageData } from '@features/page';

/**
 * The breadcrumbs and H1 of a cabinet page, from its page JSON (the server's title, e.g.
 * 'Заказ № 1024'), or `fallback` before it is known.
 */
export function usePersonalTitle(fallback: string) {
  const page = usePageData();
  const breadcrumbs = usePageBreadcrumbs(page);
  return (
    <PageTitle title={page?.seo.h1 || fallback} breadcrumbs={breadcrumbs} linkAs={RouterLink} />
  );
}

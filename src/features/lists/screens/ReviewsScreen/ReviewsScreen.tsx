import { pageDataOf, RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { usePageUrl } from '../../components/usePageUrl';
import { ReviewsView } from './ReviewsView';

/** The renderer of page type `reviews`. */
export function ReviewsScreen({ page }: PageRendererProps) {
  return (
    <ReviewsView
      title={page.seo.h1}
      breadcrumbs={usePageBreadcrumbs(page)}
      data={pageDataOf(page, 'reviews')}
      url={usePageUrl()}
      linkAs={RouterLink}
    />
  );
}

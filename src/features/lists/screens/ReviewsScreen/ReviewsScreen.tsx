import { pageDataOf, RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { usePageUrl } from '../../components/usePageUrl';
import { ReviewsScreen } from './ReviewsScreen';

/** The renderer of page type `reviews`. */
export function ReviewsPage({ page }: PageRendererProps) {
  return (
    <ReviewsScreen
      title={page.seo.h1}
      breadcrumbs={usePageBreadcrumbs(page)}
      data={pageDataOf(page, 'reviews')}
      url={usePageUrl()}
      linkAs={RouterLink}
    />
  );
}

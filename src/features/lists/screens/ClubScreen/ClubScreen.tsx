import { pageDataOf, RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { usePageUrl } from '../../components/usePageUrl';
import { ClubListView } from './ClubListView';
import { ClubPostView } from './ClubPostView';

/** The renderer of page type `club`: a list (`posts`) or one post (`post`, docs/api.md). */
export function ClubScreen({ page }: PageRendererProps) {
  const data = pageDataOf(page, 'club');
  const breadcrumbs = usePageBreadcrumbs(page);
  const url = usePageUrl();
  if ('post' in data) {
    return (
      <ClubPostView
        title={page.seo.h1}
        breadcrumbs={breadcrumbs}
        data={data}
        content={page.content}
        linkAs={RouterLink}
      />
    );
  }
  return (
    <ClubListView
      title={page.seo.h1}
      breadcrumbs={breadcrumbs}
      data={data}
      url={url}
      linkAs={RouterLink}
    />
  );
}

import { pageDataOf, RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { usePageUrl } from '../../components/usePageUrl';
import { ClubListScreen } from './ClubListScreen';
import { ClubPostScreen } from './ClubPostScreen';

/** The renderer of page type `club`: a list (`posts`) or one post (`post`, docs/api.md). */
export function ClubPage({ page }: PageRendererProps) {
  const data = pageDataOf(page, 'club');
  const breadcrumbs = usePageBreadcrumbs(page);
  const url = usePageUrl();
  if ('post' in data) {
    return (
      <ClubPostScreen
        title={page.seo.h1}
        breadcrumbs={breadcrumbs}
        data={data}
        content={page.content}
        linkAs={RouterLink}
      />
    );
  }
  return (
    <ClubListScreen
      title={page.seo.h1}
      breadcrumbs={breadcrumbs}
      data={data}
      url={url}
      linkAs={RouterLink}
    />
  );
}

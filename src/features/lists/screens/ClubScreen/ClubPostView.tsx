import styled from 'styled-components';
import type { ClubPostPageData } from '@features/api';
import { formatDate } from '@features/catalog';
import { PageTitle } from '@features/page';
import type { Crumb } from '@ui/Breadcrumbs';
import { Button, type LinkComponent } from '@ui/Button';
import { HtmlContent } from '../../components/HtmlContent';

const Article = styled.article`
  display: grid;
  gap: 16px;
  max-width: 800px;
`;

const Date = styled.time`
  color: var(--color-text-muted);
`;

export interface ClubPostViewProps {
  title: string;
  breadcrumbs: readonly Crumb[];
  data: ClubPostPageData;
  /** The post's text (page content, written by editors). */
  content: string;
  linkAs?: LinkComponent;
}

/** One club or blog post (spec §2 /club/{code}/). */
export function ClubPostView({ title, breadcrumbs, data, content, linkAs }: ClubPostViewProps) {
  const back = data.kind === 'blog' ? '/club/blog/' : '/club/';
  return (
    <Article>
      <PageTitle title={title} breadcrumbs={breadcrumbs} linkAs={linkAs} />
      <Date dateTime={data.post.publishedAt}>{formatDate(data.post.publishedAt)}</Date>
      <HtmlContent dangerouslySetInnerHTML={{ __html: content }} />
      <div>
        <Button href={back} linkAs={linkAs} variant="secondary">
          {data.kind === 'blog' ? 'Все статьи блога' : 'Все публикации клуба'}
        </Button>
      </div>
    </Article>
  );
}

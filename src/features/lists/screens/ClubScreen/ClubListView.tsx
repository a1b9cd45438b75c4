import styled from 'styled-components';
import type { ClubListPageData } from '@features/api';
import { formatDate, pageUrl, SectionLinks } from '@features/catalog';
import { PageTitle } from '@features/page';
import type { Crumb } from '@ui/Breadcrumbs';
import type { LinkComponent } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { Pagination } from '@ui/Pagination';

const List = styled.ul`
  display: grid;
  gap: 16px;
  max-width: 800px;
  margin: 24px 0;
  padding: 0;
  list-style: none;
`;

const Post = styled.article`
  display: grid;
  gap: 6px;
  padding-bottom: 16px;
  border-bottom: 1px solid var(--color-border);
  & > h2 {
    margin: 0;
    font-size: var(--font-size-lg);
  }
  & > p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const PostLink = styled.a`
  color: var(--color-text);
  text-decoration: none;
  &:hover {
    color: var(--color-brand);
  }
`;

const Date = styled.time`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

/** The two lists of the club section (docs/api.md: `/club/` and `/club/blog/`). */
const CLUB_LISTS = [
  { title: 'Клуб', link: '/club/' },
  { title: 'Блог', link: '/club/blog/' },
] as const;

export interface ClubListViewProps {
  title: string;
  breadcrumbs: readonly Crumb[];
  data: ClubListPageData;
  url: string;
  linkAs?: LinkComponent;
}

/** The club or blog list (spec §2 /club/): posts with their date and preview, page by page. */
export function ClubListView({ title, breadcrumbs, data, url, linkAs }: ClubListViewProps) {
  const { page, pageCount } = data.pagination;
  const current = data.kind === 'blog' ? '/club/blog/' : '/club/';
  return (
    <section>
      <PageTitle title={title} breadcrumbs={breadcrumbs} linkAs={linkAs} />
      <SectionLinks
        title="Разделы клуба"
        links={CLUB_LISTS}
        currentLink={current}
        linkAs={linkAs}
      />
      {data.posts.length > 0 ? (
        <List>
          {data.posts.map((post) => (
            <li key={post.code}>
              <Post>
                <h2>
                  <PostLink as={linkAs} href={post.url}>
                    {post.title}
                  </PostLink>
                </h2>
                <Date dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</Date>
                <p>{post.preview}</p>
              </Post>
            </li>
          ))}
        </List>
      ) : (
        <EmptyState icon="info" title="Публикаций пока нет" />
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(n) => pageUrl(url, n)}
        linkAs={linkAs}
      />
    </section>
  );
}

import styled from 'styled-components';
import type { ReviewsPageData } from '@features/api';
import { pageUrl, ReviewCard } from '@features/catalog';
import { PageTitle } from '@features/page';
import type { Crumb } from '@ui/Breadcrumbs';
import type { LinkComponent } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { plural } from '@ui/format';
import { Pagination } from '@ui/Pagination';
import { Rating } from '@ui/Rating';

const Summary = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0 0 20px;
  color: var(--color-text-muted);
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  max-width: 800px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
`;

export interface ReviewsViewProps {
  title: string;
  breadcrumbs: readonly Crumb[];
  data: ReviewsPageData;
  url: string;
  linkAs?: LinkComponent;
}

/** All reviews (spec §2 /all-reviews/): the average, then the reviews with their products. */
export function ReviewsView({ title, breadcrumbs, data, url, linkAs }: ReviewsViewProps) {
  const { page, pageCount } = data.pagination;
  return (
    <section>
      <PageTitle title={title} breadcrumbs={breadcrumbs} linkAs={linkAs} />
      {data.count > 0 ? (
        <>
          <Summary>
            <Rating value={data.average} label="Средняя оценка" />
            {`${data.average.toFixed(1)} · ${data.count} ${plural(data.count, ['отзыв', 'отзыва', 'отзывов'])}`}
          </Summary>
          <List>
            {data.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} showProduct linkAs={linkAs} />
              </li>
            ))}
          </List>
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(n) => pageUrl(url, n)}
            linkAs={linkAs}
          />
        </>
      ) : (
        <EmptyState icon="star" title="Отзывов пока нет" />
      )}
    </section>
  );
}

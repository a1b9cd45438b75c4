import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ProductCard, ProductListPageData } from '@features/api';
import { pageUrl, ProductGridView, productsText, SortedCount } from '@features/catalog';
import { PageTitle } from '@features/page';
import type { Crumb } from '@ui/Breadcrumbs';
import { Button, type LinkComponent } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { Pagination } from '@ui/Pagination';

const Body = styled.div`
  display: grid;
  gap: 20px;
`;

const EMPTY_TEXT: Record<ProductListPageData['list'], string> = {
  new: 'Новинки скоро появятся — загляните позже.',
  discounts: 'Сейчас скидок нет — загляните позже.',
};

export interface ProductListViewProps {
  title: string;
  breadcrumbs: readonly Crumb[];
  data: ProductListPageData;
  /** The current url (path and query): the base of page links. */
  url: string;
  renderCard: (product: ProductCard) => ReactNode;
  /** Opens another order's url (issue 9 point 18: the catalogue's sort control). */
  onNavigate: (url: string) => void;
  linkAs?: LinkComponent;
}

/** New products and discounts (spec §2 /new/, /discounts/ and their sections), page by page. */
export function ProductListView({
  title,
  breadcrumbs,
  data,
  url,
  renderCard,
  onNavigate,
  linkAs,
}: ProductListViewProps) {
  const { total, page, pageCount } = data.pagination;
  return (
    <section>
      <PageTitle title={title} breadcrumbs={breadcrumbs} linkAs={linkAs} />
      <Body>
        {data.products.length > 0 ? (
          <>
            <SortedCount count={productsText(total)} sorts={data.sorts} onNavigate={onNavigate} />
            <ProductGridView products={data.products} renderCard={renderCard} label={title} />
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefFor={(n) => pageUrl(url, n)}
              linkAs={linkAs}
            />
          </>
        ) : (
          <EmptyState
            icon={data.list === 'new' ? 'gift' : 'percent'}
            title="Здесь пока пусто"
            text={EMPTY_TEXT[data.list]}
            action={
              <Button href="/shop/" linkAs={linkAs} variant="secondary">
                Перейти в каталог
              </Button>
            }
          />
        )}
      </Body>
    </section>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ProductCard, SearchPageData } from '@features/api';
import { pageUrl, ProductGridView, SectionLinks, SortedCount } from '@features/catalog';
import { PageTitle } from '@features/page';
import type { Crumb } from '@ui/Breadcrumbs';
import type { LinkComponent } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { plural } from '@ui/format';
import { Pagination } from '@ui/Pagination';

const Body = styled.div`
  display: grid;
  gap: 20px;
`;

const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: var(--radius-control);
  background: var(--color-info-tint);
`;

/** 'Найдено 57 товаров'; a capped total is a limit, not a count: 'Найдено 1200+ товаров. …'. */
function foundText(total: number, capped: boolean): string {
  const products = plural(total, ['товар', 'товара', 'товаров']);
  return capped
    ? `Найдено ${total}+ ${products}. Уточните запрос, чтобы увидеть остальные.`
    : `Найдено ${total} ${products}`;
}

export interface SearchViewProps {
  title: string;
  breadcrumbs: readonly Crumb[];
  data: SearchPageData;
  /** The current url (path and query): the base of page links. */
  url: string;
  renderCard: (product: ProductCard) => ReactNode;
  /** Opens another order's url (issue 9 point 18: the catalogue's sort control). */
  onNavigate: (url: string) => void;
  linkAs?: LinkComponent;
}

/**
 * The results page `/search/?q=`: the count and the order under the heading that names the query
 * (issue 9 point 18), the corrected-query note when the server searched for a
 * corrected query, matching sections, the products and pages, or 'Ничего не найдено'.
 */
export function SearchView({
  title,
  breadcrumbs,
  data,
  url,
  renderCard,
  onNavigate,
  linkAs,
}: SearchViewProps) {
  const { total, page, pageCount } = data.pagination;
  const found = data.products.length > 0 || data.sections.length > 0;
  return (
    <section>
      <PageTitle title={title} breadcrumbs={breadcrumbs} linkAs={linkAs} />
      <Body>
        {found && (
          <SortedCount
            count={foundText(total, data.totalIsCapped)}
            sorts={data.sorts}
            onNavigate={onNavigate}
          />
        )}
        {data.notice && <Notice role="note">{data.notice}</Notice>}
        {found ? (
          <>
            <SectionLinks
              title="Разделы"
              links={data.sections.map(({ name, url: link }) => ({ title: name, link }))}
              linkAs={linkAs}
            />
            <ProductGridView
              products={data.products}
              renderCard={renderCard}
              label="Найденные товары"
            />
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefFor={(n) => pageUrl(url, n)}
              linkAs={linkAs}
            />
          </>
        ) : (
          <EmptyState
            icon="search"
            title="Ничего не найдено"
            text={
              data.query
                ? `По запросу «${data.query}» товаров нет. Проверьте написание или попробуйте другие слова.`
                : 'Введите запрос в поле поиска.'
            }
          />
        )}
      </Body>
    </section>
  );
}

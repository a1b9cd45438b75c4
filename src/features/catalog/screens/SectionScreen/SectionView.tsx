import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { CatalogProductCard, SectionPageData } from '@features/api';
import { PageTitle } from '@features/page';
import type { Crumb } from '@ui/Breadcrumbs';
import { Button, type LinkComponent } from '@ui/Button';
import { Drawer } from '@ui/Drawer';
import { EmptyState } from '@ui/EmptyState';
import { productsText } from '../../productsText';
import { Pagination } from '@ui/Pagination';
import { down, up } from '@ui/tokens';
import { pageUrl, priceUrl } from '../../catalogUrls';
import { FilterChips } from '../../components/FilterChips';
import { FilterPanel } from '../../components/FilterPanel';
import { ProductGridView } from '../../components/ProductGrid';
import { SectionLinks } from '../../components/SectionLinks';
import { SortedCount } from '../../components/SortSelect';
import { sectionChips } from './sectionChips';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${up('lg')} {
    grid-template-columns: 280px minmax(0, 1fr);
    align-items: start;
  }
`;

// The server knows no window width, so both the panel and the button that opens it are always in
// the markup and CSS picks one: the page does not shift when it hydrates, and crawlers see the
// filter links at any width. display: none also keeps the hidden one out of the accessibility tree.
const FilterAside = styled.aside`
  ${down('lg')} {
    display: none;
  }
`;

const FilterButton = styled.div`
  ${up('lg')} {
    display: none;
  }
`;

const Main = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Links = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;
`;

const DrawerBody = styled.div`
  display: grid;
  gap: 16px;
  padding: 16px;
`;

const Description = styled.div`
  color: var(--color-text);
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

export interface SectionViewProps {
  /** The page's H1 (SEO texts of the section or of the filter landing). */
  title: string;
  breadcrumbs: readonly Crumb[];
  data: SectionPageData;
  /** The current url (path and query): the base of paging and price urls. */
  url: string;
  /** Opens a url of the shop (sort, price); filter values are links. */
  onNavigate: (url: string) => void;
  /** Router adapter of the filter's own links (its values, chips), which keep the page's scroll. */
  filterLinkAs?: LinkComponent;
  /** Draws one product card (wired to the basket and favorites by the container). */
  renderCard: (product: CatalogProductCard) => ReactNode;
  linkAs?: LinkComponent;
}

/**
 * A catalogue section (spec §2 /shop/): H1 and breadcrumbs, subsections and landing tags, the
 * smart filter, sort, chips of the chosen values, the grid, pages and relinks. Every change opens
 * a server-given url, so counts, products and the address always come from the server.
 */
export function SectionView({
  title,
  breadcrumbs,
  data,
  url,
  onNavigate,
  renderCard,
  linkAs,
  filterLinkAs = linkAs,
}: SectionViewProps) {
  const [filterOpen, setFilterOpen] = useState(false);
  const chips = sectionChips(data, url);
  const { total, page, pageCount } = data.pagination;

  const panel = (
    <FilterPanel
      filter={data.filter}
      price={data.price}
      inStock={data.inStock}
      resetUrl={data.resetUrl}
      filtered={chips.length > 0}
      onPriceApply={(from, to) => onNavigate(priceUrl(url, from, to))}
      linkAs={filterLinkAs}
    />
  );

  return (
    <section>
      <PageTitle title={title} breadcrumbs={breadcrumbs} linkAs={linkAs} />
      <Links>
        <SectionLinks
          title={data.section ? 'Подразделы' : 'Разделы каталога'}
          links={data.subsections.map(({ name, url: link, count }) => ({
            title: name,
            link,
            count,
          }))}
          linkAs={linkAs}
        />
        <SectionLinks
          title="Популярные подборки"
          links={data.tags}
          linkAs={linkAs}
          currentLink={url}
        />
      </Links>
      <Layout>
        <FilterAside aria-label="Фильтр">{panel}</FilterAside>
        <Main>
          <SortedCount count={productsText(total)} sorts={data.sorts} onNavigate={onNavigate}>
            <FilterButton>
              <Button
                variant="secondary"
                size="s"
                iconStart="menu"
                onClick={() => setFilterOpen(true)}
              >
                {chips.length > 0 ? `Фильтры (${chips.length})` : 'Фильтры'}
              </Button>
            </FilterButton>
          </SortedCount>
          <FilterChips chips={chips} resetUrl={data.resetUrl} linkAs={filterLinkAs} />
          {data.products.length > 0 ? (
            <ProductGridView
              products={data.products}
              renderCard={renderCard}
              label="Товары"
              narrow
            />
          ) : (
            <EmptyState
              icon="search"
              title="Ничего не найдено"
              text="Попробуйте убрать часть фильтров или изменить цену."
              action={
                chips.length > 0 && (
                  <Button href={data.resetUrl} linkAs={linkAs} variant="secondary">
                    Сбросить фильтры
                  </Button>
                )
              }
            />
          )}
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(n) => pageUrl(url, n)}
            linkAs={linkAs}
          />
          <SectionLinks
            title="Смотрите также"
            links={data.relinks}
            linkAs={linkAs}
            currentLink={url}
          />
          {data.section?.description && (
            <Description dangerouslySetInnerHTML={{ __html: data.section.description }} />
          )}
        </Main>
      </Layout>
      {/* Renders nothing until opened; below lg, where it opens, the aside is display: none, so
          one filter panel at a time is in the accessibility tree. */}
      {/* The apply button is the drawer's footer: below a long filter list it stays on screen
          (issue 26 point 7). */}
      <Drawer
        open={filterOpen}
        onClose={() => setFilterOpen(false)}
        title="Фильтры"
        footer={
          <Button fullWidth onClick={() => setFilterOpen(false)}>
            {`Показать ${productsText(total)}`}
          </Button>
        }
      >
        <DrawerBody>{panel}</DrawerBody>
      </Drawer>
    </section>
  );
}

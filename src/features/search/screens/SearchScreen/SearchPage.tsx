import { useLocation } from 'react-router-dom';
import type { ProductCard, SearchPageData } from '@features/api';
import { pageDataOf, ProductCardContainer } from '@features/catalog';
import { RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { SearchScreen } from './SearchScreen';

const renderCard = (product: ProductCard) => <ProductCardContainer product={product} />;

/** The renderer of page type `search`. */
export function SearchPage({ page }: PageRendererProps) {
  const location = useLocation();
  const data = pageDataOf<SearchPageData>(page);
  return (
    <SearchScreen
      title={page.seo.h1 || `Поиск: ${data.query}`}
      breadcrumbs={usePageBreadcrumbs(page)}
      data={data}
      url={location.pathname + location.search}
      renderCard={renderCard}
      linkAs={RouterLink}
    />
  );
}

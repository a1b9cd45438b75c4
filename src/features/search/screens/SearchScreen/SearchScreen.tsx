import { useLocation, useNavigate } from 'react-router-dom';
import type { ProductCard } from '@features/api';
import { ProductCardContainer } from '@features/catalog';
import { pageDataOf, RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { SearchScreen } from './SearchScreen';

const renderCard = (product: ProductCard) => <ProductCardContainer product={product} />;

/** The renderer of page type `search`. */
export function SearchPage({ page }: PageRendererProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const data = pageDataOf(page, 'search');
  return (
    <SearchScreen
      title={page.seo.h1 || `Поиск: ${data.query}`}
      breadcrumbs={usePageBreadcrumbs(page)}
      data={data}
      url={location.pathname + location.search}
      renderCard={renderCard}
      onNavigate={(url) => navigate(url)}
      linkAs={RouterLink}
    />
  );
}

import { useLocation, useNavigate } from 'react-router-dom';
import type { ProductCard as ProductCardData } from '@features/api';
import { ProductCard } from '@features/catalog';
import { searchImpressions, useEcommerceView } from '@features/metrics';
import { pageDataOf, RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { SearchView } from './SearchView';

const renderCard = (product: ProductCardData) => <ProductCard product={product} />;

/** The renderer of page type `search`. */
export function SearchScreen({ page }: PageRendererProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const data = pageDataOf(page, 'search');
  useEcommerceView(data, searchImpressions);
  return (
    <SearchView
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

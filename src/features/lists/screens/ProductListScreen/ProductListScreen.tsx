import { useNavigate } from 'react-router-dom';
import type { ProductCard } from '@features/api';
import { ProductCardContainer } from '@features/catalog';
import { pageDataOf, RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { usePageUrl } from '../../components/usePageUrl';
import { ProductListScreen } from './ProductListScreen';

const renderCard = (product: ProductCard) => <ProductCardContainer product={product} />;

/** The renderer of page types `new` and `discounts`. */
export function ProductListPage({ page }: PageRendererProps) {
  const navigate = useNavigate();
  return (
    <ProductListScreen
      title={page.seo.h1}
      breadcrumbs={usePageBreadcrumbs(page)}
      data={pageDataOf(page, 'new', 'discounts')}
      url={usePageUrl()}
      renderCard={renderCard}
      onNavigate={(url) => navigate(url)}
      linkAs={RouterLink}
    />
  );
}

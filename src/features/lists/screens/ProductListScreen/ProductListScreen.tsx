import { useNavigate } from 'react-router-dom';
import type { ProductCard as ProductCardData } from '@features/api';
import { ProductCard } from '@features/catalog';
import { productListImpressions, useEcommerceView } from '@features/metrics';
import { pageDataOf, RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { usePageUrl } from '../../components/usePageUrl';
import { ProductListView } from './ProductListView';

const renderCard = (product: ProductCardData) => <ProductCard product={product} />;

/** The renderer of page types `new` and `discounts`. */
export function ProductListScreen({ page }: PageRendererProps) {
  const navigate = useNavigate();
  const data = pageDataOf(page, 'new', 'discounts');
  useEcommerceView(data, productListImpressions);
  return (
    <ProductListView
      title={page.seo.h1}
      breadcrumbs={usePageBreadcrumbs(page)}
      data={data}
      url={usePageUrl()}
      renderCard={renderCard}
      onNavigate={(url) => navigate(url)}
      linkAs={RouterLink}
    />
  );
}

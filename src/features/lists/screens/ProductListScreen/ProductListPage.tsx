import type { ProductCard, ProductListPageData } from '@features/api';
import { pageDataOf, ProductCardContainer } from '@features/catalog';
import { RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { usePageUrl } from '../../components/usePageUrl';
import { ProductListScreen } from './ProductListScreen';

const renderCard = (product: ProductCard) => <ProductCardContainer product={product} />;

/** The renderer of page types `new` and `discounts`. */
export function ProductListPage({ page }: PageRendererProps) {
  return (
    <ProductListScreen
      title={page.seo.h1}
      breadcrumbs={usePageBreadcrumbs(page)}
      data={pageDataOf<ProductListPageData>(page)}
      url={usePageUrl()}
      renderCard={renderCard}
      linkAs={RouterLink}
    />
  );
}

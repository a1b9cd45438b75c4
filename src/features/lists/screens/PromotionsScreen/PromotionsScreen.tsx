import type { ProductCard as ProductCardData } from '@features/api';
import { ProductCard } from '@features/catalog';
import { promotionsImpressions, useEcommerceView } from '@features/metrics';
import { pageDataOf, RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { PromotionsView } from './PromotionsView';

const renderCard = (product: ProductCardData) => <ProductCard product={product} />;

/** The renderer of page type `promotions`. */
export function PromotionsScreen({ page }: PageRendererProps) {
  const data = pageDataOf(page, 'promotions');
  useEcommerceView(data, promotionsImpressions);
  return (
    <PromotionsView
      title={page.seo.h1}
      breadcrumbs={usePageBreadcrumbs(page)}
      content={page.content}
      data={data}
      renderCard={renderCard}
      linkAs={RouterLink}
    />
  );
}

import type { ProductCard } from '@features/api';
import { ProductCardContainer } from '@features/catalog';
import { pageDataOf, RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { PromotionsScreen } from './PromotionsScreen';

const renderCard = (product: ProductCard) => <ProductCardContainer product={product} />;

/** The renderer of page type `promotions`. */
export function PromotionsPage({ page }: PageRendererProps) {
  return (
    <PromotionsScreen
      title={page.seo.h1}
      breadcrumbs={usePageBreadcrumbs(page)}
      content={page.content}
      data={pageDataOf(page, 'promotions')}
      renderCard={renderCard}
      linkAs={RouterLink}
    />
  );
}

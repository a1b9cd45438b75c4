import type { ProductCard, PromotionsPageData } from '@features/api';
import { pageDataOf, ProductCardContainer } from '@features/catalog';
import { RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { PromotionsScreen } from './PromotionsScreen';

const renderCard = (product: ProductCard) => <ProductCardContainer product={product} />;

/** The renderer of page type `promotions`. */
export function PromotionsPage({ page }: PageRendererProps) {
  return (
    <PromotionsScreen
      title={page.seo.h1}
      breadcrumbs={usePageBreadcrumbs(page)}
      content={page.content}
      data={pageDataOf<PromotionsPageData>(page)}
      renderCard={renderCard}
      linkAs={RouterLink}
    />
  );
}

import type { ProductCard } from '@features/api';
import { ProductCardContainer } from '@features/catalog';
import { pageDataOf, RouterLink, type PageRendererProps } from '@features/page';
import { HomeScreen } from './HomeScreen';

const renderCard = (product: ProductCard) => <ProductCardContainer product={product} />;

/** The renderer of page type `home`. */
export function HomePage({ page }: PageRendererProps) {
  return (
    <HomeScreen
      title={page.seo.h1}
      data={pageDataOf(page, 'home')}
      renderCard={renderCard}
      linkAs={RouterLink}
    />
  );
}

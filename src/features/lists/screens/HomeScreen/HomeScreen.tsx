import type { ProductCard as ProductCardData } from '@features/api';
import { ProductCard } from '@features/catalog';
import { pageDataOf, RouterLink, type PageRendererProps } from '@features/page';
import { HomeView } from './HomeView';

const renderCard = (product: ProductCardData) => <ProductCard product={product} />;

/** The renderer of page type `home`. */
export function HomeScreen({ page }: PageRendererProps) {
  return (
    <HomeView
      title={page.seo.h1}
      data={pageDataOf(page, 'home')}
      renderCard={renderCard}
      linkAs={RouterLink}
    />
  );
}

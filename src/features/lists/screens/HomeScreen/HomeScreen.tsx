import type { ProductCard as ProductCardData } from '@features/api';
import { ProductCard } from '@features/catalog';
import { homeImpressions, useEcommerceView } from '@features/metrics';
import { pageDataOf, RouterLink, type PageRendererProps } from '@features/page';
import { HomeView } from './HomeView';

const renderCard = (product: ProductCardData) => <ProductCard product={product} />;

/** The renderer of page type `home`. */
export function HomeScreen({ page }: PageRendererProps) {
  const data = pageDataOf(page, 'home');
  useEcommerceView(data, homeImpressions);
  return <HomeView title={page.seo.h1} data={data} renderCard={renderCard} linkAs={RouterLink} />;
}

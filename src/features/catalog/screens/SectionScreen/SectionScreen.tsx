import type { CatalogProductCard } from '@features/api';
import { pageDataOf, RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { useLocation, useNavigate } from 'react-router-dom';
import { ProductCardContainer } from '../../components/ProductCard';
import { SectionScreen } from './SectionScreen';

const renderCard = (product: CatalogProductCard) => <ProductCardContainer product={product} />;

/** The renderer of page type `section` (docs/catalog.md). */
export function SectionPage({ page }: PageRendererProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const breadcrumbs = usePageBreadcrumbs(page);
  return (
    <SectionScreen
      title={page.seo.h1}
      breadcrumbs={breadcrumbs}
      data={pageDataOf(page, 'section')}
      url={location.pathname + location.search}
      onNavigate={(url) => navigate(url)}
      renderCard={renderCard}
      linkAs={RouterLink}
    />
  );
}

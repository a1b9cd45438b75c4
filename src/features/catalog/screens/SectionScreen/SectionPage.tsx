import type { CatalogProductCard, SectionPageData } from '@features/api';
import { RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { useDevice } from '@ui/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import { ProductCardContainer } from '../../components/ProductCard';
import { pageDataOf } from '../../pageDataOf';
import { SectionScreen } from './SectionScreen';

const renderCard = (product: CatalogProductCard) => <ProductCardContainer product={product} />;

/** The renderer of page type `section` (docs/catalog.md). */
export function SectionPage({ page }: PageRendererProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const breadcrumbs = usePageBreadcrumbs(page);
  const { desktop } = useDevice();
  return (
    <SectionScreen
      title={page.seo.h1}
      breadcrumbs={breadcrumbs}
      data={pageDataOf<SectionPageData>(page)}
      url={location.pathname + location.search}
      onNavigate={(url) => navigate(url)}
      renderCard={renderCard}
      compact={!desktop}
      linkAs={RouterLink}
    />
  );
}

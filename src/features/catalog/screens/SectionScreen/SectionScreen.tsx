import type { CatalogProductCard } from '@features/api';
import {
  KeepScrollLink,
  pageDataOf,
  RouterLink,
  usePageBreadcrumbs,
  type PageRendererProps,
} from '@features/page';
import { useLocation, useNavigate } from 'react-router-dom';
import { sectionImpressions, useEcommerceView } from '@features/metrics';
import { ProductCard } from '../../components/ProductCard';
import { SectionView } from './SectionView';

const renderCard = (product: CatalogProductCard) => <ProductCard product={product} />;

/** The renderer of page type `section` (docs/catalog.md). */
export function SectionScreen({ page }: PageRendererProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const breadcrumbs = usePageBreadcrumbs(page);
  const data = pageDataOf(page, 'section');
  useEcommerceView(data, sectionImpressions);
  return (
    <SectionView
      title={page.seo.h1}
      breadcrumbs={breadcrumbs}
      data={data}
      url={location.pathname + location.search}
      // Sort, price and the filter's choices change the products, not the page the shopper is on.
      onNavigate={(url) => navigate(url, { preventScrollReset: true })}
      renderCard={renderCard}
      linkAs={RouterLink}
      filterLinkAs={KeepScrollLink}
    />
  );
}

import type { GiftCertificate } from '@features/api';
import { useBasketLine } from '@features/basket';
import { pageDataOf, RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { GiftCertificateCard } from './GiftCertificateCard';
import { GiftCertificatesView } from './GiftCertificatesView';

/** A nominal wired to the basket: 'Купить' adds one certificate (spec §7 basket add). */
function GiftCertificateContainer({ certificate }: { certificate: GiftCertificate }) {
  const basket = useBasketLine(certificate.productId);
  return (
    <GiftCertificateCard
      certificate={certificate}
      quantity={basket.quantity}
      onBuy={() => basket.add()}
      onQuantityChange={basket.setQuantity}
      busy={basket.busy}
      error={basket.error}
    />
  );
}

const renderCertificate = (certificate: GiftCertificate) => (
  <GiftCertificateContainer certificate={certificate} />
);

/** The renderer of page type `giftCertificates`. */
export function GiftCertificatesScreen({ page }: PageRendererProps) {
  return (
    <GiftCertificatesView
      title={page.seo.h1}
      breadcrumbs={usePageBreadcrumbs(page)}
      content={page.content}
      data={pageDataOf(page, 'giftCertificates')}
      renderCertificate={renderCertificate}
      linkAs={RouterLink}
    />
  );
}

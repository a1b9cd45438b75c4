import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { GiftCertificate, GiftCertificatesPageData } from '@features/api';
import { PageTitle } from '@features/page';
import type { Crumb } from '@ui/Breadcrumbs';
import type { LinkComponent } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { up } from '@ui/tokens';
import { HtmlContent } from '../../components/HtmlContent';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
  ${up('xl')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export interface GiftCertificatesViewProps {
  title: string;
  breadcrumbs: readonly Crumb[];
  /** How certificates work, written by editors (page content). */
  content: string;
  data: GiftCertificatesPageData;
  /** Draws one nominal (wired to the basket by the container). */
  renderCertificate: (certificate: GiftCertificate) => ReactNode;
  linkAs?: LinkComponent;
}

/** Gift certificates (spec §2 /shop/podarochnye-sertifikaty/): the nominals to buy. */
export function GiftCertificatesView({
  title,
  breadcrumbs,
  content,
  data,
  renderCertificate,
  linkAs,
}: GiftCertificatesViewProps) {
  return (
    <section>
      <PageTitle title={title} breadcrumbs={breadcrumbs} linkAs={linkAs} />
      {data.certificates.length > 0 ? (
        <List aria-label="Номиналы">
          {data.certificates.map((certificate) => (
            <li key={certificate.productId}>{renderCertificate(certificate)}</li>
          ))}
        </List>
      ) : (
        <EmptyState
          icon="gift"
          title="Сертификаты скоро вернутся"
          text="Сейчас их нет в продаже."
        />
      )}
      {content && <HtmlContent dangerouslySetInnerHTML={{ __html: content }} />}
    </section>
  );
}

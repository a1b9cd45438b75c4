import { useState } from 'react';
import type { AdminCertificate } from '@features/api';
import type { LinkComponent } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { Pagination } from '@ui/Pagination';
import { Block, Heading, Muted, StaffListStates, StaffSearchBar } from '@features/staffTools';
import { CertificatesTable } from '../components/CertificatesTable';
import { BLOCK_CONSEQUENCES, blockQuestion } from '../certificateTexts';

export interface CertificatesViewProps {
  /** The page's certificates, newest first; null while the first answer is on its way. */
  certificates: AdminCertificate[] | null;
  /** How many certificates match the search, on all pages. */
  total: number;
  page: number;
  pages: number;
  hrefForPage: (page: number) => string;
  linkAs?: LinkComponent;
  /** The part of a code searched for ('' for all). */
  search: string;
  onSearch: (code: string) => void;
  /** A newer page or search is being fetched while the old rows still show. */
  refreshing?: boolean;
  /** Why the certificates could not be loaded. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Called once the staff member confirmed the block. */
  onBlock: (certificateId: number) => void;
  /** The certificate whose block is on its way. */
  blockingId?: number | null;
}

/**
 * `/admin/certificates/` (issue 26 point 1): the gift certificates the shop issued, found by a
 * part of the code, with their balance and uses; blocking one is asked first.
 */
export function CertificatesView({
  certificates,
  total,
  page,
  pages,
  hrefForPage,
  linkAs,
  search,
  onSearch,
  refreshing = false,
  loadError = null,
  onRetry,
  onBlock,
  blockingId = null,
}: CertificatesViewProps) {
  const [asked, setAsked] = useState<AdminCertificate | null>(null);
  return (
    <section aria-labelledby="certificates-title">
      <Heading id="certificates-title">Подарочные сертификаты</Heading>
      <Muted>
        Коды выпускаются, когда покупатель оплатил сертификат. Остаток уменьшается с каждой оплатой
        и возвращается, если оплаченный им заказ отменён.
      </Muted>
      <Block aria-label="Список сертификатов">
        <StaffSearchBar
          label="Поиск по коду"
          placeholder="Часть кода, например 7KQM"
          search={search}
          onSearch={onSearch}
          found={certificates && total}
          refreshing={refreshing}
        />
        <StaffListStates
          items={certificates}
          noun="сертификаты"
          loadError={loadError}
          onRetry={onRetry}
          refreshing={refreshing}
          empty={
            search
              ? {
                  title: 'Ничего не найдено',
                  text: `Нет сертификата, код которого содержит «${search}».`,
                }
              : {
                  title: 'Сертификатов пока нет',
                  text: 'Коды появятся здесь, как только покупатель оплатит подарочный сертификат.',
                }
          }
        >
          {(loaded) => (
            <CertificatesTable
              certificates={loaded}
              onAskBlock={setAsked}
              blockingId={blockingId}
              linkAs={linkAs}
            />
          )}
        </StaffListStates>
        <Pagination page={page} pageCount={pages} hrefFor={hrefForPage} linkAs={linkAs} />
      </Block>
      <ConfirmDialog
        open={asked !== null}
        title={asked ? blockQuestion(asked.code) : ''}
        text={BLOCK_CONSEQUENCES}
        confirmLabel="Заблокировать"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) onBlock(asked.id);
          setAsked(null);
        }}
      />
    </section>
  );
}

import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessageOf } from '@features/api';
import { RouterLink } from '@features/page';
import { useToast } from '@ui/Toast';
import { StaffHistory } from '@features/staffTools';
import { useBlockAdminCertificateMutation, useGetAdminCertificatesQuery } from '../certificatesApi';
import { certificatesHref, readCertificatesLocation } from '../certificatesUrl';
import { BLOCK_FAILED, BLOCKED, describeCertificateChange } from '../certificateTexts';
import { CertificatesView } from './CertificatesView';

/** `/admin/certificates/?code=&page=`: the certificates from the server and blocking one. */
export function CertificatesScreen() {
  const navigate = useNavigate();
  const { code, page } = readCertificatesLocation(useSearchParams()[0]);
  const list = useGetAdminCertificatesQuery({ page, code: code || undefined });
  const [block] = useBlockAdminCertificateMutation();
  const [blockingId, setBlockingId] = useState<number | null>(null);
  const { showToast } = useToast();
  // While another page or search loads, the rows shown so far stay; a failed load says why.
  const result = list.isError ? undefined : (list.currentData ?? list.data)?.result;

  const blockOne = async (certificateId: number) => {
    setBlockingId(certificateId);
    try {
      await block({ certificateId }).unwrap();
      showToast(BLOCKED);
    } catch (error) {
      // The server's reason (blocked already, in another tab) says more than the general text.
      showToast({ ...BLOCK_FAILED, text: errorMessageOf(error, BLOCK_FAILED.text!) });
    } finally {
      setBlockingId(null);
    }
  };

  return (
    <>
      <CertificatesView
        certificates={result?.items ?? null}
        total={result?.total ?? 0}
        page={page}
        pages={result?.pages ?? 0}
        hrefForPage={(n) => certificatesHref(code, n)}
        linkAs={RouterLink}
        search={code}
        onSearch={(text) => void navigate(certificatesHref(text.trim()))}
        refreshing={list.isFetching}
        loadError={
          list.isError ? errorMessageOf(list.error, 'Проверьте связь и попробуйте ещё раз.') : null
        }
        onRetry={() => void list.refetch()}
        onBlock={(certificateId) => void blockOne(certificateId)}
        blockingId={blockingId}
      />
      <StaffHistory
        id="certificates-history"
        tool="certificates"
        describe={describeCertificateChange}
        emptyText="Сертификаты ещё не блокировали."
      />
    </>
  );
}

import { api } from '@features/api';
import { STAFF_HISTORY } from '@features/staffTools';

const CERTIFICATES = 'Certificates';

/**
 * A block changes the certificate's row and writes the change log; a refused one (409: blocked
 * already, in another tab) means the list shown is stale. Either way both are fetched again.
 */
const certificatesApi = api.enhanceEndpoints({
  addTagTypes: [CERTIFICATES, STAFF_HISTORY],
  endpoints: {
    getAdminCertificates: { providesTags: [CERTIFICATES] },
    blockAdminCertificate: { invalidatesTags: [CERTIFICATES, STAFF_HISTORY] },
  },
});

export const { useGetAdminCertificatesQuery, useBlockAdminCertificateMutation } = certificatesApi;

import { api } from '@features/api';
import { STAFF_HISTORY } from '@features/staffTools';

/** A save answers the stored document, which becomes the screen's data without another request. */
const consentDocumentApi = api.enhanceEndpoints({
  addTagTypes: [STAFF_HISTORY],
  endpoints: {
    saveAdminConsentDocument: {
      invalidatesTags: [STAFF_HISTORY],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        // A refused save changes nothing stored; the screen shows the refusal and keeps the edits.
        if (saved)
          dispatch(
            consentDocumentApi.util.upsertQueryData(
              'getAdminConsentDocument',
              undefined,
              saved.data,
            ),
          );
      },
    },
  },
});

export const { useGetAdminConsentDocumentQuery, useSaveAdminConsentDocumentMutation } =
  consentDocumentApi;

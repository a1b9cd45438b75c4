import { api } from '@features/api';
import { STAFF_HISTORY } from '@features/staffTools';

/**
 * Both saves answer the stored settings, which become the screen's data without another request,
 * and add a change to the history. A refused save changes nothing stored; the screen shows the
 * refusal and keeps the edits.
 */
const exchange1cApi = api.enhanceEndpoints({
  addTagTypes: [STAFF_HISTORY],
  endpoints: {
    saveAdminExchange1CSettings: {
      invalidatesTags: [STAFF_HISTORY],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        if (saved)
          dispatch(api.util.upsertQueryData('getAdminExchange1CSettings', undefined, saved.data));
      },
    },
    saveAdminExchange1CAccount: {
      invalidatesTags: [STAFF_HISTORY],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        if (saved)
          dispatch(api.util.upsertQueryData('getAdminExchange1CSettings', undefined, saved.data));
      },
    },
  },
});

export const {
  useGetAdminExchange1CImportsQuery,
  useGetAdminExchange1CSettingsQuery,
  useSaveAdminExchange1CSettingsMutation,
  useSaveAdminExchange1CAccountMutation,
} = exchange1cApi;

import { api } from '@features/api';

/**
 * The tag of every tool's history list (issue 25 point 6): a tool's writes invalidate it, so the
 * list shows a save as soon as it is made, and so does a revert.
 */
export const STAFF_HISTORY = 'StaffHistory';

const historyApi = api.enhanceEndpoints({
  addTagTypes: [STAFF_HISTORY],
  endpoints: {
    getAdminHistory: { providesTags: [STAFF_HISTORY] },
    revertAdminChange: { invalidatesTags: [STAFF_HISTORY] },
  },
});

export const { useGetAdminHistoryQuery, useRevertAdminChangeMutation } = historyApi;

import { api } from '@features/api';
import { STAFF_HISTORY } from '@features/staffTools';

/** A save answers the stored sections, which become the screen's data without another request. */
const marketFeedApi = api.enhanceEndpoints({
  addTagTypes: [STAFF_HISTORY],
  endpoints: {
    saveAdminMarketFeed: {
      invalidatesTags: [STAFF_HISTORY],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        // A refused save changes nothing stored; the screen shows the refusal and keeps the edits.
        if (saved)
          dispatch(marketFeedApi.util.upsertQueryData('getAdminMarketFeed', undefined, saved.data));
      },
    },
  },
});

export const { useGetAdminMarketFeedQuery, useSaveAdminMarketFeedMutation } = marketFeedApi;

import { api } from '@features/api';
import { STAFF_HISTORY } from '@features/staffTools';

const SEARCH_TRANSITIONS = 'SearchTransitions';

/**
 * Adding and deleting change which rows a page holds, so the table is fetched again. An edit does
 * not: the row already shows what was typed, and fetching on every key release would only cost.
 * A refused add changes nothing either; a refused delete may mean the row is gone already.
 */
const searchTransitionsApi = api.enhanceEndpoints({
  addTagTypes: [SEARCH_TRANSITIONS, STAFF_HISTORY],
  endpoints: {
    getAdminSearchTransitions: { providesTags: [SEARCH_TRANSITIONS] },
    writeAdminSearchTransition: {
      // Every write may add to the history (issue 25 point 6), which an open list shows at once.
      invalidatesTags: (_result, error, { searchTransitionWrite: { action } }) =>
        action === 'update' || (action === 'add' && error)
          ? [STAFF_HISTORY]
          : [SEARCH_TRANSITIONS, STAFF_HISTORY],
    },
  },
});

export const { useGetAdminSearchTransitionsQuery, useWriteAdminSearchTransitionMutation } =
  searchTransitionsApi;

import { api } from '@features/api';

const SEARCH_TRANSITIONS = 'SearchTransitions';

/**
 * Adding and deleting change which rows a page holds, so the table is fetched again. An edit does
 * not: the row already shows what was typed, and fetching on every key release would only cost.
 * A refused add changes nothing either; a refused delete may mean the row is gone already.
 */
const searchTransitionsApi = api.enhanceEndpoints({
  addTagTypes: [SEARCH_TRANSITIONS],
  endpoints: {
    getAdminSearchTransitions: { providesTags: [SEARCH_TRANSITIONS] },
    writeAdminSearchTransition: {
      invalidatesTags: (_result, error, { searchTransitionWrite: { action } }) =>
        action === 'update' || (action === 'add' && error) ? [] : [SEARCH_TRANSITIONS],
    },
  },
});

export const { useGetAdminSearchTransitionsQuery, useWriteAdminSearchTransitionMutation } =
  searchTransitionsApi;

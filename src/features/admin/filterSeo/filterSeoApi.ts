import { api } from '@features/api';

const FILTER_SEO = 'FilterSeo' as const;

/**
 * R-SEO-4: the list is fetched again after a delete, whether it worked or not; a save (of the
 * url's items or of one) that worked refreshes the url's items. RTK Query invalidates a tag list
 * on a mutation's failure as well as its success, so a failed save names none: refetching then
 * would only disable the save buttons for a moment and take the focus from the one just pressed.
 */
const afterSave = (_result: unknown, error: unknown) => (error ? [] : [FILTER_SEO]);

const filterSeoApi = api.enhanceEndpoints({
  addTagTypes: [FILTER_SEO],
  endpoints: {
    getFilterSeoUrls: { providesTags: [FILTER_SEO] },
    getFilterSeoDetail: { providesTags: [FILTER_SEO] },
    saveFilterSeo: { invalidatesTags: afterSave },
    saveFilterSeoItem: { invalidatesTags: afterSave },
    deleteFilterSeo: { invalidatesTags: [FILTER_SEO] },
  },
});

export const {
  useGetFilterSeoUrlsQuery,
  useGetFilterSeoDetailQuery,
  useSaveFilterSeoMutation,
  useSaveFilterSeoItemMutation,
  useDeleteFilterSeoMutation,
} = filterSeoApi;

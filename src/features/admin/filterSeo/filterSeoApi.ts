import { api } from '@features/api';

const FILTER_SEO = 'FilterSeo';

/**
 * R-SEO-4: the list is fetched again after a delete, whether it worked or not; a save (of the
 * url's items or of one) refreshes the url's items. RTK Query invalidates a tag list on a
 * mutation's failure as well as its success.
 */
const filterSeoApi = api.enhanceEndpoints({
  addTagTypes: [FILTER_SEO],
  endpoints: {
    getFilterSeoUrls: { providesTags: [FILTER_SEO] },
    getFilterSeoDetail: { providesTags: [FILTER_SEO] },
    saveFilterSeo: { invalidatesTags: [FILTER_SEO] },
    saveFilterSeoItem: { invalidatesTags: [FILTER_SEO] },
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

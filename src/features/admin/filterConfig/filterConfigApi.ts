import { api } from '@features/api';

const FILTER_CONFIG = 'FilterConfig';

/**
 * R-FC-6: enabling or disabling a property, copy, bind and save reload the screen. Every write
 * invalidates the filter configuration, so the index (its marks) and the detail are fetched anew.
 */
const filterConfigApi = api.enhanceEndpoints({
  addTagTypes: [FILTER_CONFIG],
  endpoints: {
    getAdminFilterConfig: { providesTags: [FILTER_CONFIG] },
    getAdminFilterConfigDetail: { providesTags: [FILTER_CONFIG] },
    copyAdminFilterConfig: { invalidatesTags: [FILTER_CONFIG] },
    bindAdminFilterConfig: { invalidatesTags: [FILTER_CONFIG] },
    disableAdminFilterProperty: { invalidatesTags: [FILTER_CONFIG] },
    enableAdminFilterProperty: { invalidatesTags: [FILTER_CONFIG] },
    saveAdminFilterConfig: { invalidatesTags: [FILTER_CONFIG] },
  },
});

export const {
  useGetAdminFilterConfigQuery,
  useGetAdminFilterConfigDetailQuery,
  useCopyAdminFilterConfigMutation,
  useBindAdminFilterConfigMutation,
  useDisableAdminFilterPropertyMutation,
  useEnableAdminFilterPropertyMutation,
  useSaveAdminFilterConfigMutation,
} = filterConfigApi;

import {
  api,
  type CatalogExchangeRequest,
  type GetSectionPropertiesRequest,
  type SectionPropertyRequest,
  type SetRequiredSectionPropertiesRequest,
  type SetSharedPropertiesGroupedRequest,
} from '@features/api';
import { STAFF_HISTORY } from '@features/staffTools';

const CATALOG_EXCHANGE = 'CatalogExchange';

/** The JSON actions the screen posts (the files are form posts, exportForm.ts). */
export type ExchangeAction =
  | GetSectionPropertiesRequest
  | SetRequiredSectionPropertiesRequest
  | SetSharedPropertiesGroupedRequest
  | SectionPropertyRequest;

/**
 * The screen's data. A post answers what it changed, and the screen keeps that answer itself, so
 * no post refetches getData (a refetch would reset the choices of the export while editing).
 */
const catalogExchangeApi = api.enhanceEndpoints({
  addTagTypes: [CATALOG_EXCHANGE, STAFF_HISTORY],
  endpoints: {
    getAdminCatalogExchange: { providesTags: [CATALOG_EXCHANGE] },
    // A post may change the settings, which the history lists (issue 25 point 6).
    postAdminCatalogExchange: { invalidatesTags: [STAFF_HISTORY] },
  },
});

export const { useGetAdminCatalogExchangeQuery, usePostAdminCatalogExchangeMutation } =
  catalogExchangeApi;

/**
 * The generated union names its branches by one `action` each (it lists addSectionProperty but not
 * removeSectionProperty, nor setRequiredSectionProperties' neighbours by every value), so an action
 * is passed through this one widening.
 */
export const exchangeRequest = (action: ExchangeAction) =>
  ({ catalogExchangeRequest: action as CatalogExchangeRequest }) as const;

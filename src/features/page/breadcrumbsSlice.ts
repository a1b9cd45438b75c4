import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PageJson } from '@features/api';

export type Breadcrumb = PageJson['breadcrumbs'][number];

/**
 * Spec §4 / R-NAV-2: navigations to these page kinds (docs/api.md `type`) keep the additional
 * breadcrumbs a page added (a product remembers the section it was opened from); any other page
 * resets them.
 */
const BREADCRUMB_KEEPING_TYPES: ReadonlySet<string> = new Set([
  'section',
  'discounts',
  'new',
  'club',
  'giftCertificates',
  'product',
]);

export interface BreadcrumbsState {
  /** Crumbs shown after the page's own ones. */
  additional: Breadcrumb[];
}

const initialState: BreadcrumbsState = { additional: [] };

export const breadcrumbsSlice = createSlice({
  name: 'breadcrumbs',
  initialState,
  reducers: {
    /** A page of kind `type` was navigated to. */
    pageShown(state, { payload: type }: PayloadAction<string>) {
      if (!BREADCRUMB_KEEPING_TYPES.has(type)) state.additional = [];
    },
    /** A page adds crumbs of its own (a filter landing, a product's section chain). */
    additionalBreadcrumbsSet(state, { payload }: PayloadAction<Breadcrumb[]>) {
      state.additional = payload;
    },
  },
  selectors: {
    selectAdditionalBreadcrumbs: (state) => state.additional,
  },
});

export const { pageShown } = breadcrumbsSlice.actions;
/** @internal exported for a test only */
export const { additionalBreadcrumbsSet } = breadcrumbsSlice.actions;
export const { selectAdditionalBreadcrumbs } = breadcrumbsSlice.selectors;

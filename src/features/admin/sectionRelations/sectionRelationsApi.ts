import { api } from '@features/api';
import { STAFF_HISTORY } from '@features/staffTools';
import { relationsFormBody } from './relationsForm';

const SECTION_RELATIONS = 'SectionRelations';

/** A save answers the stored relations, which become the screen's data without another request. */
const sectionRelationsApi = api.enhanceEndpoints({
  addTagTypes: [SECTION_RELATIONS, STAFF_HISTORY],
  endpoints: {
    getAdminSectionRelations: { providesTags: [SECTION_RELATIONS] },
    saveAdminSectionRelations: {
      invalidatesTags: [STAFF_HISTORY],
      // spec §2: the screen posts a form (a browser's urlencoded body), not JSON.
      query: ({ sectionRelationsSave }) => ({
        url: '/api/admin/sections/relations',
        method: 'POST',
        body: relationsFormBody(sectionRelationsSave),
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        // A refused save changes nothing stored; the screen shows the refusal and keeps the edits.
        if (saved)
          dispatch(
            sectionRelationsApi.util.upsertQueryData(
              'getAdminSectionRelations',
              { action: 'getData' },
              saved.data,
            ),
          );
      },
    },
  },
});

export const { useGetAdminSectionRelationsQuery, useSaveAdminSectionRelationsMutation } =
  sectionRelationsApi;

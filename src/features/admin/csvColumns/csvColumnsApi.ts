import { api } from '@features/api';
import { STAFF_HISTORY } from '@features/staffTools';

const CSV_COLUMNS = 'CsvColumns';

/** A save answers the stored list, which becomes the screen's data without another request. */
const csvColumnsApi = api.enhanceEndpoints({
  addTagTypes: [CSV_COLUMNS, STAFF_HISTORY],
  endpoints: {
    getAdminCsvColumns: { providesTags: [CSV_COLUMNS] },
    saveAdminCsvColumns: {
      invalidatesTags: [STAFF_HISTORY],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        // A refused save changes nothing stored; the screen shows the refusal and keeps the edits.
        if (saved)
          dispatch(
            csvColumnsApi.util.upsertQueryData(
              'getAdminCsvColumns',
              { action: 'getData' },
              saved.data,
            ),
          );
      },
    },
  },
});

export const { useGetAdminCsvColumnsQuery, useSaveAdminCsvColumnsMutation } = csvColumnsApi;

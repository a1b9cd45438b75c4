import { api, type CatalogImportJob } from '@features/api';

/** @internal exported for a test only */
export const IMPORT_URL = '/api/admin/catalog/exchange';

type JobsDraft = { jobs: CatalogImportJob[] };

/**
 * The import's calls. Every answer that carries a job (the upload, each poll, apply, discard) is
 * written into the history's cache too, so the history follows the shown job without refetching.
 */
const importApi = api
  .injectEndpoints({
    endpoints: (build) => ({
      // The generated POST takes the JSON union; the upload is a browser form with the file, and
      // fetchBaseQuery sends a FormData body as multipart with its own boundary.
      uploadCatalogImport: build.mutation<CatalogImportJob, File>({
        query: (file) => {
          const body = new FormData();
          // action first: the server reads the fields as they stream in, before the file.
          body.append('action', 'import');
          body.append('file', file, file.name);
          return { url: IMPORT_URL, method: 'POST', body };
        },
      }),
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      uploadCatalogImport: { onQueryStarted: (_arg, api) => followJob(api, true) },
      // A poll's answer already is the job's own entry (an upsert here would start another).
      getAdminCatalogImportJob: { onQueryStarted: (_arg, api) => followJob(api, false) },
      applyAdminCatalogImport: { onQueryStarted: (_arg, api) => followJob(api, true) },
      discardAdminCatalogImport: { onQueryStarted: (_arg, api) => followJob(api, true) },
      // A changed column mapping sends the file back to checking: the shown job polls again.
      setAdminCatalogImportChoices: { onQueryStarted: (_arg, api) => followJob(api, true) },
    },
  });

interface JobAnswer {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: CatalogImportJob }>;
}

async function followJob({ dispatch, queryFulfilled }: JobAnswer, intoJobEntry: boolean) {
  const answer = await queryFulfilled.catch(() => null);
  if (!answer) return;
  const job = answer.data;
  dispatch(
    importApi.util.updateQueryData('getAdminCatalogImportJobs', undefined, (draft: JobsDraft) => {
      const index = draft.jobs.findIndex((j) => j.id === job.id);
      if (index >= 0) draft.jobs[index] = job;
      else draft.jobs.unshift(job);
    }),
  );
  // The shown job reads its own cache entry; an apply or discard answer moves it on at once.
  if (intoJobEntry)
    dispatch(importApi.util.upsertQueryData('getAdminCatalogImportJob', { id: job.id }, job));
}

export const {
  useUploadCatalogImportMutation,
  useGetAdminCatalogImportJobsQuery,
  useGetAdminCatalogImportJobQuery,
  useGetAdminCatalogImportRejectionsQuery,
  useApplyAdminCatalogImportMutation,
  useDiscardAdminCatalogImportMutation,
  useGetAdminCatalogImportChoicesQuery,
  useSetAdminCatalogImportChoicesMutation,
} = importApi;

/** The report CSV: a plain link, the browser downloads it with the session cookie. */
export const reportUrl = (id: number) => `${IMPORT_URL}/jobs/${id}/report`;
